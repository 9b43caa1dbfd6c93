import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import { route } from '../http/route';
import type { CatalogRepository } from '../repositories/catalog';
import { quoteCart } from '../services/quote';

export async function quoteRoutes(
  app: FastifyInstance,
  { catalog, now }: { catalog: CatalogRepository; now: () => Date },
): Promise<void> {
  route(app, endpoints.cartQuote, ({ body }) => quoteCart(body, catalog, now()));
}
