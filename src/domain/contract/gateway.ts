import { z } from 'zod';

/*
 * What a card gateway speaking bePaid's Checkout API sends to
 * `POST /api/payment/webhook`. The body is read only after its HTTP Basic
 * credentials and its `Content-Signature` (RSA-SHA256 over the raw body) were
 * checked; fields we do not use pass through untouched.
 */

/** bePaid's transaction statuses; only `successful` pays an order. */
export const GATEWAY_TRANSACTION_STATUSES = ['successful', 'failed', 'incomplete', 'expired', 'error'] as const;

export const GatewayTransaction = z.looseObject({
  /** The gateway's transaction id: the webhook is deduplicated on it. */
  uid: z.string().min(1).max(128),
  status: z.enum(GATEWAY_TRANSACTION_STATUSES),
  /** In minor units (kopecks), as bePaid sends them. */
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
  /** Our order id, as given to the checkout. */
  tracking_id: z.string().min(1).max(64),
  message: z.string().optional(),
  test: z.boolean().optional(),
});
export type GatewayTransaction = z.infer<typeof GatewayTransaction>;

export const GatewayNotification = z.looseObject({ transaction: GatewayTransaction });
export type GatewayNotification = z.infer<typeof GatewayNotification>;

export const GatewayNotificationAnswer = z.object({ message: z.string() });

/** The header that carries the gateway's RSA-SHA256 signature of the raw body, base64. */
export const CONTENT_SIGNATURE_HEADER = 'content-signature';
