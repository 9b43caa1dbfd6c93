import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorAnswer } from '../../src/domain/contract/common';
import { StorageUpdateAnswer, StorageUpdateBody } from '../../src/domain/contract/storage';
import type { ProductsRepository } from '../repositories/products';
import { reconcileStorage } from '../services/storage-sync';

/** SPEC §7 storage sync: the device sends its cart and favorites, the catalogue answers with the truth. */
export const storageRoutes: FastifyPluginAsyncZod<{ catalog: ProductsRepository }> = async (app, { catalog }) => {
  app.post(
    '/api/storage/update',
    {
      schema: {
        tags: ['cart'],
        summary: 'Reconcile a device cart and favorites with the catalogue',
        body: StorageUpdateBody,
        response: { 200: StorageUpdateAnswer, 400: ErrorAnswer },
      },
    },
    async (request) => {
      const { cartData, favorites } = request.body;
      const entries = await catalog.findForSync([
        ...cartData.map((item) => item._id),
        ...favorites.map((item) => item._id),
      ]);
      return reconcileStorage(request.body, entries);
    },
  );
};
