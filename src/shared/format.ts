import { shopClockTime, shopWallClock } from '../domain/shop-clock';
import { shopDateOf } from '../domain/shop-date';

/*
 * Dates and times as Russian writes them, by string work on the shop's wall clock rather than Intl's date
 * formatters: the first of those loads the locale's data, 10–17 ms on a fast desktop inside the hydration of any
 * page that shows a date (see shop-clock.ts). The tests hold every spelling to Intl's.
 */

const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

function instantOf(at: string | number | Date): number {
  return new Date(at).getTime();
}

/** «24 ноября 2026 г.»: the day in Minsk of an instant (an ISO string, epoch milliseconds or a Date). */
export function formatDate(at: string | number | Date): string {
  const { year, month, day } = shopWallClock(instantOf(at));
  return `${day} ${MONTHS_GENITIVE[month - 1]} ${year} г.`;
}

/** «24 ноября 2026 г.»: a calendar date kept as a UTC midnight (a document's date, no time of day, no zone). */
export function formatCalendarDate(at: string | number | Date): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return `${date.getUTCDate()} ${MONTHS_GENITIVE[date.getUTCMonth()]} ${date.getUTCFullYear()} г.`;
}

/** «24 ноября»: the day and month in Minsk of an instant (an ISO string, epoch milliseconds or a Date). */
export function formatDayMonth(at: string | number | Date): string {
  const { month, day } = shopWallClock(instantOf(at));
  return `${day} ${MONTHS_GENITIVE[month - 1]}`;
}

/** «24»: the day of the month in Minsk of an instant. */
export function formatDayOfMonth(at: string | number | Date): string {
  return String(shopWallClock(instantOf(at)).day);
}

/** «14:05»: the time in Minsk of an instant (an ISO string, epoch milliseconds or a Date). */
export function formatTime(at: string | number | Date): string {
  return shopClockTime(instantOf(at));
}

const DAY_MS = 24 * 60 * 60_000;

/** «14:05» today, «вчера, 14:05», else «12 ноября в 14:05» (Minsk time): when something recent was last seen. */
export function formatRecentTime(at: number, now: number = Date.now()): string {
  const day = shopDay(at);
  if (day === shopDay(now)) return formatTime(at);
  if (day === shopDay(now - DAY_MS)) return `вчера, ${formatTime(at)}`;
  return `${formatDayMonth(at)} в ${formatTime(at)}`;
}

/** The shop's calendar day of `at` as YYYY-MM-DD: the day in Minsk, whatever the device's zone. */
export function shopDay(at: number | Date): string {
  return shopDateOf(at);
}
