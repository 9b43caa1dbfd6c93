import { z } from 'zod';
import { Byn, IsoDateTime, OrderUid } from './common';

/*
 * What the shopper's live order page needs beyond the order itself (issue 28):
 * where the order has been and when, its money in the shopper's words, and a
 * cancel's reason. Kept apart from `checkout.ts` and added to `OrderView` as an
 * optional field, so clients built before it keep reading the order.
 */

/**
 * The money as a shopper reads it: `paid` (card or at the counter), `on_receipt`
 * (nothing paid yet, to pay when it is handed over), `unpaid` (a card payment
 * not made), `refunded` / `partially_refunded` with the amount that went back.
 */
export const SHOPPER_MONEY_STATES = ['unpaid', 'on_receipt', 'paid', 'partially_refunded', 'refunded'] as const;
export const ShopperMoneyState = z.enum(SHOPPER_MONEY_STATES);
export type ShopperMoneyState = z.infer<typeof ShopperMoneyState>;

export const ShopperMoney = z.object({ state: ShopperMoneyState, paid: Byn, refunded: Byn });
export type ShopperMoney = z.infer<typeof ShopperMoney>;

// `ORDER_STAGES` of checkout.ts, spelt again: checkout.ts imports this file, and a cycle would leave one undefined.
const TRACKED_STAGES = ['accepted', 'baking', 'ready', 'on_the_way', 'handed_over', 'cancelled'] as const;

/** One step of the timeline: `at` is when it was reached, null while it is still ahead. */
export const OrderStep = z.object({ stage: z.enum(TRACKED_STAGES), at: IsoDateTime.nullable() });
export type OrderStep = z.infer<typeof OrderStep>;

export const OrderTracking = z.object({
  /** The steps of the order's path in order (pickup or delivery); a cancelled order ends with `cancelled`. */
  steps: z.array(OrderStep),
  money: ShopperMoney,
  /** Why it was cancelled, in words for the shopper; null unless cancelled. */
  cancelReason: z.string().nullable(),
  /** The order's last event number: an `order_{uid}` with a higher one means this view is behind. */
  seq: z.number().int().nonnegative(),
});
export type OrderTracking = z.infer<typeof OrderTracking>;

/** `POST /priapi/user/orders/attach`: the device's earlier guest orders, to become the signed-in account's. */
export const MAX_ATTACHED_ORDERS = 50;
export const AttachOrdersBody = z.object({
  uids: z.array(OrderUid).min(1, 'Нет заказов').max(MAX_ATTACHED_ORDERS, 'Слишком много заказов'),
});
export type AttachOrdersBody = z.infer<typeof AttachOrdersBody>;
/** Those attached now; a uid of another device, of an account already, or unknown is left out. */
export const AttachOrdersAnswer = z.object({ attached: z.array(z.string()) });
export type AttachOrdersAnswer = z.infer<typeof AttachOrdersAnswer>;
