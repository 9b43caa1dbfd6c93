import {
  type Context,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { type Snapshot, useSnapshot } from 'valtio';
import { proxy, snapshot, subscribe } from 'valtio/vanilla';
import type { PersistBinding } from '../platform/persisted-store';
import { loadOnce } from './load-once';

export interface PersistedStore<S, A> {
  state: S;
  actions: A;
  /** `loaded` turns true once the device's stored copy has been read (or found missing). */
  meta: { loaded: boolean };
  /** The fresh default state, frozen: what the server rendered, so what a hydrating component must render. */
  initial: Snapshot<S>;
}

export type StoreBinding<S extends object, T> = Omit<PersistBinding<S, T>, 'state'>;

/** One stored slice of a store with its data type hidden, so a store may keep several (see `storeSlices`). */
export interface StoreSlice<S extends object> {
  bind(state: S): { ready: Promise<void>; stop: () => void };
}

/** A store kept in more than one record (the cart: its lines, and the checkout draft apart from them). */
export interface StoreSlices<S extends object> {
  slices: readonly StoreSlice<S>[];
}

/**
 * The IndexedDB and other-tabs machinery (persistStore, idb-keyval) is only needed once a store is bound, after
 * hydration, so it comes then, like the bindings' schemas, and not with the first page's script.
 */
const loadPersistStore = loadOnce(() => import('../platform/persisted-store').then((module) => module.persistStore));

export function storeSlice<S extends object, T>(binding: StoreBinding<S, T>): StoreSlice<S> {
  return {
    bind: (state) => {
      let stopped = false;
      let stopBound = () => {};
      const ready = loadPersistStore().then((persistStore) => {
        if (stopped) return;
        const bound = persistStore({ state, ...binding });
        stopBound = bound.stop;
        return bound.ready;
      });
      return {
        ready,
        stop: () => {
          stopped = true;
          stopBound();
        },
      };
    },
  };
}

export interface PersistedStoreDefinition<S extends object, A, T> {
  name: string;
  create: () => { state: S; actions: A };
  /**
   * How the store is kept, loaded on demand: the schemas that check stored data
   * are only needed after hydration, so they stay out of the first page's JavaScript.
   */
  loadBinding: () => Promise<StoreBinding<S, T> | StoreSlices<S>>;
  context: Context<PersistedStore<S, A> | null>;
}

/**
 * Describes a Valtio store that lives once per app instance (in React context,
 * never in module scope, so server renders share nothing) and is kept in
 * IndexedDB and in step with other tabs.
 */
export function definePersistedStore<S extends object, A, T>(
  options: Omit<PersistedStoreDefinition<S, A, T>, 'context'>,
): PersistedStoreDefinition<S, A, T> {
  return { ...options, context: createContext<PersistedStore<S, A> | null>(null) };
}

/**
 * Creates the store for this app instance. The server renders with the fresh
 * default state; the browser reads the stored copy after hydration, so server
 * HTML and the first client render agree.
 */
export function PersistedStoreProvider<S extends object, A, T>({
  definition,
  children,
}: {
  definition: PersistedStoreDefinition<S, A, T>;
  children: ReactNode;
}) {
  const [store] = useState<PersistedStore<S, A>>(() => {
    const created = definition.create();
    return { ...created, initial: snapshot(created.state), meta: proxy({ loaded: false }) };
  });
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    // Both fetched at once: the binding's code and the machinery that binds it.
    Promise.all([definition.loadBinding(), loadPersistStore()])
      .then(([loaded]) => {
        if (cancelled) return;
        const slices = 'slices' in loaded ? loaded.slices : [storeSlice(loaded)];
        const bound = slices.map((slice) => slice.bind(store.state));
        stop = () => {
          for (const each of bound) each.stop();
        };
        return Promise.all(bound.map((each) => each.ready));
      })
      .catch((error: unknown) =>
        console.warn(`[persistence] ${definition.name} store is not kept on this device`, error),
      )
      .finally(() => {
        if (!cancelled) store.meta.loaded = true;
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [store, definition]);
  const StoreContext = definition.context;
  return <StoreContext value={store}>{children}</StoreContext>;
}

/**
 * Resolves once the store holds the device's stored copy: work that must act on it (emptying the cart of a paid
 * order) waits for it here rather than in a component, which may be gone by then.
 */
export function whenLoaded(store: Pick<PersistedStore<object, unknown>, 'meta'>): Promise<void> {
  if (store.meta.loaded) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = subscribe(store.meta, () => {
      if (!store.meta.loaded) return;
      stop();
      resolve();
    });
  });
}

export function usePersistedStore<S extends object, A, T>(
  definition: PersistedStoreDefinition<S, A, T>,
): PersistedStore<S, A> {
  const store = useContext(definition.context);
  if (store === null) throw new Error(`${definition.name} store used outside its provider`);
  return store;
}

const subscribeToNothing = () => () => {};

/**
 * False while React hydrates the server's HTML, true afterwards and in any
 * component first mounted later. React renders the server value during
 * hydration and re-renders with the client value right after, so a component
 * can show device state without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

export interface PersistedStoreView<S extends object, A> {
  state: S;
  actions: A;
  snapshot: Snapshot<S>;
  /** The device's stored copy has been read and this component may show it. */
  loaded: boolean;
}

/**
 * The store as a component may render it: the default state while the
 * component hydrates (the server cannot know this device, and React keeps the
 * server's attributes on a mismatch, so a heart would show one thing and do
 * another), the live state from then on.
 */
export function usePersistedSnapshot<S extends object, A, T>(
  definition: PersistedStoreDefinition<S, A, T>,
): PersistedStoreView<S, A> {
  const store = usePersistedStore(definition);
  const live = useSnapshot(store.state);
  const meta = useSnapshot(store.meta);
  const hydrated = useHydrated();
  return {
    state: store.state,
    actions: store.actions,
    snapshot: hydrated ? live : store.initial,
    loaded: hydrated && meta.loaded,
  };
}
