import { z } from 'zod';

/*
 * What a card gateway speaking bePaid's Checkout API sends to
 * `POST /api/payment/webhook`. The body is read only after its HTTP Basic
 * credentials and its `Content-Signature` (RSA-SHA256 over the raw body) were
 * checked; fields we do not use pass through untouched.
 */

/** bePaid's transaction statuses; only `successful` pays an order. */
export const GATEWAY_TRANSACTION_STATUSES = ['successful', 'failed', 'incomplete', 'expired', 'error'] as const;

/**
 * The card as bePaid reports it on a transaction; `token` only when the
 * payment asked to keep the card (it charges the card later without its number).
 */
export const GatewayCard = z.looseObject({
  token: z.string().min(1).max(512).optional(),
  last_4: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  brand: z.string().max(32).optional(),
  exp_month: z.number().int().min(1).max(12).optional(),
  exp_year: z.number().int().min(2000).max(2200).optional(),
});
export type GatewayCard = z.infer<typeof GatewayCard>;

export const GatewayTransaction = z.looseObject({
  /** The gateway's transaction id: the webhook is deduplicated on it. */
  uid: z.string().min(1).max(128),
  /**
   * bePaid's transaction type: `payment`, `refund`, `authorization`,
   * `capture`, `void`, … Only a `payment` settles an order; a refund comes to
   * the same webhook. Any type is read as it came, so one bePaid adds later
   * still reaches the order service (and pays nothing).
   */
  type: z.string().min(1).max(32),
  status: z.enum(GATEWAY_TRANSACTION_STATUSES),
  /** In minor units (kopecks), as bePaid sends them. */
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
  /** Our order id, as given to the checkout. */
  tracking_id: z.string().min(1).max(64),
  message: z.string().optional(),
  /** The payment a refund belongs to (bePaid's `parent_uid` on a `refund`). */
  parent_uid: z.string().min(1).max(128).optional(),
  /** A test transaction: no money moved. It pays an order only on a gateway in test mode. */
  test: z.boolean(),
  credit_card: GatewayCard.optional(),
});
export type GatewayTransaction = z.infer<typeof GatewayTransaction>;

export const GatewayNotification = z.looseObject({ transaction: GatewayTransaction });
export type GatewayNotification = z.infer<typeof GatewayNotification>;

export const GatewayNotificationAnswer = z.object({ message: z.string() });

/** The header that carries the gateway's RSA-SHA256 signature of the raw body, base64. */
export const CONTENT_SIGNATURE_HEADER = 'content-signature';
