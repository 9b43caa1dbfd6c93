import { useSnapshot } from 'valtio';
import type { FavoriteItem } from '../../domain/contract/storage';
import { useFavorites } from './favorites.context';
import { isFavorite } from './favorites.store';

export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className="heart-icon">
      <path
        d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The heart on a product: adds it to favorites or takes it out. */
export function FavoriteToggle({ product }: { product: FavoriteItem }) {
  const { state, actions } = useFavorites();
  const snapshot = useSnapshot(state);
  const active = isFavorite(snapshot, product._id);
  return (
    <button
      type="button"
      className="icon-button favorite-toggle"
      aria-pressed={active}
      aria-label={active ? `Убрать «${product.title}» из избранного` : `Добавить «${product.title}» в избранное`}
      onClick={() => actions.toggle(product)}
    >
      <HeartIcon filled={active} />
    </button>
  );
}

/** Opens the favorites modal; the heart is hollow while favorites are empty (SPEC §2). */
export function FavoritesButton({ className = 'top-nav__item' }: { className?: string }) {
  const { state } = useFavorites();
  const snapshot = useSnapshot(state);
  const count = snapshot.favorites.length;
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() => {
        state.open = true;
      }}
    >
      <HeartIcon filled={count > 0} />
      <span>Избранное</span>
      {count > 0 && <span className="visually-hidden">, товаров: {count}</span>}
    </button>
  );
}
