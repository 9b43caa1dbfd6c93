import { z } from 'zod';
import { OrderStage } from './checkout';

/*
 * What the shopper's order page hears live (issue 28). Apart from the staff
 * board's contract (`staff.ts`), so the order page's socket loads these few
 * schemas, not the board's orders and audit.
 */

/** The money state of an order, derived from its transactions (never stored apart from them). */
export const ORDER_PAYMENT_STATES = ['unpaid', 'paid', 'partially_refunded', 'refunded'] as const;
export const OrderPaymentState = z.enum(ORDER_PAYMENT_STATES);
export type OrderPaymentState = z.infer<typeof OrderPaymentState>;

/** `order_{uid}` to the shopper's device and account: only what a tracker needs. */
export const OrderUpdatePayload = z.object({
  uid: z.string(),
  stage: OrderStage.nullable(),
  payment: OrderPaymentState,
  seq: z.number().int().nonnegative(),
});
export type OrderUpdatePayload = z.infer<typeof OrderUpdatePayload>;
