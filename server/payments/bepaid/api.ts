import { z } from 'zod';

/*
 * The subset of bePaid's Checkout API (https://docs.bepaid.by, «Checkout»)
 * that the shop speaks: the request and answer bodies, shared by the adapter
 * (which sends requests and reads answers) and the sandbox gateway (which
 * reads requests and sends answers), so the two cannot drift apart. This is
 * bePaid's API, not ours: it lives here and not in `src/domain/contract`.
 * Objects are loose where bePaid adds fields we do not use.
 */

/** Creates a checkout (POST) and, with `/:token`, reads it (GET). bePaid's path, not one of ours. */
export const BEPAID_CHECKOUTS_PATH = '/ctp/api/checkouts';
export const BEPAID_CHECKOUT_PATH = `${BEPAID_CHECKOUTS_PATH}/:token`;
/** The API version header every call carries. */
export const BEPAID_API_VERSION = '2';

const ReturnUrl = z.url({ protocol: /^https?$/ }).max(1024);

export const BepaidCheckoutRequest = z.object({
  checkout: z.object({
    test: z.boolean().optional(),
    transaction_type: z.literal('payment'),
    /** How many card attempts the page allows before the checkout fails; bePaid's default is one. */
    attempts: z.number().int().min(1).max(10).optional(),
    iframe: z.boolean().optional(),
    order: z.object({
      /** In minor units: kopecks. */
      amount: z.number().int().positive(),
      currency: z.string().regex(/^[A-Z]{3}$/),
      description: z.string().min(1).max(255),
      tracking_id: z.string().min(1).max(255),
      /** ISO 8601 with offset; the checkout takes no payment after it. */
      expired_at: z.iso.datetime({ offset: true }).optional(),
    }),
    settings: z.object({
      success_url: ReturnUrl,
      decline_url: ReturnUrl,
      fail_url: ReturnUrl,
      cancel_url: ReturnUrl.optional(),
      notification_url: ReturnUrl.optional(),
      language: z.string().min(2).max(5).optional(),
    }),
    customer: z
      .object({
        email: z.email().max(255).optional(),
        phone: z.string().max(32).optional(),
        first_name: z.string().max(255).optional(),
        last_name: z.string().max(255).optional(),
      })
      .optional(),
  }),
});
export type BepaidCheckoutRequest = z.infer<typeof BepaidCheckoutRequest>;

export const BepaidCheckoutCreated = z.object({
  checkout: z.looseObject({ token: z.string().min(1), redirect_url: z.url() }),
});
export type BepaidCheckoutCreated = z.infer<typeof BepaidCheckoutCreated>;

/** The payment transaction a finished checkout carries in `gateway_response.payment`. */
export const BepaidPayment = z.looseObject({
  uid: z.string().min(1),
  /** `successful`, `failed`, `incomplete` (3-D Secure under way), `expired` or `error`. */
  status: z.string(),
  message: z.string().optional(),
  amount: z.number().int().nonnegative().optional(),
  currency: z.string().optional(),
  tracking_id: z.string().optional(),
  test: z.boolean().optional(),
});
export type BepaidPayment = z.infer<typeof BepaidPayment>;

export const BepaidCheckoutState = z.object({
  checkout: z.looseObject({
    token: z.string(),
    /** `pending` while open, then the payment's status, or `expired`. */
    status: z.string(),
    /** The payment was processed (whatever its outcome). */
    finished: z.boolean(),
    /** The time to pay ran out before a payment. */
    expired: z.boolean(),
    test: z.boolean().optional(),
    message: z.string().optional(),
    order: z.looseObject({
      amount: z.number().int().nonnegative(),
      currency: z.string(),
      tracking_id: z.string(),
    }),
    gateway_response: z.looseObject({ payment: BepaidPayment.optional() }).optional(),
  }),
});
export type BepaidCheckoutState = z.infer<typeof BepaidCheckoutState>;

/** What bePaid answers a refused call with. */
export const BepaidErrorAnswer = z.looseObject({
  message: z.string(),
  errors: z.record(z.string(), z.unknown()).optional(),
});
export type BepaidErrorAnswer = z.infer<typeof BepaidErrorAnswer>;
