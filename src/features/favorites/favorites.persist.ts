import { FavoriteItem } from '../../domain/contract/storage';
import { listSlice } from '../../shared/list-slice';
import type { FavoritesState } from './favorites.store';

export const favoritesBinding = listSlice<'favorites', FavoriteItem, FavoritesState>(
  'favorites',
  'favorites',
  FavoriteItem,
);
