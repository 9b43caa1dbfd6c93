import { rootRouteId, useRouteContext } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { NO_FILTERS } from '../../domain/catalog/product-filters';
import type { ProductsAllAnswer } from '../../domain/contract/api';
import { catalogueOf, PANEL_LIMIT, type SearchView, searchView } from './engine';

/**
 * The header's results for `query`, computed in the browser at every keystroke
 * (no debounce: a keystroke costs well under a millisecond over the shop's
 * catalogue) from the catalogue the page reads through its API — the service
 * worker's copy offline. `null` while the catalogue loads.
 */
export function useSearchView(query: string): { view: SearchView | null; failed: boolean } {
  const { api } = useRouteContext({ from: rootRouteId });
  const [catalogue, setCatalogue] = useState<ProductsAllAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    catalogueOf(api).then(
      (answer) => current && setCatalogue(answer),
      (error: unknown) => {
        console.warn('[search] the catalogue could not be read', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [api]);
  const view = useMemo(
    () => (catalogue ? searchView(catalogue, query, NO_FILTERS, PANEL_LIMIT) : null),
    [catalogue, query],
  );
  return { view, failed };
}
