import type { ReactNode } from 'react';
import {
  definePersistedStore,
  PersistedStoreProvider,
  storeSlice,
  usePersistedSnapshot,
  usePersistedStore,
} from '../../shared/persisted-store';
import { notify } from '../toasts';
import { cartUnits, createCartActions, createCartState } from './cart.store';

const cartStore = definePersistedStore({
  name: 'Cart',
  create: () => {
    const state = createCartState();
    return { state, actions: createCartActions(state, notify) };
  },
  loadBinding: () =>
    import('./cart.persist').then((module) => ({
      slices: [storeSlice(module.cartBinding), storeSlice(module.checkoutDraftBinding)],
    })),
});

export function CartStoreProvider({ children }: { children: ReactNode }) {
  return <PersistedStoreProvider definition={cartStore}>{children}</PersistedStoreProvider>;
}

export const useCart = () => usePersistedStore(cartStore);
/** The store as a component renders it: the server's default while hydrating, then the device's. */
export const useCartView = () => usePersistedSnapshot(cartStore);

/**
 * Units for the badges. Until the device's cart is read, the count remembered in
 * a cookie (`initialUnits`, which the server rendered too) stands in, so the badge
 * neither flashes empty nor disagrees with the server's HTML.
 */
export function useCartUnits(initialUnits: number): number {
  const { snapshot, loaded } = useCartView();
  return loaded ? cartUnits(snapshot.cartData) : initialUnits;
}
