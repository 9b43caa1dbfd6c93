import type { KeyObject } from 'node:crypto';
import type { z } from 'zod';
import {
  CONTENT_SIGNATURE_HEADER,
  GATEWAY_TRANSACTION_STATUSES,
  GatewayCard,
  GatewayNotification,
  type GatewayTransaction,
} from '../../../src/domain/contract/gateway';
import { CURRENCY_CODE } from '../../../src/domain/money';
import {
  type CheckoutRequest,
  type CheckoutSession,
  type CheckoutState,
  GatewayError,
  type PaymentGateway,
  type TokenCharge,
  type TokenChargeRequest,
} from '../gateway';
import {
  BEPAID_API_VERSION,
  BEPAID_CHECKOUTS_PATH,
  BEPAID_TOKEN_PAYMENTS_PATH,
  BEPAID_TRACKING_PATH,
  BEPAID_TRANSACTION_PATH,
  BepaidCheckoutCreated,
  type BepaidCheckoutRequest,
  BepaidCheckoutState,
  BepaidErrorAnswer,
  type BepaidGatewayTransaction,
  type BepaidTokenPaymentRequest,
  BepaidTrackingAnswer,
  BepaidTransactionAnswer,
} from './api';
import { basicAuthorization, basicCredentialsMatch, contentSignatureMatches, singleHeader } from './signature';

