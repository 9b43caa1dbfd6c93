import type { z } from 'zod';
import { AdminShop } from '../../domain/contract/admin';
import { fromWeekRows, toWeekRows, weekRows } from './week-hours';

/** The shop form: the contract's rules for the text fields, the week as seven rows. */
export const ShopFormValues = AdminShop.pick({ title: true, address: true, city: true, phone: true }).extend({
  days: weekRows('Пекарня должна открываться раньше, чем закрывается'),
});
export type ShopFormValues = z.infer<typeof ShopFormValues>;

export function toShopForm(shop: AdminShop): ShopFormValues {
  return {
    title: shop.title,
    address: shop.address,
    city: shop.city,
    phone: shop.phone,
    days: toWeekRows(shop.hours),
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
    hours: fromWeekRows(values.days),
  };
}
