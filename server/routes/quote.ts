import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import { route } from '../http/route';
import { type QuoteCatalog, quoteCart } from '../services/quote';

export async function quoteRoutes(app: FastifyInstance, { catalog }: { catalog: QuoteCatalog }): Promise<void> {
  route(app, endpoints.cartQuote, ({ body, ctx }) => quoteCart(body, catalog, ctx.now));
}
