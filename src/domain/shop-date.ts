import { shopWallClock } from './shop-clock';

/*
 * The shop day of an instant, apart from the rest of shop-time.ts: the first page only asks which day a time
 * falls on (the offline banner's «вчера, 14:05», a promotion's «до 30 ноября»), and the slot and offset
 * arithmetic stays with the pages that need it.
 */

/** The shop day (`YYYY-MM-DD` in Minsk) an instant falls on. */
export function shopDateOf(instant: Date | number): string {
  const { year, month, day } = shopWallClock(Number(instant));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
