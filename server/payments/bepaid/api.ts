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

/** What a kept card may be used for: `recurring` lets the shop charge it later without the shopper's card data. */
export const CARD_CONTRACTS = ['recurring', 'oneclick', 'credit'] as const;

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
      /** `contract: ['recurring']`: keep the card; its token comes back on the successful transaction. */
      additional_data: z.object({ contract: z.array(z.enum(CARD_CONTRACTS)).optional() }).optional(),
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
  /** `payment`, `refund`, …; a checkout's `gateway_response.payment` may leave it out (it is the checkout's payment). */
  type: z.string().optional(),
  /** On a refund: the payment it gives money back from. */
  parent_uid: z.string().optional(),
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
    /** bePaid always says whether the checkout is a test one: its payment's `test` when the payment leaves it out. */
    test: z.boolean(),
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

/*
 * bePaid's gateway API (a different host from the checkout one: `gateway.bepaid.by`):
 * a payment with a saved card's token, a refund, and reading transactions back
 * by uid or by tracking id.
 */
export const BEPAID_TOKEN_PAYMENTS_PATH = '/transactions/payments';
export const BEPAID_TRANSACTION_PATH = '/transactions/:uid';
export const BEPAID_REFUNDS_PATH = '/transactions/refunds';
/** Every transaction with our `tracking_id` (the order uid): the status query by tracking id. */
export const BEPAID_TRACKING_ID_PATH = '/v2/transactions/tracking_id/:tracking_id';

export const BepaidTokenPaymentRequest = z.object({
  request: z.object({
    amount: z.number().int().positive(),
    currency: z.string().regex(/^[A-Z]{3}$/),
    description: z.string().min(1).max(255),
    tracking_id: z.string().min(1).max(255),
    test: z.boolean().optional(),
    /** Where the 3-D Secure page returns the shopper. */
    return_url: ReturnUrl,
    notification_url: ReturnUrl.optional(),
    language: z.string().min(2).max(5).optional(),
    credit_card: z.object({ token: z.string().min(1).max(512) }),
    additional_data: z.object({ contract: z.array(z.enum(CARD_CONTRACTS)).optional() }).optional(),
  }),
});
export type BepaidTokenPaymentRequest = z.infer<typeof BepaidTokenPaymentRequest>;

/**
 * A transaction as the gateway API answers it: its type and test flag always
 * there; `redirect_url` while 3-D Secure waits for the shopper.
 */
export const BepaidGatewayTransaction = BepaidPayment.extend({
  type: z.string().min(1),
  test: z.boolean(),
  redirect_url: z.url().optional(),
});
export type BepaidGatewayTransaction = z.infer<typeof BepaidGatewayTransaction>;

export const BepaidTransactionAnswer = z.object({ transaction: BepaidGatewayTransaction });
export type BepaidTransactionAnswer = z.infer<typeof BepaidTransactionAnswer>;

/**
 * A refund of a payment or capture (bePaid's card API «Refund»): in minor
 * units, several partial ones up to the parent's amount. `duplicate_check`
 * (default true) refuses the same parent and amount within 30 s. bePaid
 * documents `tracking_id` on refunds for its APM API; the shop sends it here
 * too, so a refund is found by the order's tracking id after a lost answer.
 */
export const BepaidRefundRequest = z.object({
  request: z.object({
    parent_uid: z.string().min(1).max(128),
    amount: z.number().int().positive(),
    reason: z.string().min(1).max(255),
    duplicate_check: z.boolean().optional(),
    tracking_id: z.string().min(1).max(255).optional(),
  }),
});
export type BepaidRefundRequest = z.infer<typeof BepaidRefundRequest>;

/** The tracking id query's answer: one transaction, or up to ten (newest first) when several share the tracking id. */
export const BepaidTransactionsAnswer = z.union([
  BepaidTransactionAnswer,
  z.object({ transactions: z.array(BepaidGatewayTransaction) }),
]);
export type BepaidTransactionsAnswer = z.infer<typeof BepaidTransactionsAnswer>;
