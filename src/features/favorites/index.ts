export { FavoritesModal } from './FavoritesModal';
export { FavoritesButton, FavoriteToggle } from './FavoriteToggle';
export { FavoritesStoreProvider, useFavorites } from './favorites.context';
