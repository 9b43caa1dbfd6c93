import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdresaAnswer,
  AlertsAnswer,
  PostsAnswer,
  PostsParams,
  ProductAnswer,
  ProductParams,
  ProductsAllAnswer,
  PromosAnswer,
  SubsliderAnswer,
} from '../../src/domain/contract/api';
import { ErrorAnswer } from '../../src/domain/contract/common';
import { PostAnswer, PostParams } from '../../src/domain/contract/engagement';
import { sendCached } from '../http/cached-reply';
import { notFound } from '../http/errors';
import type { CachedReadApi } from '../services/read-api';

const errors = { 400: ErrorAnswer, 404: ErrorAnswer };

/** The read API of SPEC §7: thin handlers sending the read service's answers, serialized once per data version. */
export const readApiRoutes: FastifyPluginAsyncZod<{ answers: CachedReadApi }> = async (app, { answers }) => {
  app.get(
    '/api/products/all',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Catalogue, popular products and stories',
        response: { 200: ProductsAllAnswer },
      },
    },
    async (request, reply) => sendCached(request, reply, await answers.productsAll()),
  );

  app.get(
    '/api/product/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product',
        params: ProductParams,
        response: { 200: ProductAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await answers.product(request.params.id);
      if (!answer) throw notFound('Товар не найден');
      return sendCached(request, reply, answer);
    },
  );

  app.get(
    '/api/subslider',
    { schema: { tags: ['catalogue'], summary: 'Home page banners', response: { 200: SubsliderAnswer } } },
    async (request, reply) => sendCached(request, reply, await answers.subslider()),
  );

  app.get(
    '/api/adresa/all',
    { schema: { tags: ['content'], summary: 'Shop addresses', response: { 200: AdresaAnswer } } },
    async (request, reply) => sendCached(request, reply, await answers.adresa()),
  );

  app.get(
    '/api/alerts',
    { schema: { tags: ['content'], summary: 'Alerts active now', response: { 200: AlertsAnswer } } },
    async (request, reply) => sendCached(request, reply, await answers.alerts()),
  );

  app.get(
    '/api/promos',
    { schema: { tags: ['catalogue'], summary: 'Promotions active now', response: { 200: PromosAnswer } } },
    async (request, reply) => sendCached(request, reply, await answers.promos()),
  );

  app.get(
    '/api/post/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One news post by its slug',
        params: PostParams,
        response: { 200: PostAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await answers.post(request.params.slug);
      if (!answer) throw notFound('Новость не найдена');
      return sendCached(request, reply, answer);
    },
  );

  app.get(
    '/api/posts/:direction/:limit',
    {
      schema: {
        tags: ['content'],
        summary: 'The first `limit` news posts, newest (-1) or oldest (1) first',
        params: PostsParams,
        response: { 200: PostsAnswer, ...errors },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await answers.posts(request.params.direction === '-1' ? -1 : 1, request.params.limit)),
  );
};
