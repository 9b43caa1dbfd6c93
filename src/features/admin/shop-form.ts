import { z } from 'zod';
import { AdminShop } from '../../domain/contract/admin';

/** One weekday as the form shows it: a «выходной» box and two times (kept while closed, so unticking restores them). */
const DayRow = z.object({ closed: z.boolean(), opens: z.string(), closes: z.string() }).superRefine((day, context) => {
  if (day.closed) return;
  const time = /^([01]\d|2[0-3]):[0-5]\d$/;
  if (!time.test(day.opens)) context.addIssue({ code: 'custom', path: ['opens'], message: 'Время открытия: ЧЧ:ММ' });
  if (!time.test(day.closes)) context.addIssue({ code: 'custom', path: ['closes'], message: 'Время закрытия: ЧЧ:ММ' });
  else if (time.test(day.opens) && day.opens >= day.closes) {
    context.addIssue({
      code: 'custom',
      path: ['closes'],
      message: 'Пекарня должна открываться раньше, чем закрывается',
    });
  }
});

/** The shop form: the contract's rules for the text fields, the week as seven rows. */
export const ShopFormValues = AdminShop.pick({ title: true, address: true, city: true, phone: true }).extend({
  days: z.array(DayRow).length(7),
});
export type ShopFormValues = z.infer<typeof ShopFormValues>;

export const WEEKDAY_NAMES = ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'];
const DEFAULT_DAY = { opens: '08:00', closes: '20:00' };

export function toShopForm(shop: AdminShop): ShopFormValues {
  return {
    title: shop.title,
    address: shop.address,
    city: shop.city,
    phone: shop.phone,
    days: shop.hours.map((day) => (day ? { closed: false, ...day } : { closed: true, ...DEFAULT_DAY })),
  };
}

/** The shop to save: what the form edits over the rest as it was read (coordinates are not edited here). */
export function fromShopForm(values: ShopFormValues, base: AdminShop): AdminShop {
  return {
    ...base,
    title: values.title,
    address: values.address,
    city: values.city,
    phone: values.phone,
    hours: values.days.map((day) => (day.closed ? null : { opens: day.opens, closes: day.closes })),
  };
}
