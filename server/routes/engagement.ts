import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorAnswer } from '../../src/domain/contract/common';
import { PostLikeAnswer, PostLikeParams, PostViewAnswer, PostViewParams } from '../../src/domain/contract/engagement';
import { deviceIdOf } from '../http/device';
import { notFound } from '../http/errors';
import type { EngagementRepository } from '../repositories/engagement';
import type { ReadService } from '../services/read-api';

const errors = { 400: ErrorAnswer, 404: ErrorAnswer };
const POST_NOT_FOUND = 'Новость не найдена';

/** Likes and views of news posts, kept per device (SPEC §7). */
export const engagementRoutes: FastifyPluginAsyncZod<{
  engagement: EngagementRepository;
  readModel: Pick<ReadService, 'invalidate'>;
}> = async (app, { engagement, readModel }) => {
  app.get(
    '/api/post/like/:_id/:value',
    {
      // Fastify would answer HEAD by running this handler; a HEAD (link checkers, prefetch) must not like.
      exposeHeadRoute: false,
      schema: {
        tags: ['content'],
        summary: 'Like (`true`) or take back this device’s like (`false`) of a news post; a repeat changes nothing',
        params: PostLikeParams,
        response: { 200: PostLikeAnswer, ...errors },
      },
    },
    async (request, reply) => {
      // A GET that changes state: no cache or service worker may answer it from a stored copy.
      reply.header('cache-control', 'no-store');
      const { _id, value } = request.params;
      const result = await engagement.setLike(_id, deviceIdOf(request, reply), value === 'true');
      if (!result) throw notFound(POST_NOT_FOUND);
      // Posts carry their like and view counters.
      readModel.invalidate('posts');
      return { _id, like: result.like, liked: result.liked };
    },
  );

  app.get(
    '/api/post/view/:_id',
    {
      exposeHeadRoute: false,
      schema: {
        tags: ['content'],
        summary: 'Count a view of a news post, once per device',
        params: PostViewParams,
        response: { 200: PostViewAnswer, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { _id } = request.params;
      const views = await engagement.countView(_id, deviceIdOf(request, reply));
      if (views === null) throw notFound(POST_NOT_FOUND);
      readModel.invalidate('posts');
      return { _id, views };
    },
  );
};
