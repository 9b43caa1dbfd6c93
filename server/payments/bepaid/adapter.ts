import type { KeyObject } from 'node:crypto';
import type { z } from 'zod';
import {
  CONTENT_SIGNATURE_HEADER,
  GATEWAY_TRANSACTION_STATUSES,
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
} from '../gateway';
import {
  BEPAID_API_VERSION,
  BEPAID_CHECKOUTS_PATH,
  BepaidCheckoutCreated,
  type BepaidCheckoutRequest,
  BepaidCheckoutState,
  BepaidErrorAnswer,
} from './api';
import { basicAuthorization, basicCredentialsMatch, contentSignatureMatches, singleHeader } from './signature';

export interface BepaidGatewayOptions {
  /** bePaid's checkout origin (`https://checkout.bepaid.by`) or the sandbox's. */
  checkoutUrl: string;
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

/** The one adapter for bePaid's Checkout API, pointed at bePaid itself or at the sandbox gateway. */
export function createBepaidGateway(options: BepaidGatewayOptions): PaymentGateway {
  const base = options.checkoutUrl.replace(/\/$/, '');
  const authorization = basicAuthorization(options.shopId, options.secretKey);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function call<T>(method: 'GET' | 'POST', path: string, answer: z.ZodType<T>, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
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
      throw new GatewayError('Платёжный шлюз не отвечает', undefined, { cause: error });
    }
    const text = await response.text().catch(() => '');
    const parsed = parseJson(text);
    if (!response.ok) {
      const refusal = BepaidErrorAnswer.safeParse(parsed);
      const reason = refusal.success ? refusal.data.message : text.slice(0, 200);
      throw new GatewayError(`Платёжный шлюз отказал (${response.status}): ${reason}`, response.status);
    }
    const read = answer.safeParse(parsed);
    if (!read.success) {
      throw new GatewayError('Платёжный шлюз прислал непонятный ответ', response.status, { cause: read.error });
    }
    return read.data;
  }

  return {
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const created = await call('POST', BEPAID_CHECKOUTS_PATH, BepaidCheckoutCreated, checkoutBody(request, options));
      return { token: created.checkout.token, redirectUrl: created.checkout.redirect_url };
    },

    async getCheckout(token: string): Promise<CheckoutState> {
      const state = await call('GET', `${BEPAID_CHECKOUTS_PATH}/${encodeURIComponent(token)}`, BepaidCheckoutState);
      return checkoutState(state);
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
      status: payment.status as GatewayTransaction['status'],
      amount: payment.amount ?? checkout.order.amount,
      currency: payment.currency ?? checkout.order.currency,
      tracking_id: payment.tracking_id ?? checkout.order.tracking_id,
      ...(checkout.test === undefined || payment.test !== undefined ? {} : { test: checkout.test }),
    };
    return { status: payment.status === 'successful' ? 'successful' : 'failed', transaction };
  }
  if (checkout.expired || checkout.status === 'expired') return { status: 'expired' };
  return { status: 'pending' };
}
