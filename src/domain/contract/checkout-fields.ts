import { z } from 'zod';
import { EntityId } from './common';

/*
 * The checkout's single fields: what the device keeps of a checkout draft is
 * read through these when the app starts, so they live apart from the order's
 * body and answers (`checkout.ts`), which load with the checkout itself.
 */

export const DELIVERY_METHODS = ['delivery', 'pickup'] as const;
export const DeliveryMethod = z.enum(DELIVERY_METHODS, { message: 'Выберите доставку или самовывоз' });
export type DeliveryMethod = z.infer<typeof DeliveryMethod>;

/** `card`: online on the bank's page; `on_receipt`: cash or card to the courier or at the counter. */
export const PAYMENT_METHODS = ['card', 'on_receipt'] as const;
export const PaymentMethod = z.enum(PAYMENT_METHODS, { message: 'Выберите способ оплаты' });
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** A shop day, `YYYY-MM-DD` in `Europe/Minsk` (SPEC §9). */
export const ShopDate = z.iso.date({ message: 'Дата должна быть в формате ГГГГ-ММ-ДД' });

/** «Как можно скорее»: the earliest open slot when the order is placed. */
export const ASAP = 'asap';
export const SlotChoice = z.union([z.literal(ASAP), EntityId], { message: 'Выберите время' });

export const CHECKOUT_LIMITS = { name: 80, email: 254, comment: 500 } as const;
