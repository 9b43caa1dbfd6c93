import { z } from 'zod';
import { AdminDeliverySettings, AdminZone, MAX_SLOT_CAPACITY } from '../../domain/contract/admin-delivery';
import { type Kopecks, moneyInputValue, parseMoneyInput } from '../../domain/money';
import { fromWeekRows, toWeekRows, weekRows } from './week-hours';

/*
 * The delivery forms' values: the contract's zone and settings with the
 * amounts as the operator types them («5,00» BYN, read by the one money
 * parser) and a zone's capacity as text (empty: the settings' default), so
 * the same zod rules give the same Russian messages as the server.
 */

const MoneyText = (empty: string) =>
  z.string().refine((text) => parseMoneyInput(text) !== null, `${empty}: сумма в рублях, например 5,00`);

const CapacityText = z
  .string()
  .refine(
    (text) =>
      text.trim() === '' || (/^\d+$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= MAX_SLOT_CAPACITY),
    `Заказов в одном окне: целое число от 1 до ${MAX_SLOT_CAPACITY}, или пусто — как в настройках`,
  );

export const ZoneFormValues = AdminZone.pick({ title: true, leadMinutes: true }).extend({
  minOrder: MoneyText('Минимальный заказ'),
  fee: MoneyText('Стоимость доставки'),
  freeFrom: MoneyText('Бесплатно от'),
  /** `''`: the first shop in `/adresa` order serves the zone. */
  shopId: z.string(),
  slotCapacity: CapacityText,
});
export type ZoneFormValues = z.infer<typeof ZoneFormValues>;

export function toZoneForm(zone: AdminZone): ZoneFormValues {
  return {
    title: zone.title,
    leadMinutes: zone.leadMinutes,
    minOrder: moneyInputValue(zone.minOrder),
    fee: moneyInputValue(zone.fee),
    freeFrom: moneyInputValue(zone.freeFrom),
    shopId: zone.shopId ?? '',
    slotCapacity: zone.slotCapacity === null ? '' : String(zone.slotCapacity),
  };
}

/** Only called on values the form's resolver accepted, so the amounts parse. */
export function fromZoneForm(values: ZoneFormValues, id: string): AdminZone {
  return {
    _id: id,
    title: values.title,
    leadMinutes: values.leadMinutes,
    minOrder: parseMoneyInput(values.minOrder) as Kopecks,
    fee: parseMoneyInput(values.fee) as Kopecks,
    freeFrom: parseMoneyInput(values.freeFrom) as Kopecks,
    shopId: values.shopId === '' ? null : values.shopId,
    slotCapacity: values.slotCapacity.trim() === '' ? null : Number(values.slotCapacity),
  };
}

export const EMPTY_ZONE: AdminZone = {
  _id: '',
  title: '',
  leadMinutes: 60,
  minOrder: 0 as Kopecks,
  fee: 0 as Kopecks,
  freeFrom: 0 as Kopecks,
  shopId: null,
  slotCapacity: null,
};

export const SettingsFormValues = AdminDeliverySettings.omit({ maxOrderTotal: true, deliveryHours: true }).extend({
  /** The select gives text; the contract's literal check reads it as a number. */
  deliverySlotMinutes: z.coerce.number().pipe(AdminDeliverySettings.shape.deliverySlotMinutes),
  maxOrderTotal: MoneyText('Наибольшая сумма заказа').refine(
    (text) => (parseMoneyInput(text) ?? 0) > 0,
    'Наибольшая сумма заказа должна быть больше нуля',
  ),
  /** The couriers' week (`deliveryHours`) as the shop form's seven rows. */
  days: weekRows('Курьеры должны начинать раньше, чем заканчивают'),
});
export type SettingsFormValues = z.input<typeof SettingsFormValues>;

export function toSettingsForm(settings: AdminDeliverySettings): SettingsFormValues {
  const { deliveryHours, ...rest } = settings;
  return { ...rest, maxOrderTotal: moneyInputValue(settings.maxOrderTotal), days: toWeekRows(deliveryHours) };
}

/** The settings to save: every field is the form's (the base only fills what a later contract may add). */
export function fromSettingsForm(values: SettingsFormValues, base: AdminDeliverySettings): AdminDeliverySettings {
  const { days, ...parsed } = SettingsFormValues.parse(values);
  return {
    ...base,
    ...parsed,
    maxOrderTotal: parseMoneyInput(parsed.maxOrderTotal) as Kopecks,
    deliveryHours: fromWeekRows(days),
  };
}

/** The fields of zones and settings in words (the forms' labels, the journal's and the 409 note's). */
export const DELIVERY_FIELD_LABELS = {
  minOrder: 'Минимальный заказ',
  fee: 'Доставка',
  freeFrom: 'Бесплатно от',
  leadMinutes: 'Подготовка заказа, мин',
  shopId: 'Пекарня',
  slotCapacity: 'Заказов в одном окне',
  deliverySlotMinutes: 'Длина окна доставки, мин',
  deliverySlotCapacity: 'Заказов в окне доставки (по умолчанию)',
  pickupSlotCapacity: 'Заказов на одно время самовывоза',
  pickupLeadMinutes: 'Подготовка самовывоза, мин',
  maxOrderUnits: 'Наибольшее число штук в заказе',
  maxOrderTotal: 'Наибольшая сумма заказа',
  maxDaysAhead: 'Дней вперёд',
  deliveryHours: 'Часы доставки',
} as const;
