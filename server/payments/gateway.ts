import type { GatewayNotification, GatewayTransaction } from '../../src/domain/contract/gateway';
import type { Kopecks } from '../../src/domain/money';

/**
 * The card gateway as the order service sees it: bePaid's Checkout API, spoken
 * by one adapter to bePaid itself or to the sandbox gateway (`npm start`'s
 * default), which differ only in base URL and keys.
 */
export interface PaymentGateway {
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

export class GatewayError extends Error {
  constructor(
    message: string,
    /** The gateway's HTTP status, when it answered. */
    readonly status?: number,
    /** The underlying failure (a timeout, a refused connection, a body that did not parse), for the logs. */
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'GatewayError';
  }
}
