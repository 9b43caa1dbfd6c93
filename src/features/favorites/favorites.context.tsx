import type { ReactNode } from 'react';
import {
  definePersistedStore,
  PersistedStoreProvider,
  usePersistedSnapshot,
  usePersistedStore,
} from '../../shared/persisted-store';
import { notify } from '../toasts';
import { createFavoritesActions, createFavoritesState } from './favorites.store';

const favoritesStore = definePersistedStore({
  name: 'Favorites',
  create: () => {
    const state = createFavoritesState();
    return { state, actions: createFavoritesActions(state, notify) };
  },
  loadBinding: () => import('./favorites.persist').then((module) => module.favoritesBinding),
});

export function FavoritesStoreProvider({ children }: { children: ReactNode }) {
  return <PersistedStoreProvider definition={favoritesStore}>{children}</PersistedStoreProvider>;
}

export const useFavorites = () => usePersistedStore(favoritesStore);
/** The store as a component renders it: the server's default while hydrating, then the device's. */
export const useFavoritesView = () => usePersistedSnapshot(favoritesStore);
