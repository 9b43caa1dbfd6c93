import { type ProductFilters, parseProductFilters } from '../../domain/catalog/product-filters';
import type { FilterHints } from '../../domain/search';
import { filterSearch } from '../product-filters';
import { MAX_QUERY_LENGTH, type SearchPageParams } from './search-path';

/** The filters the URL asks for. */
export function filtersOfParams(params: SearchPageParams): ProductFilters {
  return parseProductFilters(params as Record<string, unknown>);
}

/** The URL's filters together with the ones the query asked for in words (`без орехов`, `постное`). */
export function withHints(filters: ProductFilters, hints: FilterHints): ProductFilters {
  return {
    ...filters,
    bez: [...new Set([...filters.bez, ...hints.bez])],
    lean: filters.lean || hints.lean === true,
    vegetarian: filters.vegetarian || hints.vegetarian === true,
  };
}

/** The filters without those the query asked for in words: what the shopper chose elsewhere. */
export function withoutHints(filters: ProductFilters, hints: FilterHints): ProductFilters {
  return {
    ...filters,
    bez: filters.bez.filter((slug) => !hints.bez.includes(slug)),
    lean: filters.lean && hints.lean !== true,
    vegetarian: filters.vegetarian && hints.vegetarian !== true,
  };
}

/**
 * The params after the shopper typed `query` where `previous` was: the words
 * of the earlier query that were filters leave with it, the new query's come
 * in, the filters chosen by other means stay. So `без орехов` shows as
 * `bez=orehi` in the link, and deleting the words removes it again.
 */
export function nextSearchPageParams(
  previous: SearchPageParams,
  previousHints: FilterHints,
  query: string,
  hints: FilterHints,
): SearchPageParams {
  const chosen = withoutHints(filtersOfParams(previous), previousHints);
  const q = query.slice(0, MAX_QUERY_LENGTH);
  return { ...(q.trim() !== '' ? { q } : {}), ...filterSearch(withHints(chosen, hints)) };
}

/** A query with no filter words. */
export const NO_HINTS: FilterHints = { bez: [] };
