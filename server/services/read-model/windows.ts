/** Something shown only inside its time window (promotions, alerts), with the window parsed once. */
export interface Windowed<T> {
  item: T;
  from: number;
  to: number;
}

export function windowed<T extends { dateTimeFrom: string; dateTimeTo: string }>(items: readonly T[]): Windowed<T>[] {
  return items.map((item) => ({ item, from: Date.parse(item.dateTimeFrom), to: Date.parse(item.dateTimeTo) }));
}

/**
 * The items whose window holds `now`, both ends included (as the repositories'
 * `listActive…` queries), in their stored order.
 */
export function activeAt<T>(items: readonly Windowed<T>[], now: Date): T[] {
  const time = now.getTime();
  return items.filter((entry) => entry.from <= time && time <= entry.to).map((entry) => entry.item);
}

/** Something shown from its publication on, for good (news posts, stories): a window with no end. */
export function publishedFrom<T>(item: T, publishedAt: string | Date): Windowed<T> {
  return { item, from: new Date(publishedAt).getTime(), to: Number.POSITIVE_INFINITY };
}
