import type { GatewayNotification, GatewayTransaction } from '../../src/domain/contract/gateway';
import type { Kopecks } from '../../src/domain/money';

/**
 * The card gateway as the order service sees it: bePaid's Checkout API, spoken
 * by one adapter to bePaid itself or to the sandbox gateway (`npm start`'s
 * default), which differ only in base URL and keys.
 */
export interface PaymentGateway {
  /**
   * Test mode (the sandbox, or bePaid with `BEPAID_TEST`): only a transaction
   * whose `test` flag equals this pays an order, so a test card never pays
   * for real goods and a real payment never lands in the sandbox's books.
   */
  readonly test: boolean;
  /** Opens a hosted payment page for the order (`POST /ctp/api/checkouts`). */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** What the gateway knows of a checkout now (`GET /ctp/api/checkouts/:token`), for the reconciler and the return page. */
  getCheckout(token: string): Promise<CheckoutState>;
  /**
   * Charges a saved card's token server to server (`POST /transactions/payments`
   * with `credit_card.token`): a final transaction at once, or `incomplete`
   * with the 3-D Secure page the shopper must visit.
   */
  chargeToken(request: TokenChargeRequest): Promise<TokenCharge>;
  /** A transaction now (`GET /transactions/:uid`): a token charge for the reconciler and the return page, or a refund. */
  getTransaction(uid: string): Promise<CheckoutState>;
  /**
   * Gives back part or all of a successful payment (`POST /transactions/refunds`
   * on the gateway API); several partial refunds per payment, up to its
   * amount. Answers the refund transaction (`type: 'refund'`, `parent_uid`),
   * whose `status` says whether the bank approved it. A refusal (more than
   * is left, a parent that is not a successful payment of the shop, the same
   * parent and amount within 30 s) is a `GatewayError`; no answer, a 5xx or
   * an unreadable one is a `GatewayUncertainError`: the refund may have been
   * made, so ask `findTransactions` before giving up or trying again.
   */
  refund(request: RefundRequest): Promise<GatewayTransaction>;
  /**
   * What the gateway knows under a tracking id
   * (`GET /v2/transactions/tracking_id/:tracking_id`): the payments and
   * refunds made with it, as the gateway lists them (bePaid: the last ten);
   * `[]` when there are none. A reconciler finds here a refund (or a charge)
   * whose answer was lost to a timeout or a crash.
   */
  findTransactions(trackingId: string): Promise<GatewayTransaction[]>;
  /**
   * Checks a webhook's HTTP Basic credentials and its `Content-Signature`
   * (RSA-SHA256 over the raw body, base64) before reading anything; answers the
   * parsed notification, or `null` when either check or the body fails.
   */
  verifyNotification(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): GatewayNotification | null;
}

export interface CheckoutRequest {
  /** Our order id: bePaid's `tracking_id`. */
  orderId: string;
  /** In kopecks: bePaid's `checkout.order.amount` in minor units. */
  amount: Kopecks;
  /** One line the bank shows, e.g. «Заказ № 1042 — Тёплый пирог». */
  description: string;
  /** The checkout stops taking payments at this instant (`expired_at`). */
  expiresAt: Date;
  /** Where the bank's page sends the shopper back after paying or failing to (success, decline, fail). */
  returnUrl: string;
  /** Where the bank's «cancel» sends the shopper back (bePaid's `cancel_url`); `returnUrl` when absent. */
  cancelUrl?: string;
  /** Where the gateway posts its notifications. */
  notificationUrl: string;
  customer?: { email?: string; phone?: string; name?: string };
  /** Ask the gateway for the card's token (bePaid returns `credit_card.token` on the successful transaction). */
  saveCard?: boolean;
}

export interface TokenChargeRequest {
  orderId: string;
  amount: Kopecks;
  description: string;
  /** The saved card's gateway token. */
  cardToken: string;
  /** Where the 3-D Secure page sends the shopper back. */
  returnUrl: string;
  notificationUrl: string;
}

export interface TokenCharge {
  transaction: GatewayTransaction;
  /** The 3-D Secure page, when the card needs it (`transaction.status` is `incomplete` then). */
  redirectUrl: string | null;
}

export interface RefundRequest {
  /** The gateway's uid of the successful payment to refund. */
  parentUid: string;
  /** In kopecks; at most what is left of the payment. */
  amount: Kopecks;
  /** Why, as the bank's records show it (bePaid: up to 255 characters). */
  reason: string;
  /**
   * Sent as the refund's `tracking_id`, so `findTransactions(trackingId)` finds
   * it after a lost answer: the order's id finds the payment and all its refunds.
   */
  trackingId: string;
  /**
   * bePaid refuses the same parent and amount within 30 s as a duplicate
   * unless this is `false`: leave it on, a retried request must not refund twice.
   */
  duplicateCheck?: boolean;
}

export interface CheckoutSession {
  token: string;
  redirectUrl: string;
}

/** A checkout's state: still open, expired unpaid, or finished with a transaction. */
export type CheckoutState =
  | { status: 'pending' }
  | { status: 'expired' }
  | { status: 'successful' | 'failed'; transaction: GatewayTransaction };

export interface GatewayErrorOptions extends ErrorOptions {
  /**
   * Whether the gateway may have acted on the call. By default it may unless
   * it answered a 4xx; a connection that never opened passes `false`.
   */
  uncertain?: boolean;
  /** The refusal named a duplicate: see `GatewayError.duplicate`. */
  duplicate?: boolean;
}

/**
 * A gateway call failed. `uncertain` says which way: the gateway refused (it
 * answered a 4xx, or was never reached) and did nothing, or it may have done
 * what was asked all the same. A `GatewayUncertainError` is always the latter.
 */
export class GatewayError extends Error {
  /**
   * The gateway may have done what it was asked though we never learnt it (a
   * timeout, a connection reset after the request went out, a 5xx, an answer
   * that did not parse): a charge or refund may have gone through, so nothing
   * may be given up before the gateway is asked again (`getTransaction`,
   * `findTransactions`). False only when the call surely did nothing: a 4xx
   * with bePaid's error, or a connection that never opened.
   */
  readonly uncertain: boolean;
  /**
   * The refusal named a duplicate (bePaid refuses the same refund within 30 s):
   * this request did nothing, but an earlier identical one may have.
   */
  readonly duplicate: boolean;

  constructor(
    message: string,
    /** The gateway's HTTP status, when it answered. */
    readonly status?: number,
    /** The underlying failure (a timeout, a refused connection, a body that did not parse), for the logs. */
    options: GatewayErrorOptions = {},
  ) {
    super(message, options);
    this.name = 'GatewayError';
    this.uncertain = options.uncertain ?? (status === undefined || status >= 500);
    this.duplicate = options.duplicate ?? false;
  }
}

/**
 * No definite answer: a timeout, a dropped connection, a 5xx, a body that did
 * not parse. The charge or refund may have been made; never read this as a
 * refusal. Keep what was asked pending and ask the gateway what it knows
 * (`getTransaction`, `findTransactions`) before giving anything up.
 */
export class GatewayUncertainError extends GatewayError {
  declare readonly uncertain: true;

  constructor(message: string, status?: number, options: ErrorOptions = {}) {
    super(message, status, { ...options, uncertain: true });
    this.name = 'GatewayUncertainError';
  }
}

/** Whether a failed gateway call may still have charged: anything but a `GatewayError` that says it surely did not. */
export const mayHaveActed = (error: unknown): boolean => !(error instanceof GatewayError) || error.uncertain;