export interface BepaidGatewayOptions {
  /** bePaid's checkout origin (`https://checkout.bepaid.by`) or the sandbox's. */
  checkoutUrl: string;
  /**
   * bePaid's gateway API origin (token payments); by default the checkout
   * origin with `checkout.` made `gateway.` (bePaid's pair), or the same
   * origin (the sandbox serves both).
   */
  gatewayUrl?: string;
  shopId: string;
  secretKey: string;
  /** The gateway's public key that signs webhooks. */
  publicKey: KeyObject;
  /** Test checkouts: no money moves. */
  test: boolean;
  /** A call that takes longer is abandoned with a `GatewayError`. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** Failures before a connection opened: the request never left, so the gateway surely did nothing. */
const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

function neverConnected(error: unknown): boolean {
  // fetch reports a network failure as a TypeError whose cause carries the socket's code.
  const cause = error instanceof Error ? (error.cause as NodeJS.ErrnoException | undefined) : undefined;
  return typeof cause?.code === 'string' && NEVER_CONNECTED.has(cause.code);
}

/** The one adapter for bePaid's Checkout API, pointed at bePaid itself or at the sandbox gateway. */
export function createBepaidGateway(options: BepaidGatewayOptions): PaymentGateway {
  const base = options.checkoutUrl.replace(/\/$/, '');
  const gatewayBase = (options.gatewayUrl ?? base.replace('//checkout.', '//gateway.')).replace(/\/$/, '');
  const authorization = basicAuthorization(options.shopId, options.secretKey);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    answer: z.ZodType<T>,
    body?: unknown,
    origin = base,
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${origin}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          'x-api-version': BEPAID_API_VERSION,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // A timeout or a reset may come after the gateway got the request (and charged): only a refused connection is sure.
      throw new GatewayError('Платёжный шлюз не отвечает', undefined, {
        cause: error,
        uncertain: !neverConnected(error),
      });
    }
    // A body cut off mid-way reads as nothing: the answer is then unknown, not a refusal.
    const text = await response.text().catch(() => undefined);
    const parsed = text === undefined ? undefined : parseJson(text);
    if (!response.ok) {
      const refusal = BepaidErrorAnswer.safeParse(parsed);
      const reason = refusal.success ? refusal.data.message : (text ?? '').slice(0, 200);
      // Only bePaid's own refusal is definite; a 4xx page from a proxy in between says nothing of the charge.
      const refused = refusal.success && response.status >= 400 && response.status < 500;
      throw new GatewayError(`Платёжный шлюз отказал (${response.status}): ${reason}`, response.status, {
        uncertain: !refused,
      });
    }
    const read = answer.safeParse(parsed);
    if (!read.success) {
      throw new GatewayError('Платёжный шлюз прислал непонятный ответ', response.status, {
        cause: read.error,
        uncertain: true,
      });
    }
    return read.data;
  }

  return {
    test: options.test,

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const created = await call('POST', BEPAID_CHECKOUTS_PATH, BepaidCheckoutCreated, checkoutBody(request, options));
      return { token: created.checkout.token, redirectUrl: created.checkout.redirect_url };
    },

    async getCheckout(token: string): Promise<CheckoutState> {
      const state = await call('GET', `${BEPAID_CHECKOUTS_PATH}/${encodeURIComponent(token)}`, BepaidCheckoutState);
      return checkoutState(state);
    },

    async chargeToken(request: TokenChargeRequest): Promise<TokenCharge> {
      const body: BepaidTokenPaymentRequest = {
        request: {
          amount: request.amount,
          currency: CURRENCY_CODE,
          description: request.description,
          tracking_id: request.orderId,
          test: options.test,
          return_url: request.returnUrl,
          notification_url: request.notificationUrl,
          language: 'ru',
          credit_card: { token: request.cardToken },
          additional_data: { contract: ['recurring'] },
        },
      };
      const { transaction } = await call(
        'POST',
        BEPAID_TOKEN_PAYMENTS_PATH,
        BepaidTransactionAnswer,
        body,
        gatewayBase,
      );
      return {
        transaction: gatewayTransactionOf(transaction, {
          amount: request.amount,
          currency: CURRENCY_CODE,
          tracking_id: request.orderId,
        }),
        redirectUrl: transaction.status === 'incomplete' ? (transaction.redirect_url ?? null) : null,
      };
    },

    async getTransaction(uid: string): Promise<CheckoutState> {
      const path = BEPAID_TRANSACTION_PATH.replace(':uid', encodeURIComponent(uid));
      const { transaction } = await call('GET', path, BepaidTransactionAnswer, undefined, gatewayBase);
      if (transaction.status === 'successful' || transaction.status === 'failed' || transaction.status === 'error') {
        const known = gatewayTransactionOf(transaction, {
          amount: transaction.amount ?? 0,
          currency: transaction.currency ?? CURRENCY_CODE,
          tracking_id: transaction.tracking_id ?? '',
        });
        return { status: transaction.status === 'successful' ? 'successful' : 'failed', transaction: known };
      }
      if (transaction.status === 'expired') return { status: 'expired' };
      return { status: 'pending' };
    },

    async findByTrackingId(orderId: string): Promise<GatewayTransaction[]> {
      const path = BEPAID_TRACKING_PATH.replace(':tracking_id', encodeURIComponent(orderId));
      let answer: BepaidTrackingAnswer;
      try {
        answer = await call('GET', path, BepaidTrackingAnswer, undefined, gatewayBase);
      } catch (error) {
        // bePaid's own «not found»: it holds no transaction with this tracking id.
        if (error instanceof GatewayError && error.status === 404 && !error.uncertain) return [];
        throw error;
      }
      const found = 'transactions' in answer ? answer.transactions : [answer.transaction];
      return found.map((transaction) =>
        gatewayTransactionOf(transaction, {
          amount: transaction.amount ?? 0,
          currency: transaction.currency ?? CURRENCY_CODE,
          tracking_id: orderId,
        }),
      );
    },

    verifyNotification(rawBody, headers) {
      // Both checks come before the body is read: an unsigned body is never parsed.
      if (!basicCredentialsMatch(singleHeader(headers.authorization), options.shopId, options.secretKey)) return null;
      if (!contentSignatureMatches(rawBody, singleHeader(headers[CONTENT_SIGNATURE_HEADER]), options.publicKey)) {
        return null;
      }
      const notification = GatewayNotification.safeParse(parseJson(rawBody.toString('utf8')));
      return notification.success ? notification.data : null;
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function checkoutBody(request: CheckoutRequest, options: BepaidGatewayOptions): BepaidCheckoutRequest {
  const [firstName, ...rest] = (request.customer?.name ?? '').trim().split(/\s+/);
  const customer = request.customer && {
    email: request.customer.email,
    phone: request.customer.phone,
    first_name: firstName || undefined,
    last_name: rest.length > 0 ? rest.join(' ') : undefined,
  };
  return {
    checkout: {
      test: options.test,
      transaction_type: 'payment',
      iframe: false,
      order: {
        amount: request.amount,
        currency: CURRENCY_CODE,
        description: request.description,
        tracking_id: request.orderId,
        expired_at: request.expiresAt.toISOString(),
        ...(request.saveCard ? { additional_data: { contract: ['recurring' as const] } } : {}),
      },
      settings: {
        success_url: request.returnUrl,
        decline_url: request.returnUrl,
        fail_url: request.returnUrl,
        cancel_url: request.returnUrl,
        notification_url: request.notificationUrl,
        language: 'ru',
      },
      ...(customer ? { customer } : {}),
    },
  };
}

const KNOWN_STATUSES: ReadonlySet<string> = new Set(GATEWAY_TRANSACTION_STATUSES);

/**
 * A gateway transaction as the order service reads it, with what bePaid left
 * out filled from the request. A status the shop does not know is no answer
 * (it may be a charge under way), never a refusal.
 */
function gatewayTransactionOf(
  payment: BepaidGatewayTransaction,
  fallback: Pick<GatewayTransaction, 'amount' | 'currency' | 'tracking_id'>,
): GatewayTransaction {
  if (!KNOWN_STATUSES.has(payment.status)) {
    throw new GatewayError(`Платёжный шлюз прислал неизвестный статус «${payment.status}»`, undefined, {
      uncertain: true,
    });
  }
  const status = payment.status as GatewayTransaction['status'];
  const card = GatewayCard.safeParse(payment.credit_card);
  const { credit_card: _card, ...rest } = payment;
  return {
    ...rest,
    status,
    amount: payment.amount ?? fallback.amount,
    currency: payment.currency ?? fallback.currency,
    tracking_id: payment.tracking_id ?? fallback.tracking_id,
    ...(card.success && payment.credit_card !== undefined ? { credit_card: card.data } : {}),
  };
}

/**
 * bePaid's checkout as the order service needs it. A payment decides first
 * (a checkout paid a second before its deadline stays paid); `incomplete`
 * (3-D Secure under way) is still pending; an unpaid checkout past its time
 * is expired.
 */
export function checkoutState({ checkout }: BepaidCheckoutState): CheckoutState {
  const payment = checkout.gateway_response?.payment;
  if (payment && KNOWN_STATUSES.has(payment.status) && payment.status !== 'incomplete') {
    const transaction: GatewayTransaction = {
      ...payment,
      uid: payment.uid,
      // `gateway_response.payment` is the checkout's payment, whether or not it says so.
      type: payment.type ?? 'payment',
      status: payment.status as GatewayTransaction['status'],
      amount: payment.amount ?? checkout.order.amount,
      currency: payment.currency ?? checkout.order.currency,
      tracking_id: payment.tracking_id ?? checkout.order.tracking_id,
      test: payment.test ?? checkout.test,
    };
    return { status: payment.status === 'successful' ? 'successful' : 'failed', transaction };
  }
  if (checkout.expired || checkout.status === 'expired') return { status: 'expired' };
  return { status: 'pending' };
}
