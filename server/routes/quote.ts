import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorAnswer } from '../../src/domain/contract/common';
import { QuoteAnswer, QuoteBody } from '../../src/domain/contract/quote';
import { type QuoteCatalog, quoteCart } from '../services/quote';

export const quoteRoutes: FastifyPluginAsyncZod<{ catalog: QuoteCatalog; now: () => Date }> = async (
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
