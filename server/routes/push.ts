import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import { requireDevice } from '../http/device';
import { clientKey, type RateLimiter } from '../http/rate-limit';
import { route } from '../http/route';
import { subscribe, unsubscribe } from '../services/push/subscriptions';
import { enforceLimit } from './account-limits';

/** Subscriptions one address may send: a browser refreshes its own rarely; 20 in 10 minutes is plenty. */
export const PUSH_SUBSCRIBE_RATE_LIMIT = { limit: 20, windowMs: 10 * 60_000 } as const;
export const TOO_MANY_SUBSCRIPTIONS = 'Слишком много подписок с этого адреса. Попробуйте через несколько минут';

/** Web push (issue 28): the public key, and the device's subscription kept or forgotten. */
export async function pushRoutes(
  app: FastifyInstance,
  {
    publicKey,
    allowedOrigins,
    limiter,
  }: { publicKey: string; allowedOrigins: readonly string[]; limiter: RateLimiter },
): Promise<void> {
  route(app, endpoints.pushKey, async () => ({ publicKey }));

  route(app, endpoints.pushSubscribe, async ({ body, ctx, request, reply }) => {
    const deviceId = requireDevice(request);
    await enforceLimit(reply, limiter, clientKey(request.ip), TOO_MANY_SUBSCRIPTIONS);
    await subscribe(ctx.db, allowedOrigins, { deviceId, userId: ctx.user?.id ?? null }, body, ctx.now);
    return { subscribed: true as const };
  });

  route(app, endpoints.pushUnsubscribe, async ({ body, ctx, request }) => {
    const deviceId = requireDevice(request);
    await unsubscribe(ctx.db, deviceId, body.endpoint);
    return { subscribed: false as const };
  });
}
