import type { DeliveryMethod } from './contract/checkout';
import type { Shop } from './contract/content';
import { addDays, daysBetween, shopDateOf, shopInstant, weekdayOf } from './shop-time';

/*
 * Time slots of one shop day, from opening hours in `Europe/Minsk`: delivery
 * windows as long as the delivery settings say (30 minutes unless the back
 * office changed it) over the couriers' hours, pickup times every 15 minutes
 * over a shop's hours. Pure, so the server (which adds the room each slot has
 * left) and the browser make the same slots.
 */

export type DayHours = Shop['hours'][number];
export type WeekHours = Shop['hours'];

/** The lengths a delivery window may have (`delivery_settings.delivery_slot_minutes` is one of them). */
export const DELIVERY_SLOT_MINUTES = [15, 20, 30, 60, 90, 120] as const;
/** Pickup times come every 15 minutes whatever the delivery windows' length. */
export const PICKUP_SLOT_MINUTES = 15;

/** How long one slot of the method lasts (and how often one starts), in minutes. */
export const slotMinutesOf = (method: DeliveryMethod, deliverySlotMinutes: number): number =>
  method === 'delivery' ? deliverySlotMinutes : PICKUP_SLOT_MINUTES;

const MINUTES_PER_DAY = 24 * 60;
const MINUTE_MS = 60_000;

export interface SlotTime {
  /** `HHMM` of the start on the shop day's clock; past midnight the hours go on (`2430`), so an id names one slot. */
  _id: string;
  from: Date;
  to: Date;
}

function toMinutes(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Opening and closing in minutes after the day's midnight; a day that closes at or before it opens runs past midnight. */
export function dayOpening(hours: DayHours): { opens: number; closes: number } | null {
  if (!hours) return null;
  const opens = toMinutes(hours.opens);
  let closes = toMinutes(hours.closes);
  if (closes <= opens) closes += MINUTES_PER_DAY;
  return { opens, closes };
}

/**
 * Wall time → instant over one day's opening hours. Asking Intl for every
 * slot is slow (it was most of an order's time); when the zone's offset is the
 * same at opening and at closing there is no clock change in between, and
 * minutes map to instants by arithmetic. Otherwise every slot asks.
 */
function instantsOfDay(date: string, opens: number, closes: number): (minutes: number) => Date {
  const first = shopInstant(date, opens);
  const last = shopInstant(date, closes);
  if (last.getTime() - first.getTime() !== (closes - opens) * MINUTE_MS) return (minutes) => shopInstant(date, minutes);
  return (minutes) => new Date(first.getTime() + (minutes - opens) * MINUTE_MS);
}

export const slotId = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;

export interface SlotsOfDayInput {
  /** The shop day, `YYYY-MM-DD`. */
  date: string;
  /** The week's hours (couriers' for delivery, the shop's for pickup), Monday first. */
  hours: WeekHours;
  now: Date;
  /** Only slots starting at least this long after `now` are offered (the cut-off). */
  leadMinutes: number;
  /** How long a slot lasts and how often one starts (`slotMinutesOf`); a slot's id is its start, so ids stay unique. */
  slotMinutes: number;
}

/** Every slot of the day that starts at or after the cut-off, earliest first; none on a closed day. */
export function slotsOfDay({ date, hours, now, leadMinutes, slotMinutes }: SlotsOfDayInput): SlotTime[] {
  const opening = dayOpening(hours[weekdayOf(date)] ?? null);
  // A length that is not a whole positive number of minutes would never reach the closing time.
  if (!opening || !Number.isInteger(slotMinutes) || slotMinutes <= 0) return [];
  const step = slotMinutes;
  const length = slotMinutes;
  const cutOff = now.getTime() + leadMinutes * MINUTE_MS;
  const instantOf = instantsOfDay(date, opening.opens, opening.closes);
  const slots: SlotTime[] = [];
  for (let start = opening.opens; start + length <= opening.closes; start += step) {
    const from = instantOf(start);
    if (from.getTime() < cutOff) continue;
    slots.push({ _id: slotId(start), from, to: instantOf(start + length) });
  }
  return slots;
}

/** The shop days an order may be placed for: today (in Minsk) up to `maxDaysAhead` days later. */
export function bookableDates(now: Date, maxDaysAhead: number): string[] {
  const today = shopDateOf(now);
  return Array.from({ length: maxDaysAhead + 1 }, (_, index) => addDays(today, index));
}

/** Whether `date` is between today (in Minsk) and `maxDaysAhead` days later. */
export function isBookableDate(date: string, now: Date, maxDaysAhead: number): boolean {
  const ahead = daysBetween(shopDateOf(now), date);
  return ahead >= 0 && ahead <= maxDaysAhead;
}
