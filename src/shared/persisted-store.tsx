import { type Context, createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { proxy } from 'valtio/vanilla';
import { type PersistBinding, persistStore } from '../platform/persisted-store';

export interface PersistedStore<S, A> {
  state: S;
  actions: A;
  /** `loaded` turns true once the device's stored copy has been read (or found missing). */
  meta: { loaded: boolean };
}

export type StoreBinding<S extends object, T> = Omit<PersistBinding<S, T>, 'state'>;

export interface PersistedStoreDefinition<S extends object, A, T> {
  name: string;
  create: () => { state: S; actions: A };
  /**
   * How the store is kept, loaded on demand: the schemas that check stored data
   * are only needed after hydration, so they stay out of the first page's JavaScript.
   */
  loadBinding: () => Promise<StoreBinding<S, T>>;
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
  const [store] = useState<PersistedStore<S, A>>(() => ({ ...definition.create(), meta: proxy({ loaded: false }) }));
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    definition
      .loadBinding()
      .then((binding) => {
        if (cancelled) return;
        const persisted = persistStore({ state: store.state, ...binding });
        stop = persisted.stop;
        return persisted.ready;
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

export function usePersistedStore<S extends object, A, T>(
  definition: PersistedStoreDefinition<S, A, T>,
): PersistedStore<S, A> {
  const store = useContext(definition.context);
  if (store === null) throw new Error(`${definition.name} store used outside its provider`);
  return store;
}
