/**
 * One index per catalogue snapshot for everything in this process that
 * searches it: on the server, `GET /api/search` and the `/poisk` page read the
 * same read-model snapshot (the same arrays), and build its index once between
 * them. A snapshot is its arrays themselves: a write makes new ones, and an
 * index dropped with its snapshot goes with it (weak keys).
 */
import { createSearchIndex, type SearchableCategory, type SearchableProduct, type SearchIndex } from './index';

const indexes = new WeakMap<
  readonly SearchableProduct[],
  { categories: readonly SearchableCategory[]; index: SearchIndex }
>();

/**
 * The index of these very arrays: the one made before, or `build()`'s (by
 * default a new one; a caller that knows an index of the same content passes it).
 */
export function indexOfSnapshot(
  products: readonly SearchableProduct[],
  categories: readonly SearchableCategory[],
  build: () => SearchIndex = () => createSearchIndex(products, categories),
): SearchIndex {
  const known = indexes.get(products);
  if (known?.categories === categories) return known.index;
  const index = build();
  indexes.set(products, { categories, index });
  return index;
}
