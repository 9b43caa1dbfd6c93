import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { persistStore } from '../../platform/persisted-store';
import { createTrackedOrdersState, type TrackedOrdersState, trackedOrdersBinding } from './tracked-orders';

export interface TrackedOrders {
  state: TrackedOrdersState;
  /** Turns true once the device's stored copy was read (or found missing). */
  loaded: boolean;
}

/**
 * The device's remembered orders for one page (made once per page, never in
 * module scope, so server renders share nothing): read from IndexedDB after
 * hydration and kept in step with other tabs.
 */
export function useTrackedOrders(): TrackedOrders {
  const [state] = useState(createTrackedOrdersState);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const binding = persistStore({ state, ...trackedOrdersBinding });
    let live = true;
    void binding.ready.then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
      binding.stop();
    };
  }, [state]);
  // One object while nothing changes, so what depends on it (a page's reads, its timers) is not redone each render.
  return useMemo(() => ({ state, loaded }), [state, loaded]);
}

export const useTrackedSnapshot = (tracked: TrackedOrders) => useSnapshot(tracked.state);
