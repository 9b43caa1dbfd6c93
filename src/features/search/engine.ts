/**
 * The search over the catalogue the page holds (issue 30). Loaded on demand
 * (`import('./engine')`) when the shopper first focuses the search or opens
 * `/poisk`: the index, MiniSearch and the stemmer stay out of the first page.
 */
import { type FilterableProduct, filterProducts, type ProductFilters } from '../../domain/catalog/product-filters';
import type { ProductsAllAnswer, ShopReadApi } from '../../domain/contract/api';
import type { Category, Product } from '../../domain/contract/catalog';
import { createSearchIndex, type FilterHints, type SearchIndex, searchCatalogue } from '../../domain/search';
import { parseQuery } from '../../domain/search/query';
import { indexOfSnapshot } from '../../domain/search/shared-index';
import type { SearchPageParams } from './search-path';
import { filtersOfParams, withHints } from './search-url';

/** What one query shows: products (found, or the popular ones when nothing was), the categories found. */
export interface SearchView {
  query: string;
  products: Product[];
  categories: Category[];
  /** Nothing matched: `products` are the popular ones. */
  nothingFound: boolean;
  /** No query yet: `products` are the popular ones. */
  empty: boolean;
  /** The filter words of the query (`без орехов`), for the URL. */
  hints: FilterHints;
  /** The filters applied: the URL's and the query's. */
  filters: ProductFilters;
  /**
   * What the filter controls choose from and count: the products the query found before
   * filtering (the whole catalogue without a query), only the fields the filters read.
   */
  choices: FilterableProduct[];
}

/** Cards shown in the header's list; the page shows more. */
export const PANEL_LIMIT = 8;
export const PAGE_LIMIT = 60;

/** How long the browser reuses the catalogue it read before asking again (the service worker answers offline). */
const CATALOGUE_TTL_MS = 60_000;

const catalogues = new WeakMap<ShopReadApi, { at: number; answer: Promise<ProductsAllAnswer> }>();

/**
 * The catalogue through the page's read API, kept a minute per API object:
 * typing on `/poisk` reruns its loader at every keystroke, which then reads no
 * network. On the server every request brings its own API, so nothing outlives it.
 */
export function catalogueOf(api: ShopReadApi): Promise<ProductsAllAnswer> {
  const kept = catalogues.get(api);
  if (kept && Date.now() - kept.at < CATALOGUE_TTL_MS) return kept.answer;
  const answer = api.productsAll();
  catalogues.set(api, { at: Date.now(), answer });
  answer.catch(() => catalogues.delete(api));
  return answer;
}

/** The last index built here, by content: a catalogue read again (a new answer, the same products) keeps it. */
let built: { key: string; index: SearchIndex } | null = null;

function versionKey(products: readonly Product[], categories: readonly Category[]): string {
  // The searched fields, so an edited title or composition rebuilds; cheap next to building (a few µs per product).
  let key = categories.map((category) => `${category.id}:${category.title}`).join('|');
  for (const product of products) {
    key += `\u0001${product._id}\u0002${product.category}\u0002${product.title}\u0002${product.composition}\u0002${product.description.length}`;
  }
  return key;
}

/**
 * The index of a catalogue, rebuilt only when the products change. On the
 * server the page reads the read model's own arrays, so `/poisk` and
 * `GET /api/search` share one index per snapshot.
 */
export function indexOf(products: readonly Product[], categories: readonly Category[]): SearchIndex {
  return indexOfSnapshot(products, categories, () => {
    const key = versionKey(products, categories);
    if (built?.key !== key) built = { key, index: createSearchIndex(products, categories) };
    return built.index;
  });
}

/** Runs one query with the URL's filters over a catalogue. Never empty: nothing found shows the popular products. */
export function searchView(
  catalogue: Pick<ProductsAllAnswer, 'products' | 'categories' | 'popular'>,
  query: string,
  urlFilters: ProductFilters,
  limit: number,
): SearchView {
  const { products, categories, popular } = catalogue;
  const index = indexOf(products, categories);
  // Every product, ranked, so the filters can drop some and still fill `limit`.
  const found = searchCatalogue(index, query, { limit: products.length });
  const filters = withHints(urlFilters, found.filters);
  const byId = new Map(products.map((product) => [product._id, product]));
  const ranked = found.productIds.flatMap((id) => byId.get(id) ?? []);
  // Only filter words (`постное`): every product that passes them.
  const matched = found.text.trim() === '' && query.trim() !== '' ? products : ranked;
  // (An empty query matches nothing and shows the fallback below.)
  const passing = filterProducts(matched, filters).slice(0, limit);
  const categoryById = new Map<string, Category>(categories.map((category) => [category.id, category]));
  const empty = query.trim() === '';
  const nothingFound = !empty && passing.length === 0;
  // Never an empty page: the popular products that pass the filters, else any products that do.
  const popularPassing = filterProducts(popular, filters);
  const fallback = popularPassing.length > 0 ? popularPassing : filterProducts(products, filters);
  return {
    query,
    products: empty || nothingFound ? fallback.slice(0, limit) : passing,
    categories: found.categoryIds.flatMap((id) => categoryById.get(id) ?? []),
    nothingFound,
    empty,
    hints: found.filters,
    filters,
    choices: (empty || nothingFound ? products : matched).map(({ allergens, nutrition, vegetarian, lean }) => ({
      allergens,
      nutrition,
      vegetarian,
      lean,
    })),
  };
}

/** The `/poisk` page's results, on the server (read model) and in the browser (HTTP, the service worker offline). */
export async function searchPage(api: ShopReadApi, params: SearchPageParams): Promise<SearchView> {
  return searchView(await catalogueOf(api), params.q ?? '', filtersOfParams(params), PAGE_LIMIT);
}

/** The filter words of a query (`без орехов` → `{bez: ['orehi']}`). */
export function hintsOf(query: string): FilterHints {
  return parseQuery(query).filters;
}
