import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import { route } from '../http/route';
import { requireUser } from '../http/session';
import type { UserEvents } from '../realtime/user-events';
import { closePayment, updateBonuses } from '../services/bonuses/user-bonuses';

/** The points a signed-in shopper sets aside for a payment, and their release when it fails (SPEC §4, §7). */
export async function userBonusRoutes(app: FastifyInstance, { userEvents }: { userEvents: UserEvents }): Promise<void> {
  route(app, endpoints.userUpdateBonuses, async ({ body, ctx, request, reply }) => {
    const user = requireUser(request);
    const { answer, changed } = await updateBonuses(ctx.db, user.id, body.bonus, ctx.now);
    if (changed) userEvents.userChanged(user.id);
    reply.header('cache-control', 'no-store');
    return answer;
  });

  route(app, endpoints.userClosePayment, async ({ body, ctx, request, reply }) => {
    const user = requireUser(request);
    const { answer, changed } = await closePayment(ctx.db, user.id, body.orderId, ctx.now);
    if (changed) userEvents.userChanged(user.id);
    reply.header('cache-control', 'no-store');
    return answer;
  });
}
