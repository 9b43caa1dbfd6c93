import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import { route } from '../http/route';
import { requireUser } from '../http/session';
import { repeatOrder } from '../services/orders/repeat-order';
import type { QuoteCatalog } from '../services/quote';

/** A signed-in shopper's past orders: repeat one into the cart (SPEC §4). */
export async function userOrderRoutes(app: FastifyInstance, { catalog }: { catalog: QuoteCatalog }): Promise<void> {
  route(app, endpoints.userRepeatOrder, async ({ body, ctx, request, reply }) => {
    const user = requireUser(request);
    reply.header('cache-control', 'no-store');
    return repeatOrder(ctx.db, catalog, user.id, body.orderId, ctx.now);
  });
}
