import { proxy } from 'valtio/vanilla';
import type { FavoriteItem } from '../../domain/contract/storage';
import { markChanged } from '../../shared/changed-at';
import type { Notifier } from '../toasts';

export interface FavoritesState {
  favorites: FavoriteItem[];
  /** SPEC §3 `openFavorites`: whether the favorites modal is open (not stored). */
  open: boolean;
  changedAt: number;
}

export function createFavoritesState(): FavoritesState {
  return proxy<FavoritesState>({ favorites: [], open: false, changedAt: 0 });
}

export function isFavorite(state: { readonly favorites: readonly { readonly _id: string }[] }, id: string): boolean {
  return state.favorites.some((item) => item._id === id);
}

/** SPEC §4 favorites: one toggle that adds or removes, each with its toast. */
export function createFavoritesActions(state: FavoritesState, notify: Notifier, clock: () => number = Date.now) {
  const touch = () => markChanged(state, clock());
  return {
    toggle(product: FavoriteItem) {
      const index = state.favorites.findIndex((item) => item._id === product._id);
      if (index === -1) {
        state.favorites.push({ ...product });
        notify.success(`${product.title} добавлен в избранное`);
      } else {
        state.favorites.splice(index, 1);
        notify.success(`${product.title} удален из избранного`);
      }
      touch();
    },
  };
}

export type FavoritesActions = ReturnType<typeof createFavoritesActions>;
