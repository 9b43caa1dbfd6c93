import type { KeyObject } from 'node:crypto';
import type { z } from 'zod';
import { CONTENT_SIGNATURE_HEADER, GatewayNotification } from '../../../src/domain/contract/gateway';
import { CURRENCY_CODE } from '../../../src/domain/money';
import {
  type CheckoutRequest,
  type CheckoutSession,
  type CheckoutState,
  GatewayError,
  GatewayUncertainError,
  type PaymentGateway,
  type RefundRequest,
  type TokenCharge,
  type TokenChargeRequest,
} from '../gateway';
import {
  BEPAID_API_VERSION,
  BEPAID_CHECKOUTS_PATH,
  BEPAID_REFUNDS_PATH,
  BEPAID_TOKEN_PAYMENTS_PATH,
  BEPAID_TRACKING_ID_PATH,
  BEPAID_TRANSACTION_PATH,
  BepaidCheckoutCreated,
  type BepaidCheckoutRequest,
  BepaidCheckoutState,
  BepaidErrorAnswer,
  type BepaidRefundRequest,
  type BepaidTokenPaymentRequest,
  BepaidTransactionAnswer,
  BepaidTransactionsAnswer,
} from './api';
import { basicAuthorization, basicCredentialsMatch, contentSignatureMatches, singleHeader } from './signature';
import { checkoutState, gatewayTransactionOf, transactionState, transactionsOf } from './transactions';

export interface BepaidGatewayOptions {
  /** bePaid's checkout origin (`https://checkout.bepaid.by`) or the sandbox's. */
  checkoutUrl: string;
  /**
   * bePaid's gateway API origin (token payments, refunds, transaction
   * queries); by default the checkout origin with `checkout.` made `gateway.`
   * (bePaid's pair), or the same origin (the sandbox serves both).
   */
  gatewayUrl?: string;
  shopId: string;
  secretKey: string;
  /** The gateway's public key that signs webhooks. */
  publicKey: KeyObject;
  /** Test checkouts: no money moves. */
  test: boolean;
  /** A call that takes longer is abandoned with a `GatewayUncertainError`. */
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
      if (neverConnected(error)) {
        throw new GatewayError('Платёжный шлюз не отвечает', undefined, { cause: error, uncertain: false });
      }
      throw new GatewayUncertainError('Платёжный шлюз не отвечает', undefined, { cause: error });
    }
    // A body cut off mid-way reads as nothing: the answer is then unknown, not a refusal.
    const text = await response.text().catch(() => undefined);
    const parsed = text === undefined ? undefined : parseJson(text);
    if (!response.ok) {
      const refusal = BepaidErrorAnswer.safeParse(parsed);
      const reason = refusal.success ? refusal.data.message : (text ?? '').slice(0, 200);
      // Only bePaid's own refusal is definite; a 5xx, a 408 or a 4xx page from a proxy in between says nothing of the charge.
      const refused = refusal.success && response.status >= 400 && response.status < 500 && response.status !== 408;
      if (!refused) {
        throw new GatewayUncertainError(
          `Платёжный шлюз не смог ответить (${response.status}): ${reason}`,
          response.status,
        );
      }
      throw new GatewayError(`Платёжный шлюз отказал (${response.status}): ${reason}`, response.status, {
        uncertain: false,
        duplicate: /duplicate/i.test(JSON.stringify(refusal.data)),
      });
    }
    const read = answer.safeParse(parsed);
    if (!read.success) {
      throw new GatewayUncertainError('Платёжный шлюз прислал непонятный ответ', response.status, {
        cause: read.error,
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
      return transactionState(transaction);
    },

    async refund(request: RefundRequest) {
      const body: BepaidRefundRequest = {
        request: {
          parent_uid: request.parentUid,
          amount: request.amount,
          reason: request.reason,
          tracking_id: request.trackingId,
          ...(request.duplicateCheck === false ? { duplicate_check: false } : {}),
        },
      };
      const { transaction } = await call('POST', BEPAID_REFUNDS_PATH, BepaidTransactionAnswer, body, gatewayBase);
      const refund = gatewayTransactionOf(transaction, {
        amount: request.amount,
        currency: CURRENCY_CODE,
        tracking_id: request.trackingId,
      });
      return { ...refund, parent_uid: refund.parent_uid ?? request.parentUid };
    },

    async findTransactions(trackingId: string) {
      const path = BEPAID_TRACKING_ID_PATH.replace(':tracking_id', encodeURIComponent(trackingId));
      try {
        return transactionsOf(await call('GET', path, BepaidTransactionsAnswer, undefined, gatewayBase), trackingId);
      } catch (error) {
        // bePaid answers a tracking id it never saw with 404: nothing is known under it, for certain.
        if (error instanceof GatewayError && !error.uncertain && error.status === 404) return [];
        throw error;
      }
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
        cancel_url: request.cancelUrl ?? request.returnUrl,
        notification_url: request.notificationUrl,
        language: 'ru',
      },
      ...(customer ? { customer } : {}),
    },
  };
}
