import { useCallback, useEffect, useState } from 'react';
import type { Category, Product } from '../../../domain/contract/catalog';
import { endpoints } from '../../../domain/contract/endpoints';
import type { Promo } from '../../../domain/contract/promo';
import { api } from '../../../platform/api-client';

export interface KioskCatalogue {
  status: 'loading' | 'ready' | 'failed';
  products: readonly Product[];
  promos: readonly Promo[];
  /** The categories' titles and order as the back office set them. */
  categories: readonly Category[];
  retry: () => void;
}

const NOTHING: readonly never[] = [];

/**
 * The same catalogue and promotions the shop's pages read (the service worker
 * keeps them for offline use). Promotions that fail to load only lose their
 * discount on screen: the server prices the order anyway.
 */
export function useKioskCatalogue(): KioskCatalogue {
  const [round, setRound] = useState(0);
  const [loaded, setLoaded] = useState<Omit<KioskCatalogue, 'retry'>>({
    status: 'loading',
    products: NOTHING,
    promos: NOTHING,
    categories: NOTHING,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is what «Повторить» changes to load again.
  useEffect(() => {
    const abort = new AbortController();
    const { signal } = abort;
    void Promise.all([
      api(endpoints.productsAll, { signal }),
      api(endpoints.promos, { signal }).then(
        ({ promosData }) => promosData,
        (error: unknown) => {
          console.warn('[kiosk] promotions not loaded', error);
          return [];
        },
      ),
    ]).then(
      ([{ products, categories }, promos]) => {
        if (!signal.aborted) setLoaded({ status: 'ready', products, promos, categories });
      },
      (error: unknown) => {
        if (signal.aborted) return;
        console.warn('[kiosk] the menu could not be loaded', error);
        setLoaded((previous) => ({ ...previous, status: 'failed' }));
      },
    );
    return () => abort.abort();
  }, [round]);
  const retry = useCallback(() => {
    setLoaded((previous) => ({ ...previous, status: 'loading' }));
    setRound((value) => value + 1);
  }, []);
  return { ...loaded, retry };
}
