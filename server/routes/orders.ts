import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/domain/contract/checkout';
import { endpoints } from '../../src/domain/contract/endpoints';
import { deviceIdOf } from '../http/device';
import { kioskOfRequest } from '../http/kiosk';
import { clientKey, type RateLimiter } from '../http/rate-limit';
import { route } from '../http/route';
import { cancelPayment } from '../services/orders/cancel-payment';
import { createGatewayAsks } from '../services/orders/gateway-asks';
import { paymentStatus } from '../services/orders/payment-status';
import { kioskOrderDeviceId, type OrderServiceOptions, placeOrder } from '../services/orders/place-order';
import { listSlots } from '../services/orders/slots';
import { enforceLimit } from './account-limits';

/** Status checks one client address may make: the return page asks every 2 s, so 120 a minute is a few tabs' worth. */
export const PAYMENT_STATUS_RATE_LIMIT = { limit: 120, windowMs: 60_000 } as const;
export const TOO_MANY_STATUS_CHECKS = 'Слишком много проверок оплаты. Подождите немного, мы проверим ещё раз';

export interface OrderRoutesOptions extends OrderServiceOptions {
  /** Counts `GET /api/payment/{uid}` per client address. */
  statusLimiter: RateLimiter;
  /** Where browsers hear an order's live updates: told with the status, so a guest's page can follow its order. */
  realtimeUrl?: string;
}

/**
 * Time slots, placing an order, the payment-status check (SPEC §4, §7) and the
 * bank page's cancel (issue 27): thin handlers over the order services.
 */
export async function orderRoutes(
  app: FastifyInstance,
  { statusLimiter, realtimeUrl, ...service }: OrderRoutesOptions,
): Promise<void> {
  // Per process: how often the status check asks the gateway about each order, and apart from it the cancel.
  const asks = createGatewayAsks();
  const cancelAsks = createGatewayAsks();

  route(app, endpoints.deliverySlots, ({ params, ctx, reply }) => {
    // Room left changes with every order: never kept by a cache or the service worker.
    reply.header('cache-control', 'no-store');
    return listSlots(ctx.db, params, ctx.now);
  });

  route(app, endpoints.paymentCreate, ({ body, headers, ctx, request, reply }) =>
    placeOrder(
      { ...service, db: ctx.db },
      {
        body,
        idempotencyKey: headers[IDEMPOTENCY_KEY_HEADER],
        // The device that places the order is the one shown its contact details later.
        deviceId: deviceIdOf(request, reply),
        now: ctx.now,
      },
    ),
  );

  route(app, endpoints.paymentStatus, async ({ params, ctx, request, reply }) => {
    // Every answer, a refusal too: the status changes from one second to the next.
    reply.header('cache-control', 'no-store');
    await enforceLimit(reply, statusLimiter, clientKey(request.ip), TOO_MANY_STATUS_CHECKS);
    // A shop tablet sees the contact of its own kiosk orders; a kiosk order's contact is shown to no one else.
    const kiosk = await kioskOfRequest(request);
    const { code, answer } = await paymentStatus(
      {
        db: ctx.db,
        gateway: service.gateway,
        log: service.log,
        userEvents: service.userEvents,
        orderListeners: service.orderListeners,
      },
      params.uid,
      {
        viewerDeviceId: kiosk ? kioskOrderDeviceId(kiosk.deviceId) : ctx.deviceId,
        now: ctx.now,
        // Fastify answers HEAD with this handler: a HEAD reads what is stored and never asks the gateway.
        readOnly: request.method === 'HEAD',
        asks,
      },
    );
    return reply.status(code).send(realtimeUrl ? { ...answer, realtimeUrl } : answer);
  });

  route(app, endpoints.paymentCancel, async ({ params, ctx, request, reply }) => {
    reply.header('cache-control', 'no-store');
    // Each cancel may ask the gateway: the same budget per address as the status checks.
    await enforceLimit(reply, statusLimiter, clientKey(request.ip), TOO_MANY_STATUS_CHECKS);
    const kiosk = await kioskOfRequest(request);
    const { code, answer } = await cancelPayment(
      {
        db: ctx.db,
        gateway: service.gateway,
        log: service.log,
        userEvents: service.userEvents,
        orderListeners: service.orderListeners,
      },
      params.uid,
      { viewerDeviceId: kiosk ? kioskOrderDeviceId(kiosk.deviceId) : ctx.deviceId, now: ctx.now, asks: cancelAsks },
    );
    return reply.status(code).send(answer);
  });
}
