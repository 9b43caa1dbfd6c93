import { withoutForbiddenChars } from '../../domain/text-chars';
import { routeSearch } from '../../shared/route-search';
import { type FilterSearch, validateFilterSearch } from '../product-filters';

/**
 * What the first page needs of the search page's URL: its path and its params,
 * read with the filter reading the catalogue pages already carry.
 */
export const SEARCH_PATH = '/poisk';

/** The longest query kept in the URL: a pasted novel is cut, not refused. */
export const MAX_QUERY_LENGTH = 100;

/**
 * The `/poisk` route's search params: the query and the catalogue's filter
 * params, spelled as the filter controls spell them (`postnoe=1`, not `"1"`).
 */
export type SearchPageParams = { q?: string } & FilterSearch;

function queryText(value: unknown): string {
  if (typeof value === 'string') return value;
  return value === undefined || value === null ? '' : JSON.stringify(value);
}

/**
 * Keeps the query and the filters the URL asks for (read as the catalogue pages read them); drops the rest.
 * Characters no text field accepts (a NUL, a control character) are taken out of the query, as the search API
 * would refuse them: a hand-made URL still finds what its letters ask for. The router reads a value that looks
 * like JSON as JSON (`?q=42` is the number 42, which a browser's form sends for «42»): it is a query all the same.
 */
export function validateSearchPageParams(search: Record<string, unknown>): SearchPageParams {
  const text = withoutForbiddenChars(queryText(search.q));
  const q = text.trim() !== '' ? text.slice(0, MAX_QUERY_LENGTH) : undefined;
  return routeSearch(['q'], { q, ...validateFilterSearch(search) });
}
