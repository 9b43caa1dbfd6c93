import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { definePersistedStore, PersistedStoreProvider, usePersistedStore } from '../../shared/persisted-store';
import { notify } from '../toasts';
import { cartUnits, createCartActions, createCartState } from './cart.store';

const cartStore = definePersistedStore({
  name: 'Cart',
  create: () => {
    const state = createCartState();
    return { state, actions: createCartActions(state, notify) };
  },
  loadBinding: () => import('./cart.persist').then((module) => module.cartBinding),
});

export function CartStoreProvider({ children }: { children: ReactNode }) {
  return <PersistedStoreProvider definition={cartStore}>{children}</PersistedStoreProvider>;
}

export const useCart = () => usePersistedStore(cartStore);

/**
 * Units for the badges. Until the device's cart is read, the count remembered in
 * a cookie (`initialUnits`, which the server rendered too) stands in, so the badge
 * neither flashes empty nor disagrees with the server's HTML.
 */
export function useCartUnits(initialUnits: number): number {
  const { state, meta } = useCart();
  const cart = useSnapshot(state);
  const { loaded } = useSnapshot(meta);
  return loaded ? cartUnits(cart.cartData) : initialUnits;
}
