import { filterProducts, NO_FILTERS, type ProductFilters } from '../../src/domain/catalog/product-filters';
import type { Category, Product } from '../../src/domain/contract/catalog';
import { SEARCH_RESULT_LIMIT, type SearchAnswer } from '../../src/domain/contract/search';
import { searchCatalogue } from '../../src/domain/search/index';
import { indexOfSnapshot } from '../../src/domain/search/shared-index';
import type { ReadModel } from './read-model/read-model';

export interface SearchService {
  search(query: string): Promise<SearchAnswer>;
}

/**
 * `GET /api/search` over the read model's catalogue, with the same search the
 * browser runs over the catalogue it holds. The index is built once per
 * catalogue snapshot (a write makes a new snapshot, and so a new index on the
 * next search), never per request, and the `/poisk` page rendered here uses
 * the same one (shared-index.ts).
 */
export function createSearchService(model: ReadModel): SearchService {
  return {
    async search(query) {
      const catalogue = await model.reader(model.now()).data('products');
      const found = searchCatalogue(indexOfSnapshot(catalogue.list, catalogue.categories), query, {
        limit: SEARCH_RESULT_LIMIT,
      });
      const titles = new Map<string, Category>(catalogue.categories.map((category) => [category.id, category]));
      const filters: ProductFilters = {
        ...NO_FILTERS,
        bez: found.filters.bez,
        vegetarian: found.filters.vegetarian === true,
        lean: found.filters.lean === true,
      };
      const filtering = filters.bez.length > 0 || filters.vegetarian || filters.lean;
      // «без орехов» alone is a question about the whole catalogue, not a search that found nothing.
      const matched: Product[] =
        found.text === '' && filtering
          ? catalogue.list
          : found.productIds.flatMap((id) => catalogue.byId.get(id) ?? []);
      return {
        products: filterProducts(matched, filters).slice(0, SEARCH_RESULT_LIMIT),
        filters: { bez: filters.bez, vegetarian: filters.vegetarian, lean: filters.lean },
        categories: found.categoryIds.flatMap((id) => {
          const category = titles.get(id);
          return category ? [{ id: category.id, title: category.title }] : [];
        }),
      };
    },
  };
}
