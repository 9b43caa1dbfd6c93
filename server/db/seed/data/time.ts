const DAY_MS = 24 * 60 * 60 * 1000;
/** Belarus keeps UTC+3 all year. */
const MINSK_OFFSET_MS = 3 * 60 * 60 * 1000;

/** ISO date-time in Minsk time with its offset, e.g. `2026-03-14T10:00:00+03:00`. */
export function minskIso(date: Date): string {
  const local = new Date(date.getTime() + MINSK_OFFSET_MS);
  return `${local.toISOString().slice(0, 19)}+03:00`;
}

/** Start (00:00) of the Minsk day `days` days away from `now`. */
export function minskDayStart(now: Date, days: number): Date {
  const local = now.getTime() + MINSK_OFFSET_MS + days * DAY_MS;
  return new Date(local - (local % DAY_MS) - MINSK_OFFSET_MS);
}

/** End (23:59:59) of the Minsk day `days` days away from `now`. */
export function minskDayEnd(now: Date, days: number): Date {
  return new Date(minskDayStart(now, days + 1).getTime() - 1000);
}
