import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import { deviceIdOf } from '../http/device';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import type { ProductsRepository } from '../repositories/products';
import type { RatingsRepository } from '../repositories/ratings';
import type { ReadService } from '../services/read-api';

export async function ratingRoutes(
  app: FastifyInstance,
  {
    catalog,
    ratings,
    readModel,
  }: { catalog: ProductsRepository; ratings: RatingsRepository; readModel: Pick<ReadService, 'invalidate'> },
): Promise<void> {
  route(app, endpoints.rateProduct, async ({ params, body, request, reply }) => {
    const product = await catalog.findProduct(params.id);
    if (!product) throw notFound('Товар не найден');
    const rating = await ratings.rate(product._id, deviceIdOf(request, reply), body.stars);
    // Products carry their rating summary.
    readModel.invalidate('products');
    return { stars: body.stars, rating };
  });
}
