import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import { deviceIdOf } from '../http/device';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import type { ProductsRepository } from '../repositories/products';
import type { RatingsRepository } from '../repositories/ratings';

export async function ratingRoutes(
  app: FastifyInstance,
  { catalog, ratings }: { catalog: ProductsRepository; ratings: RatingsRepository },
): Promise<void> {
  route(app, endpoints.rateProduct, async ({ params, body, request, reply }) => {
    const product = await catalog.findProduct(params.id);
    if (!product) throw notFound('Товар не найден');
    const rating = await ratings.rate(product._id, deviceIdOf(request, reply), body.stars);
    return { stars: body.stars, rating };
  });
}
