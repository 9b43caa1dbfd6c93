export { FavoritesModal } from './FavoritesModal';
export { FavoritesButton, FavoriteToggle, HeartIcon } from './FavoriteToggle';
export { FavoritesStoreProvider, useFavorites } from './favorites.context';
