import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorAnswer } from '../../src/domain/contract/common';
import { QuoteAnswer, QuoteBody } from '../../src/domain/contract/quote';
import type { CatalogRepository } from '../repositories/catalog';
import { quoteCart } from '../services/quote';

export const quoteRoutes: FastifyPluginAsyncZod<{ catalog: CatalogRepository; now: () => Date }> = async (
  app,
  { catalog, now },
) => {
  app.post(
    '/api/cart/quote',
    {
      schema: {
        tags: ['cart'],
        summary: 'Price a cart on the server (catalogue prices, best active promotion)',
        body: QuoteBody,
        response: { 200: QuoteAnswer, 400: ErrorAnswer },
      },
    },
    (request) => quoteCart(request.body, catalog, now()),
  );
};
