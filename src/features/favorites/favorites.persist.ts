import type { FavoriteItem } from '../../domain/contract/storage';
import { STORAGE_KEYS } from '../../platform/storage-keys';
import { listSlice } from '../../shared/list-slice';
import type { FavoritesState } from './favorites.store';

export const favoritesBinding = listSlice<'favorites', FavoriteItem, FavoritesState>(
  STORAGE_KEYS.favorites,
  'favorites',
  2,
  () => import('./favorites.schemas').then(({ favoriteSchemas }) => favoriteSchemas),
);
