import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BEPAID_TOKEN_PAYMENTS_PATH,
  BEPAID_TRACKING_PATH,
  BEPAID_TRANSACTION_PATH,
  BepaidTokenPaymentRequest,
} from '../bepaid/api';
import { notificationOf, transactionOf } from './checkout-view';
import type { Notifier } from './notifier';
import { SANDBOX_PAGE_PATHS } from './page';
import type { CheckoutStore, SandboxCheckout } from './store';
import type { CardTokenStore } from './tokens';

interface TokenPaymentsOptions {
  store: CheckoutStore;
  tokens: CardTokenStore;
  notifier: Notifier;
  now: () => Date;
  shopId: string;
  /** The sandbox's public origin (known once it listens). */
  publicUrl: () => string;
  /** Answers 401 unless the call carries the shop's credentials. */
  refuseStranger: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined;
}

/**
 * bePaid's gateway API as the shop uses it: a payment with a kept card's
 * token (`POST /transactions/payments`) and reading it back
 * (`GET /transactions/:uid`, or by our order id:
 * `GET /v2/transactions/tracking_id/:tracking_id`). The charge is recorded like a checkout with its
 * payment already made, so a 3-D Secure card goes through the very same
 * confirmation page, redirect and webhook as on the payment page.
 */
export function installTokenPayments(app: FastifyInstance, options: TokenPaymentsOptions): void {
  const { store, tokens, notifier, now, shopId } = options;

  app.post(BEPAID_TOKEN_PAYMENTS_PATH, (request, reply) => {
    const refused = options.refuseStranger(request, reply);
    if (refused) return refused;
    const parsed = BepaidTokenPaymentRequest.safeParse(request.body);
    if (!parsed.success) {
      const errors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), [issue.message]]));
      return reply.status(422).send({ message: 'Payment is invalid', errors });
    }
    const body = parsed.data.request;
    const kept = tokens.get(body.credit_card.token);
    if (!kept || kept.shopId !== shopId) {
      return reply.status(422).send({ message: 'Card token is invalid', errors: { 'credit_card.token': ['unknown'] } });
    }
    const at = now().toISOString();
    const checkout: SandboxCheckout = {
      token: randomBytes(32).toString('hex'),
      shopId,
      createdAt: at,
      request: {
        ...(body.test === undefined ? {} : { test: body.test }),
        transaction_type: 'payment',
        order: {
          amount: body.amount,
          currency: body.currency,
          description: body.description,
          tracking_id: body.tracking_id,
        },
        settings: {
          success_url: body.return_url,
          decline_url: body.return_url,
          fail_url: body.return_url,
          ...(body.notification_url ? { notification_url: body.notification_url } : {}),
          ...(body.language ? { language: body.language } : {}),
        },
      },
      declines: 0,
      payment: kept.secure3d
        ? {
            uid: randomUUID(),
            status: 'incomplete',
            message: 'Ожидается подтверждение 3-D Secure',
            created_at: at,
            card: kept.card,
            webhook: 'once',
          }
        : {
            uid: randomUUID(),
            status: 'successful',
            message: 'Оплата прошла успешно',
            created_at: at,
            paid_at: at,
            card: kept.card,
            webhook: 'once',
          },
    };
    store.save(checkout);
    const payment = checkout.payment;
    if (!payment) throw new Error('the token charge has no payment');
    if (payment.status === 'successful' && body.notification_url) {
      void notifier.deliver(body.notification_url, notificationOf(checkout, payment), 1);
    }
    const redirect =
      payment.status === 'incomplete'
        ? { redirect_url: `${options.publicUrl()}${SANDBOX_PAGE_PATHS.confirm}?token=${checkout.token}` }
        : {};
    return reply.send({ transaction: { ...transactionOf(checkout, payment), ...redirect } });
  });

  app.get<{ Params: { uid: string } }>(BEPAID_TRANSACTION_PATH, (request, reply) => {
    const refused = options.refuseStranger(request, reply);
    if (refused) return refused;
    const checkout = store.byPaymentUid(request.params.uid);
    if (!checkout?.payment || checkout.shopId !== shopId) {
      return reply.status(404).send({ message: 'Transaction not found' });
    }
    return reply.send({ transaction: transactionOf(checkout, checkout.payment) });
  });

  app.get<{ Params: { tracking_id: string } }>(BEPAID_TRACKING_PATH, (request, reply) => {
    const refused = options.refuseStranger(request, reply);
    if (refused) return refused;
    const transactions = store
      .paidByTrackingId(request.params.tracking_id)
      .filter((checkout) => checkout.shopId === shopId)
      .slice(0, 10)
      .flatMap((checkout) => (checkout.payment ? [transactionOf(checkout, checkout.payment)] : []));
    const [only, ...more] = transactions;
    if (!only) return reply.status(404).send({ message: 'Transaction not found' });
    // As bePaid: one transaction on its own, several as a list.
    return reply.send(more.length === 0 ? { transaction: only } : { transactions });
  });
}
