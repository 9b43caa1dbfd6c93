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
  type ShopReadApi,
  SubsliderAnswer,
} from '../../src/domain/contract/api';
import { ErrorAnswer } from '../../src/domain/contract/common';
import { PostAnswer, PostParams } from '../../src/domain/contract/engagement';
import { notFound } from '../http/errors';

const errors = { 400: ErrorAnswer, 404: ErrorAnswer };

/** The read API of SPEC §7: thin handlers over the shared read service. */
export const readApiRoutes: FastifyPluginAsyncZod<{ api: ShopReadApi }> = async (app, { api }) => {
  app.get(
    '/api/products/all',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Catalogue, popular products and stories',
        response: { 200: ProductsAllAnswer },
      },
    },
    () => api.productsAll(),
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
    async (request) => {
      const answer = await api.product(request.params.id);
      if (!answer) throw notFound('Товар не найден');
      return answer;
    },
  );

  app.get(
    '/api/subslider',
    { schema: { tags: ['catalogue'], summary: 'Home page banners', response: { 200: SubsliderAnswer } } },
    () => api.subslider(),
  );

  app.get(
    '/api/adresa/all',
    { schema: { tags: ['content'], summary: 'Shop addresses', response: { 200: AdresaAnswer } } },
    () => api.adresa(),
  );

  app.get(
    '/api/alerts',
    { schema: { tags: ['content'], summary: 'Alerts active now', response: { 200: AlertsAnswer } } },
    () => api.alerts(),
  );

  app.get(
    '/api/promos',
    { schema: { tags: ['catalogue'], summary: 'Promotions active now', response: { 200: PromosAnswer } } },
    () => api.promos(),
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
    async (request) => {
      const answer = await api.post(request.params.slug);
      if (!answer) throw notFound('Новость не найдена');
      return answer;
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
    (request) => api.posts(request.params.direction === '-1' ? -1 : 1, request.params.limit),
  );
};
