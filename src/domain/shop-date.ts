import { onFirstUse } from './on-first-use';
import { SHOP_TIME_ZONE } from './time';

/*
 * The shop day of an instant, apart from the rest of shop-time.ts: the first page only asks which day a time
 * falls on (the offline banner's «вчера, 14:05»), and the slot and offset arithmetic stays with the pages
 * that need it.
 */

const dayFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }),
);

const MINUTE_MS = 60_000;
/**
 * The last minute asked about and its day. Minsk's offset, like every zone's since 1970, is whole minutes, so a
 * day never changes inside one; a request asks about its own clock several times (slots, bookable dates), and
 * Intl costs about 20 µs a call.
 */
let lastMinute = Number.NaN;
let lastDay = '';

/** The shop day (`YYYY-MM-DD` in Minsk) an instant falls on. */
export function shopDateOf(instant: Date | number): string {
  const minute = Math.floor(Number(instant) / MINUTE_MS);
  if (minute === lastMinute) return lastDay;
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of dayFormat().formatToParts(instant)) parts[part.type] = part.value;
  lastDay = `${(parts.year ?? '1970').padStart(4, '0')}-${parts.month ?? '01'}-${parts.day ?? '01'}`;
  lastMinute = minute;
  return lastDay;
}
