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
  /** A token charge's transaction now (`GET /transactions/:uid`), for the reconciler and the return page. */
  getTransaction(uid: string): Promise<CheckoutState>;
  /**
   * Every transaction the gateway holds for our order
   * (`GET /v2/transactions/tracking_id/:tracking_id`), newest first; empty
   * when it never saw one. How the reconciler learns what became of a charge
   * whose answer was lost (a timeout, a crash before it was recorded).
   */
  findByTrackingId(orderId: string): Promise<GatewayTransaction[]>;
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
  /** Where the bank's page sends the shopper back (success, decline, fail and cancel alike). */
  returnUrl: string;
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
  /** Whether the gateway may have acted on the call; by default unless it answered a 4xx. */
  uncertain?: boolean;
}

export class GatewayError extends Error {
  /**
   * The gateway may have done what it was asked though we never learnt it (a
   * timeout, a connection reset after the request went out, a 5xx, an answer
   * that did not parse): a charge may have gone through, so nothing may be
   * given up before the gateway is asked again. False only when the call
   * surely did nothing: a 4xx with bePaid's error, or a connection that never
   * opened.
   */
  readonly uncertain: boolean;

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
  }
}

/** Whether a failed gateway call may still have charged: anything but a `GatewayError` that says it surely did not. */
export const mayHaveActed = (error: unknown): boolean => !(error instanceof GatewayError) || error.uncertain;
