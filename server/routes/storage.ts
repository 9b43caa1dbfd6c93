import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import { route } from '../http/route';
import type { ProductsRepository } from '../repositories/products';
import { reconcileStorage } from '../services/storage-sync';

/** SPEC §7 storage sync: the device sends its cart and favorites, the catalogue answers with the truth. */
export async function storageRoutes(app: FastifyInstance, { catalog }: { catalog: ProductsRepository }): Promise<void> {
  route(app, endpoints.storageUpdate, async ({ body }) => {
    const entries = await catalog.findForSync([
      ...body.cartData.map((item) => item._id),
      ...body.favorites.map((item) => item._id),
    ]);
    return reconcileStorage(body, entries);
  });
}
