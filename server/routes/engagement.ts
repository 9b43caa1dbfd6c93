import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import { deviceIdOf, requireDevice } from '../http/device';
import { notFound } from '../http/errors';
import { clientKey, type RateLimiter } from '../http/rate-limit';
import { route } from '../http/route';
import type { EngagementRepository } from '../repositories/engagement';
import type { ReadService } from '../services/read-api';
import { enforceLimit } from './account-limits';

const POST_NOT_FOUND = 'Новость не найдена';

/** Likes and unlikes one client address may send: 60 in any 10 minutes (replays of queued likes count too). */
export const LIKE_RATE_LIMIT = { limit: 60, windowMs: 10 * 60_000 } as const;
export const TOO_MANY_LIKES = 'Слишком много отметок «Нравится» с этого адреса. Попробуйте через несколько минут';

/** Likes and views of news posts, kept per device (SPEC §7). */
export async function engagementRoutes(
  app: FastifyInstance,
  {
    engagement,
    readModel,
    likeLimiter,
  }: { engagement: EngagementRepository; readModel: Pick<ReadService, 'invalidate'>; likeLimiter: RateLimiter },
): Promise<void> {
  route(app, endpoints.postLike, async ({ params, request, reply }) => {
    const { _id, value } = params;
    // Only a device a page load established: a cookie-less script would otherwise be a new liker on every call.
    const deviceId = requireDevice(request);
    await enforceLimit(reply, likeLimiter, clientKey(request.ip), TOO_MANY_LIKES);
    const result = await engagement.setLike(_id, deviceId, value === 'true');
    if (!result) throw notFound(POST_NOT_FOUND);
    // Posts carry their like and view counters.
    readModel.invalidate('posts');
    return { _id, like: result.like, liked: result.liked };
  });

  route(app, endpoints.postView, async ({ params, request, reply }) => {
    const views = await engagement.countView(params._id, deviceIdOf(request, reply));
    if (views === null) throw notFound(POST_NOT_FOUND);
    readModel.invalidate('posts');
    return { _id: params._id, views };
  });
}
