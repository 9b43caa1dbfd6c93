import { ASAP, type DeliveryMethod, type SlotsAnswer } from '../../../src/domain/contract/checkout';
import { addDays, isoInShopTime, shopDateOf, shopInstant } from '../../../src/domain/shop-time';
import { isBookableDate, type SlotTime, slotsOfDay } from '../../../src/domain/slots';
import type { Executor } from '../../db/transaction';
import {
  createSlotsRepository,
  type SlotPlace,
  type SlotPlaceSource,
  type SlotSettings,
} from '../../repositories/slots';
import { DomainError } from '../errors';

export const UNKNOWN_ZONE = 'Такого района доставки нет';
export const UNKNOWN_SHOP = 'Такой пекарни нет';
export const SLOT_TAKEN = 'Это время уже занято. Выберите другое время';
export const SLOT_GONE = 'Это время уже недоступно. Выберите другое время';
export const NO_SLOT_LEFT = 'На этот день свободного времени не осталось. Выберите другой день';
export const UNKNOWN_SLOT = 'Такого времени в этот день нет. Выберите время из списка';

const ruDate = (date: string) => date.split('-').reverse().join('.');

export function dateOutOfRange(now: Date, maxDaysAhead: number): string {
  const today = shopDateOf(now);
  return maxDaysAhead === 0
    ? `Заказ можно оформить только на сегодня (${ruDate(today)})`
    : `Заказ можно оформить на даты с ${ruDate(today)} по ${ruDate(addDays(today, maxDaysAhead))}`;
}

/** The place and settings of a slot request, or the 4xx that says what is wrong. */
export async function placeForSlots(
  places: SlotPlaceSource,
  method: DeliveryMethod,
  placeId: string,
  date: string,
  now: Date,
  { missingPlace }: { missingPlace: (message: string) => Error },
): Promise<{ place: SlotPlace; settings: SlotSettings }> {
  const settings = await places.settings();
  const place = await places.findPlace(method, placeId, settings);
  if (!place) throw missingPlace(method === 'delivery' ? UNKNOWN_ZONE : UNKNOWN_SHOP);
  if (!isBookableDate(date, now, settings.maxDaysAhead)) {
    throw new DomainError('invalid', dateOutOfRange(now, settings.maxDaysAhead));
  }
  return { place, settings };
}

const slotsOf = (place: SlotPlace, date: string, now: Date): SlotTime[] =>
  slotsOfDay({ date, hours: place.hours, now, leadMinutes: place.leadMinutes, slotMinutes: place.slotMinutes });

/** `GET /api/delivery/slots/:method/:place/:date`: the day's open slots and the orders each still takes. */
export async function listSlots(
  db: Executor,
  params: { method: DeliveryMethod; place: string; date: string },
  now: Date,
): Promise<SlotsAnswer> {
  const { place } = await placeForSlots(createSlotsRepository(db), params.method, params.place, params.date, now, {
    missingPlace: (message) => new DomainError('not_found', message),
  });
  const slots = slotsOf(place, params.date, now);
  if (slots.length === 0) return { slots: [] };
  // The whole shop day, past midnight included: a day's hours may run into the next morning.
  const taken = await createSlotsRepository(db).takenBetween(
    place.method,
    place.id,
    shopInstant(params.date, 0),
    shopInstant(params.date, 48 * 60),
  );
  return {
    slots: slots.map((slot) => ({
      _id: slot._id,
      from: isoInShopTime(slot.from),
      to: isoInShopTime(slot.to),
      capacityLeft: Math.max(0, place.capacity - (taken.get(slot.from.getTime()) ?? 0)),
    })),
  };
}

/**
 * Claims a place in the chosen slot, or for «Как можно скорее» in the earliest
 * slot that still has room. Run inside the order's transaction, so a refused
 * order leaves no claim. Throws a 4xx saying what to choose instead.
 */
export async function claimSlot(
  tx: Executor,
  place: SlotPlace,
  date: string,
  choice: string,
  now: Date,
  /** What a kiosk says instead when no slot of the day has room («Как можно скорее» only). */
  { noSlotMessage = NO_SLOT_LEFT }: { noSlotMessage?: string } = {},
): Promise<{ slot: SlotTime; asap: boolean }> {
  const slots = createSlotsRepository(tx);
  const open = slotsOf(place, date, now);
  if (choice === ASAP) {
    for (const slot of open) {
      if (await slots.claim(place.method, place.id, slot.from, place.capacity)) return { slot, asap: true };
    }
    throw new DomainError('conflict', noSlotMessage);
  }
  const slot = open.find((candidate) => candidate._id === choice);
  if (!slot) {
    // A slot of the day that is past its cut-off is gone; anything else was never a slot.
    const whole = slotsOfDay({
      date,
      hours: place.hours,
      now: new Date(0),
      leadMinutes: 0,
      slotMinutes: place.slotMinutes,
    });
    throw whole.some((candidate) => candidate._id === choice)
      ? new DomainError('conflict', SLOT_GONE)
      : new DomainError('invalid', UNKNOWN_SLOT);
  }
  if (!(await slots.claim(place.method, place.id, slot.from, place.capacity)))
    throw new DomainError('conflict', SLOT_TAKEN);
  return { slot, asap: false };
}
