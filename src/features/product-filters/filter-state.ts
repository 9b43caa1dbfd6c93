import { FILTER_PARAMS, type ProductFilters, parseProductFilters } from '../../domain/catalog/product-filters';
import { routeSearch } from '../../shared/route-search';

/**
 * The filters as a route's search object. TanStack Router writes a number as
 * `1` but a string that looks like JSON as `"1"` (quoted), so the flags and the
 * energy travel as numbers and the allergen list as its comma-separated text:
 * `?bez=orehi&postnoe=1&kkal=300`.
 */
export interface FilterSearch {
  bez?: string;
  vegetarianskoe?: 1;
  postnoe?: 1;
  kkal?: number;
}

/** A route's `validateSearch`: the domain's reading of the URL, so a bad value is dropped, never an error. */
export function validateFilterSearch(search: Record<string, unknown>): FilterSearch {
  return routeSearch(Object.values(FILTER_PARAMS), filterSearch(parseProductFilters(search)));
}

export function filterSearch(filters: ProductFilters): FilterSearch {
  const search: FilterSearch = {};
  const parsed = parseProductFilters({ [FILTER_PARAMS.bez]: filters.bez.join(',') });
  if (parsed.bez.length > 0) search.bez = parsed.bez.join(',');
  if (filters.vegetarian) search.vegetarianskoe = 1;
  if (filters.lean) search.postnoe = 1;
  if (filters.maxKcal !== null) search.kkal = filters.maxKcal;
  return search;
}

/**
 * The next search of a page: its other parameters (`pirog`, a search query) kept, the filters'
 * replaced (an unset filter leaves the URL rather than staying as an empty value).
 */
export function withFilters<S extends object>(previous: S, filters: ProductFilters): S & FilterSearch {
  const rest: Record<string, unknown> = { ...(previous as Record<string, unknown>) };
  for (const name of Object.values(FILTER_PARAMS)) delete rest[name];
  return { ...rest, ...filterSearch(filters) } as S & FilterSearch;
}

/** How many filters are set, for the «Фильтры» button's badge. */
export function activeFilterCount(filters: ProductFilters): number {
  return filters.bez.length + Number(filters.vegetarian) + Number(filters.lean) + Number(filters.maxKcal !== null);
}
