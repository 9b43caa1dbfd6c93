import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { OrderView } from '../../domain/contract/checkout';
import { loadOnce } from '../../shared/load-once';
import { storeSlice } from '../../shared/persisted-store';
import { createTrackedOrdersState, type TrackedOrdersState } from './tracked-orders';

type Codec = typeof import('./tracked-orders.codec');

/** The schemas come after hydration: the order page's first script carries neither zod nor the order contract. */
const loadCodec = loadOnce((): Promise<Codec> => import('./tracked-orders.codec'));

export interface TrackedOrders {
  state: TrackedOrdersState;
  /** Turns true once the device's stored copy was read (or found missing). */
  loaded: boolean;
  /** Keeps the view just read from the server (once the schemas have come; the order of calls is kept). */
  remember: (view: OrderView, checkedAt: number) => void;
  /** A stored order's view, decoded; null until `loaded`, or should it no longer fit the contract. */
  viewOf: (order: { readonly view: unknown }) => OrderView | null;
}

/**
 * The device's remembered orders for one page (made once per page, never in
 * module scope, so server renders share nothing): read from IndexedDB after
 * hydration and kept in step with other tabs.
 */
export function useTrackedOrders(): TrackedOrders {
  const [state] = useState(createTrackedOrdersState);
  const [codec, setCodec] = useState<Codec | null>(null);
  useEffect(() => {
    let live = true;
    let stop = () => {};
    void loadCodec()
      .then((loaded) => {
        if (!live) return;
        const bound = storeSlice(loaded.trackedOrdersBinding).bind(state);
        stop = bound.stop;
        return bound.ready.then(() => {
          if (live) setCodec(loaded);
        });
      })
      .catch((error: unknown) => console.warn('[orders] the orders this device knows are not kept', error));
    return () => {
      live = false;
      stop();
    };
  }, [state]);
  // The same function for the page's life: a live order's reads depend on it and must not start again.
  const remember = useMemo(
    () => (view: OrderView, checkedAt: number) =>
      void loadCodec().then((module) => module.rememberOrder(state, view, checkedAt)),
    [state],
  );
  // One object while nothing changes, so what depends on it (a page's reads, its timers) is not redone each render.
  return useMemo(
    () => ({ state, loaded: codec !== null, remember, viewOf: (order) => codec?.storedView(order) ?? null }),
    [state, codec, remember],
  );
}

export const useTrackedSnapshot = (tracked: TrackedOrders) => useSnapshot(tracked.state);
