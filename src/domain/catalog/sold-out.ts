import type { SoldOutDay } from '../contract/delivery';

/** The products sold out at a place on a shop day (`YYYY-MM-DD`), from its delivery options. */
export function soldOutOn(place: { soldOut?: readonly SoldOutDay[] } | null | undefined, date: string): Set<string> {
  return new Set(place?.soldOut?.find((day) => day.date === date)?.products ?? []);
}

/** What checkout and the cart say about lines sold out at the chosen place that day. */
export function soldOutMessage(titles: readonly string[]): string {
  const quoted = titles.map((title) => `«${title}»`).join(', ');
  return titles.length === 1
    ? `${quoted} закончился в этой пекарне на выбранный день — уберите его из корзины или выберите другой день`
    : `${quoted} закончились в этой пекарне на выбранный день — уберите их из корзины или выберите другой день`;
}
