import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import type { SessionUser } from '../http/context';
import { requireDevice } from '../http/device';
import { notFound } from '../http/errors';
import { clientKey, type RateLimiter } from '../http/rate-limit';
import { route } from '../http/route';
import type { ProductsRepository } from '../repositories/products';
import type { RatingsRepository } from '../repositories/ratings';
import type { ReadService } from '../services/read-api';
import { enforceLimit } from './account-limits';

/** Ratings one client address may send: 30 in any 10 minutes (a shop's Wi-Fi shares one address). */
export const RATING_RATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 } as const;
export const TOO_MANY_RATINGS = 'Слишком много оценок с этого адреса. Попробуйте через несколько минут';

/**
 * Who a rating belongs to: the account when signed in (`user:<id>`, so two
 * devices of one shopper rate once), else the device. Device ids are
 * base64url and never contain the colon, so the two never meet.
 */
export function raterOf(user: SessionUser | null, deviceId: string): string {
  return user ? `user:${user.id}` : deviceId;
}

export async function ratingRoutes(
  app: FastifyInstance,
  {
    catalog,
    ratings,
    readModel,
    limiter,
  }: {
    catalog: ProductsRepository;
    ratings: RatingsRepository;
    readModel: Pick<ReadService, 'invalidate'>;
    limiter: RateLimiter;
  },
): Promise<void> {
  route(app, endpoints.rateProduct, async ({ params, body, ctx, request, reply }) => {
    const deviceId = requireDevice(request);
    // After validation and the device check, before any query: a flood costs little and fixing a bad body is free.
    await enforceLimit(reply, limiter, clientKey(request.ip), TOO_MANY_RATINGS);
    const product = await catalog.findProduct(params.id);
    if (!product) throw notFound('Товар не найден');
    const rating = await ratings.rate(product._id, raterOf(ctx.user, deviceId), body.stars);
    // Products carry their rating summary.
    readModel.invalidate('products');
    return { stars: body.stars, rating };
  });
}
