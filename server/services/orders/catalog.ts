import type { QuoteCatalog } from '../quote';
import type { ReadModel } from '../read-model/read-model';

/**
 * The catalogue an order is priced from: the read model's snapshot of
 * products and promotions, the very data the shop shows (kept current by the
 * invalidation bus after every write), instead of three queries per order.
 * Withdrawn products are not in it, so an order naming one is refused as unavailable.
 */
export function readModelCatalog(model: ReadModel): QuoteCatalog {
  return {
    async findForSync(ids) {
      const { byId } = await model.reader(model.now()).data('products');
      const found = new Map<string, { product: NonNullable<ReturnType<typeof byId.get>>; withdrawn: boolean }>();
      for (const id of ids) {
        const product = byId.get(id);
        if (product) found.set(id, { product, withdrawn: false });
      }
      return found;
    },
    listActivePromos: (now) => model.reader(now).activeNow('promos'),
  };
}
