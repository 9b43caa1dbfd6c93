import type { Slot } from '../../domain/contract/checkout';
import { SHOP_TIME_ZONE } from '../../domain/time';

/**
 * Days and times as the checkout panel and the order page show them, always in
 * shop time (Europe/Minsk) whatever the device's zone.
 */

export interface DayChoice {
  /** YYYY-MM-DD, as the contract sends it. */
  value: string;
  label: string;
}

// Dates of the calendar itself (no time of day): computed and printed in UTC so no zone shifts them.
const DAY_MONTH = new Intl.DateTimeFormat('ru', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const WEEKDAY = new Intl.DateTimeFormat('ru', { weekday: 'long', timeZone: 'UTC' });
const TIME = new Intl.DateTimeFormat('ru', { hour: '2-digit', minute: '2-digit', timeZone: SHOP_TIME_ZONE });
const DAY_OF_INSTANT = new Intl.DateTimeFormat('ru', { day: 'numeric', month: 'long', timeZone: SHOP_TIME_ZONE });

function calendarDay(isoDay: string, plusDays: number): Date {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + plusDays));
}

/** Today and the next `maxDaysAhead` days: «Сегодня, 24 ноября», «Завтра, 25 ноября», «среда, 26 ноября». */
export function dayChoices(today: string, maxDaysAhead: number): DayChoice[] {
  return Array.from({ length: maxDaysAhead + 1 }, (_, offset) => {
    const date = calendarDay(today, offset);
    const dayMonth = DAY_MONTH.format(date);
    const name = offset === 0 ? 'Сегодня' : offset === 1 ? 'Завтра' : WEEKDAY.format(date);
    return { value: date.toISOString().slice(0, 10), label: `${name}, ${dayMonth}` };
  });
}

/** «14:00–14:30» (delivery windows); a pickup time has the same form. */
export function slotLabel(slot: Pick<Slot, 'from' | 'to'>): string {
  return `${TIME.format(new Date(slot.from))}–${TIME.format(new Date(slot.to))}`;
}

/** «24 ноября, 14:00–14:30». */
export function slotWithDay(slot: Pick<Slot, 'from' | 'to'>): string {
  return `${DAY_OF_INSTANT.format(new Date(slot.from))}, ${slotLabel(slot)}`;
}
