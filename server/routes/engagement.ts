import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import { deviceIdOf } from '../http/device';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import type { EngagementRepository } from '../repositories/engagement';
import type { ReadService } from '../services/read-api';

const POST_NOT_FOUND = 'Новость не найдена';

/** Likes and views of news posts, kept per device (SPEC §7). */
export async function engagementRoutes(
  app: FastifyInstance,
  { engagement, readModel }: { engagement: EngagementRepository; readModel: Pick<ReadService, 'invalidate'> },
): Promise<void> {
  route(app, endpoints.postLike, async ({ params, request, reply }) => {
    const { _id, value } = params;
    const result = await engagement.setLike(_id, deviceIdOf(request, reply), value === 'true');
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
