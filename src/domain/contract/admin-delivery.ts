import { z } from 'zod';
import { DELIVERY_SLOT_MINUTES } from '../slots';
import { RecordVersion } from './admin';
import { Byn, EntityId, safeText } from './common';
import { DayHours } from './content';
import { MAX_DAYS_AHEAD_LIMIT } from './delivery';

/*
 * The back office's delivery (issue 29): zones (the smallest order, fee,
 * free-from sum, lead time, the shop that serves it, the orders one window
 * takes) and the shop-wide settings (window length and capacities, order
 * caps, days ahead, couriers' hours). Admins change everything; a manager
 * only the window capacity of the zones their shops serve.
 */

/** The most orders one window may take: beyond it a number is a typo, not a plan. */
export const MAX_SLOT_CAPACITY = 1000;
/** The longest lead time of a zone: a day. */
export const MAX_LEAD_MINUTES = 24 * 60;

/** A whole number of a form's field, every refusal naming the field and its range. */
const whole = (label: string, min: number, max: number) => {
  const range = `${label}: целое число от ${min} до ${max}`;
  return z.number({ message: range }).int(range).min(min, range).max(max, range);
};

const SlotCapacity = whole('Заказов в одном окне', 1, MAX_SLOT_CAPACITY);

/** The fields of a zone as the back office writes them (a new zone's id is made by the server). */
export const AdminZoneDraft = z.object({
  title: safeText({ trim: true }).min(1, 'Введите название района').max(120, 'Не длиннее 120 символов'),
  minOrder: Byn,
  fee: Byn,
  freeFrom: Byn,
  leadMinutes: whole('Подготовка заказа, минут', 1, MAX_LEAD_MINUTES),
  /** The shop that bakes and sends the zone's orders; null: the first shop in `/adresa` order. */
  shopId: EntityId.nullable(),
  /** Orders one window of this zone takes; null: the settings' `deliverySlotCapacity`. */
  slotCapacity: SlotCapacity.nullable(),
});
export type AdminZoneDraft = z.infer<typeof AdminZoneDraft>;

export const AdminZone = AdminZoneDraft.extend({ _id: EntityId });
export type AdminZone = z.infer<typeof AdminZone>;

export const AdminZoneParams = z.object({ id: EntityId });

/** A zone with its version and, for whoever lowers a capacity, the most orders a coming window of it holds now. */
export const AdminZoneAnswer = z.object({
  zone: AdminZone,
  version: RecordVersion,
  /** Orders already booked in the zone's busiest window from now on (lowering a capacity never cancels them). */
  bookedMost: z.number().int().min(0),
});
export type AdminZoneAnswer = z.infer<typeof AdminZoneAnswer>;
export const AdminZonesAnswer = z.object({ zones: z.array(AdminZoneAnswer) });
export type AdminZonesAnswer = z.infer<typeof AdminZonesAnswer>;
export const AdminZoneBody = z.object({ zone: AdminZone, version: RecordVersion });
export type AdminZoneBody = z.infer<typeof AdminZoneBody>;
export const AdminZoneConflict = z.object({ message: z.string(), zone: AdminZone, version: RecordVersion });

const EditedDayHours = DayHours.refine((day) => day === null || day.opens < day.closes, {
  message: 'Курьеры должны начинать раньше, чем заканчивают',
});

/** The shop-wide delivery settings (one record). */
export const AdminDeliverySettings = z.object({
  /** How long one delivery window lasts (and how often one starts), in minutes. */
  deliverySlotMinutes: z.literal([...DELIVERY_SLOT_MINUTES], {
    message: `Длина окна доставки: ${DELIVERY_SLOT_MINUTES.join(', ')} минут`,
  }),
  deliverySlotCapacity: SlotCapacity,
  pickupSlotCapacity: whole('Заказов на одно время самовывоза', 1, MAX_SLOT_CAPACITY),
  pickupLeadMinutes: whole('Подготовка самовывоза, минут', 0, MAX_LEAD_MINUTES),
  maxOrderUnits: whole('Наибольшее число штук в заказе', 1, 100_000),
  maxOrderTotal: Byn.refine((amount) => amount >= 1, 'Наибольшая сумма заказа должна быть больше нуля'),
  maxDaysAhead: whole('Дней вперёд', 0, MAX_DAYS_AHEAD_LIMIT),
  /** When couriers deliver, Monday first, in Europe/Minsk; a day is null when nobody delivers. */
  deliveryHours: z.array(EditedDayHours).length(7, 'Часы доставки — на каждый день недели'),
});
export type AdminDeliverySettings = z.infer<typeof AdminDeliverySettings>;

export const AdminDeliverySettingsAnswer = z.object({ settings: AdminDeliverySettings, version: RecordVersion });
export type AdminDeliverySettingsAnswer = z.infer<typeof AdminDeliverySettingsAnswer>;
export const AdminDeliverySettingsBody = AdminDeliverySettingsAnswer;
export type AdminDeliverySettingsBody = z.infer<typeof AdminDeliverySettingsBody>;
export const AdminDeliverySettingsConflict = AdminDeliverySettingsAnswer.extend({ message: z.string() });
