import type { Slot } from '../../domain/contract/checkout';
import { onFirstUse } from '../../domain/on-first-use';
import { bookableDates } from '../../domain/slots';
import { formatDayMonth, formatTime } from '../../shared/format';

/**
 * Days and times as the checkout panel and the order page show them, always in
 * shop time (Europe/Minsk) whatever the device's zone.
 */

export interface DayChoice {
  /** YYYY-MM-DD, as the contract sends it. */
  value: string;
  label: string;
}

// Dates of the calendar itself (no time of day): printed as UTC midnights so no zone shifts them.
const DAY_MONTH = onFirstUse(() => new Intl.DateTimeFormat('ru', { day: 'numeric', month: 'long', timeZone: 'UTC' }));
const WEEKDAY = onFirstUse(() => new Intl.DateTimeFormat('ru', { weekday: 'long', timeZone: 'UTC' }));

/**
 * The day a kept draft should move to, or null to keep its own: a day gone by (or none chosen yet) starts again
 * from today, and so does a day the shop no longer offers (too far ahead) once the delivery options have said
 * which days it offers (`offered`; null while they load, when a later day is kept rather than lost).
 */
export function staleDayReplacement(kept: string, today: string, offered: readonly string[] | null): string | null {
  if (kept === '' || kept < today) return today;
  if (offered !== null && !offered.includes(kept)) return today;
  return null;
}

/** The days an order may be placed for (the server's own rule): «Сегодня, 24 ноября», «Завтра, 25 ноября», «среда, 26 ноября». */
export function dayChoices(now: Date, maxDaysAhead: number): DayChoice[] {
  return bookableDates(now, maxDaysAhead).map((value, offset) => {
    const date = new Date(`${value}T00:00:00Z`);
    const dayMonth = DAY_MONTH().format(date);
    const name = offset === 0 ? 'Сегодня' : offset === 1 ? 'Завтра' : WEEKDAY().format(date);
    return { value, label: `${name}, ${dayMonth}` };
  });
}

/** «14:00–14:30» (delivery windows); a pickup time has the same form. */
export function slotLabel(slot: Pick<Slot, 'from' | 'to'>): string {
  return `${formatTime(slot.from)}–${formatTime(slot.to)}`;
}

/** «24 ноября, 14:00–14:30». */
export function slotWithDay(slot: Pick<Slot, 'from' | 'to'>): string {
  return `${formatDayMonth(slot.from)}, ${slotLabel(slot)}`;
}
