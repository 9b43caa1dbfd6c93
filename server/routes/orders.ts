import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/domain/contract/checkout';
import { endpoints } from '../../src/domain/contract/endpoints';
import { deviceIdOf } from '../http/device';
import { kioskOfRequest } from '../http/kiosk';
import { route } from '../http/route';
import { paymentStatus } from '../services/orders/payment-status';
import { kioskOrderDeviceId, type OrderServiceOptions, placeOrder } from '../services/orders/place-order';
import { listSlots } from '../services/orders/slots';

/** Time slots, placing an order and the payment-status check (SPEC §4, §7): thin handlers over the order services. */
export async function orderRoutes(app: FastifyInstance, service: OrderServiceOptions): Promise<void> {
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
      kiosk ? kioskOrderDeviceId(kiosk.deviceId) : ctx.deviceId,
      ctx.now,
    );
    reply.header('cache-control', 'no-store');
    return reply.status(code).send(answer);
  });
}
