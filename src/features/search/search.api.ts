import type { ShopReadApi } from '../../domain/contract/api';
import { loadOnce } from '../../shared/load-once';
import type { SearchPageParams } from './search-path';

/**
 * The search code (MiniSearch, the Russian stemmer, the index), loaded the
 * first time it is needed, once: the first page never carries it.
 */
export const loadEngine: () => Promise<typeof import('./engine')> = loadOnce(() => import('./engine'));

/** The `/poisk` page's results (its route loader, on the server and in the browser). */
export async function loadSearchPage(api: ShopReadApi, params: SearchPageParams) {
  return (await loadEngine()).searchPage(api, params);
}

export type { SearchView } from './engine';
