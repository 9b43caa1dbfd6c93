import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProductParams } from '../../src/domain/contract/api';
import { RateProductAnswer, RateProductBody } from '../../src/domain/contract/catalog';
import { ErrorAnswer } from '../../src/domain/contract/common';
import { deviceIdOf } from '../http/device';
import { notFound } from '../http/errors';
import type { CatalogRepository } from '../repositories/catalog';
import type { RatingsRepository } from '../repositories/ratings';
import type { ReadService } from '../services/read-api';

export const ratingRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogRepository;
  ratings: RatingsRepository;
  readModel: Pick<ReadService, 'invalidate'>;
}> = async (app, { catalog, ratings, readModel }) => {
  app.post(
    '/api/product/:id/rating',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Rate a product (one rating per device; a later one replaces the earlier)',
        params: ProductParams,
        body: RateProductBody,
        response: { 200: RateProductAnswer, 400: ErrorAnswer, 404: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const product = await catalog.findProduct(request.params.id);
      if (!product) throw notFound('Товар не найден');
      const rating = await ratings.rate(product._id, deviceIdOf(request, reply), request.body.stars);
      // Products carry their rating summary.
      readModel.invalidate('products');
      return { stars: request.body.stars, rating };
    },
  );
};
