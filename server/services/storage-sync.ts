import { MAX_LINE_COUNT } from '../../src/domain/catalog/limits';
import type { CartItem } from '../../src/domain/contract/cart';
import type { Product } from '../../src/domain/contract/catalog';
import type {
  FavoriteItem,
  StorageChange,
  StorageUpdateAnswer,
  StorageUpdateBody,
} from '../../src/domain/contract/storage';

export interface CatalogEntry {
  product: Product;
  withdrawn: boolean;
}

const clampCount = (count: number) => Math.min(MAX_LINE_COUNT, Math.max(1, count));

/**
 * Brings a device's cart and favorites in line with the catalogue: unknown and
 * withdrawn products are dropped, cost, title and discount come from the
 * catalogue, counts are clamped to 1–99 and duplicate lines merged. A pure
 * function of the body and the catalogue, so replaying a request is harmless.
 */
export function reconcileStorage(
  body: StorageUpdateBody,
  catalogue: ReadonlyMap<string, CatalogEntry>,
): StorageUpdateAnswer {
  const changes: StorageChange[] = [];
  const reported = new Set<string>();
  const report = (change: StorageChange) => {
    const key = `${change.kind}:${change._id}`;
    if (reported.has(key)) return;
    reported.add(key);
    changes.push(change);
  };

  const lines = new Map<string, CartItem>();
  for (const line of body.cartData) {
    const entry = catalogue.get(line._id);
    if (!entry || entry.withdrawn) {
      report({ _id: line._id, title: entry?.product.title ?? line.title, kind: 'withdrawn' });
      continue;
    }
    const { product } = entry;
    if (line.cost !== product.cost || (line.discount ?? 0) !== product.discount) {
      report({ _id: product._id, title: product.title, kind: 'repriced' });
    }
    const existing = lines.get(product._id);
    const count = clampCount((existing?.count ?? 0) + line.count);
    lines.set(product._id, {
      _id: product._id,
      title: product.title,
      cost: product.cost,
      discount: product.discount,
      count,
    });
  }

  const favorites = new Map<string, FavoriteItem>();
  for (const { _id } of body.favorites) {
    const entry = catalogue.get(_id);
    if (!entry || entry.withdrawn) continue;
    const { product } = entry;
    favorites.set(_id, {
      _id,
      title: product.title,
      cost: product.cost,
      discount: product.discount,
      image: product.image,
    });
  }

  return { newCartData: [...lines.values()], newFavorites: [...favorites.values()], changes };
}
