import { onFirstUse } from '../domain/on-first-use';
import { SHOP_TIME_ZONE } from '../domain/time';

const weight = onFirstUse(() => new Intl.NumberFormat('ru'));
const date = onFirstUse(
  () =>
    new Intl.DateTimeFormat('ru', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: SHOP_TIME_ZONE,
    }),
);
const day = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: SHOP_TIME_ZONE,
    }),
);

export function formatWeight(value: number, unit: string): string {
  return `${weight().format(value)} ${unit}`;
}

/** «24 ноября 2026 г.»: the day in Minsk of an instant (an ISO string, epoch milliseconds or a Date). */
export function formatDate(at: string | number | Date): string {
  return date().format(new Date(at));
}

/** The shop's calendar day of `at` as YYYY-MM-DD: the day in Minsk, whatever the device's zone. */
export function shopDay(at: number | Date): string {
  return day().format(at);
}
