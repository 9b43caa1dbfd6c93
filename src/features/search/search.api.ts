import type { ShopReadApi } from '../../domain/contract/api';
import type { SearchPageParams } from './search-path';

/**
 * The search code (MiniSearch, the Russian stemmer, the index), loaded the
 * first time it is needed, once: the first page never carries it.
 */
let engine: Promise<typeof import('./engine')> | null = null;

export function loadEngine(): Promise<typeof import('./engine')> {
  engine ??= import('./engine');
  engine.catch(() => {
    engine = null;
  });
  return engine;
}

/** The `/poisk` page's results (its route loader, on the server and in the browser). */
export async function loadSearchPage(api: ShopReadApi, params: SearchPageParams) {
  return (await loadEngine()).searchPage(api, params);
}

export type { SearchView } from './engine';
