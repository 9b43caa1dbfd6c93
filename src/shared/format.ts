import { groupDigits } from '../domain/digits';
import { onFirstUse } from '../domain/on-first-use';
import { shopDateOf } from '../domain/shop-date';
import { SHOP_TIME_ZONE } from '../domain/time';

const date = onFirstUse(
  () =>
    new Intl.DateTimeFormat('ru', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: SHOP_TIME_ZONE,
    }),
);
const dayMonth = onFirstUse(
  () => new Intl.DateTimeFormat('ru', { day: 'numeric', month: 'long', timeZone: SHOP_TIME_ZONE }),
);
const time = onFirstUse(
  () => new Intl.DateTimeFormat('ru', { hour: '2-digit', minute: '2-digit', timeZone: SHOP_TIME_ZONE }),
);

export function formatWeight(value: number, unit: string): string {
  return `${groupDigits(value)} ${unit}`;
}

/** «24 ноября 2026 г.»: the day in Minsk of an instant (an ISO string, epoch milliseconds or a Date). */
export function formatDate(at: string | number | Date): string {
  return date().format(new Date(at));
}

/** «24 ноября»: the day and month in Minsk of an instant (an ISO string, epoch milliseconds or a Date). */
export function formatDayMonth(at: string | number | Date): string {
  return dayMonth().format(new Date(at));
}

/** «14:05»: the time in Minsk of an instant (an ISO string, epoch milliseconds or a Date). */
export function formatTime(at: string | number | Date): string {
  return time().format(new Date(at));
}

/** The shop's calendar day of `at` as YYYY-MM-DD: the day in Minsk, whatever the device's zone. */
export function shopDay(at: number | Date): string {
  return shopDateOf(at);
}
