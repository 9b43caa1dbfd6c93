import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import { withTransaction } from '../db/transaction';
import { route } from '../http/route';
import { requireUser } from '../http/session';
import type { UserEvents } from '../realtime/user-events';
import { createUserOrdersRepository } from '../repositories/user-orders';
import { repeatOrder } from '../services/orders/repeat-order';
import type { QuoteCatalog } from '../services/quote';

export interface UserOrderRoutesOptions {
  catalog: QuoteCatalog;
  /** Told when orders join an account, so its other tabs list them. */
  userEvents?: UserEvents;
}

/** A signed-in shopper's past orders: repeat one into the cart (SPEC §4), take the device's guest orders (issue 28). */
export async function userOrderRoutes(app: FastifyInstance, { catalog, userEvents }: UserOrderRoutesOptions) {
  route(app, endpoints.userRepeatOrder, async ({ body, ctx, request, reply }) => {
    const user = requireUser(request);
    reply.header('cache-control', 'no-store');
    return repeatOrder(ctx.db, catalog, user.id, body.orderId, ctx.now);
  });

  route(app, endpoints.userAttachOrders, async ({ body, ctx, request, reply }) => {
    const user = requireUser(request);
    reply.header('cache-control', 'no-store');
    // Only the device cookie proves which guest orders are this device's: a uid alone proves nothing.
    const deviceId = ctx.deviceId;
    if (!deviceId) return { attached: [] };
    const attached = await withTransaction(ctx.db, (tx) =>
      createUserOrdersRepository(tx).attachDeviceOrders(user.id, deviceId, body.uids),
    );
    if (attached.length > 0) {
      request.log.info({ userId: user.id, orders: attached.length }, 'guest orders attached to an account');
      userEvents?.userChanged(user.id);
    }
    return { attached };
  });
}
