import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import type { PaymentGateway } from '../payments/gateway';
import { recordRefundNotification } from '../services/lifecycle/refund-reconciler';
import { type SettleContext, settlePayment } from '../services/orders/settle';

export const NOTIFICATION_REFUSED = 'Уведомление не принято: подпись или учётные данные не подтверждены';
export const NO_GATEWAY = 'Оплата картой не подключена';

/**
 * The card gateway's notification (`POST /api/payment/webhook`). Its
 * signature covers the exact bytes sent, so this plugin (and only its routes:
 * Fastify keeps content-type parsers per plugin) takes every body as a raw
 * buffer; nothing is read before the gateway adapter has checked the
 * credentials and the signature.
 */
export async function paymentWebhookRoutes(
  app: FastifyInstance,
  {
    gateway,
    log,
    userEvents,
    orderListeners,
  }: {
    gateway: PaymentGateway | undefined;
    log: SettleContext['log'];
    userEvents?: SettleContext['userEvents'];
    orderListeners?: SettleContext['orderListeners'];
  },
): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  route(
    app,
    endpoints.paymentWebhook,
    async ({ request, ctx }) => {
      if (!gateway) throw new HttpError(401, NO_GATEWAY);
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const notification = gateway.verifyNotification(raw, request.headers);
      if (!notification) throw new HttpError(401, NOTIFICATION_REFUSED);
      const result = await settlePayment(
        ctx.db,
        { kind: 'transaction', transaction: notification.transaction, source: 'webhook', testMode: gateway.test },
        { now: ctx.now, log, userEvents, orderListeners },
      );
      // A refund we asked for: settles its pending row once (the answer or the reconciler may have already).
      if (result.outcome === 'refund') {
        await recordRefundNotification(
          { db: ctx.db, gateway, log, listeners: orderListeners, userEvents },
          notification.transaction,
          ctx.now,
        );
      }
      // 200 whatever the outcome: a repeat or an unknown order is not worth the gateway's retries.
      return { message: result.outcome === 'unknown_order' ? 'Заказ не найден' : 'Принято' };
    },
    { rawBody: true },
  );
}
