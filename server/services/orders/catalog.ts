import { shopPlace, zonePlace } from '../../repositories/slots';
import type { QuoteCatalog } from '../quote';
import type { ReadModel } from '../read-model/read-model';
import type { PricingSource } from './price-order';

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

/**
 * The zones, shops, slot settings and stop-lists an order is placed against,
 * from the read model's snapshot (the same tables, invalidated by every write
 * to them) instead of three queries per order.
 */
export function readModelPlaces(model: ReadModel): PricingSource {
  return {
    async soldOutAmong(shopId, shopDate, productIds) {
      const days = (await model.reader(model.now()).data('delivery')).soldOut.get(shopId) ?? [];
      const day = days.find((each) => each.date === shopDate);
      return day ? productIds.filter((id) => day.products.includes(id)) : [];
    },
    async settings() {
      return (await model.reader(model.now()).data('delivery')).slotSettings;
    },
    async findPlace(method, placeId, settings) {
      const reader = model.reader(model.now());
      if (method === 'delivery') {
        const zone = (await reader.data('delivery')).zoneRows.get(placeId);
        if (!zone) return null;
        // A zone naming no shop goes to the first shop in `/adresa` order, which is the snapshot's order.
        return zonePlace(zone, zone.shopId ?? (await reader.data('shops'))[0]?._id ?? zone.id, settings);
      }
      const shop = (await reader.data('shops')).find((candidate) => candidate._id === placeId);
      return shop ? shopPlace({ ...shop, id: shop._id }, settings) : null;
    },
  };
}
