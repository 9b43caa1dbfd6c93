/**
 * What the first page needs of the search page's URL: its path and a cheap
 * check of its params. Reading the filters (product-filters.ts) waits for the
 * route's loader, in the lazily loaded search code: the route's definition
 * travels with every page.
 */
export const SEARCH_PATH = '/poisk';

/** The longest query kept in the URL: a pasted novel is cut, not refused. */
export const MAX_QUERY_LENGTH = 100;

/** The `/poisk` route's search params, as strings: the filter params keep their catalogue spelling. */
export interface SearchPageParams {
  q?: string;
  bez?: string;
  postnoe?: string;
  vegetarianskoe?: string;
  kkal?: string;
}

const FILTER_KEYS = ['bez', 'postnoe', 'vegetarianskoe', 'kkal'] as const;

/** Keeps the query and the filter params (as text: a router may have parsed `1` into a number); drops the rest. */
export function validateSearchPageParams(search: Record<string, unknown>): SearchPageParams {
  const params: SearchPageParams = {};
  if (typeof search.q === 'string' && search.q.trim() !== '') params.q = search.q.slice(0, MAX_QUERY_LENGTH);
  for (const key of FILTER_KEYS) {
    const value = search[key];
    if (typeof value === 'string' || typeof value === 'number') params[key] = String(value).slice(0, 200);
  }
  return params;
}
