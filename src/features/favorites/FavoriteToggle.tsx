import type { FavoriteItem } from '../../domain/contract/storage';
import { HeartIcon } from '../../shared/HeartIcon';
import { useFavoritesView } from './favorites.context';
import { isFavorite } from './favorites.store';

/**
 * The heart on a product: adds it to favorites or takes it out. Its heart is drawn by CSS
 * (`.favorite-toggle::before`) from `aria-pressed`: no SVG elements on each of the home page's many cards.
 */
export function FavoriteToggle({ product, className }: { product: FavoriteItem; className?: string }) {
  const { snapshot, actions } = useFavoritesView();
  const active = isFavorite(snapshot, product._id);
  return (
    <button
      type="button"
      className={className ? `icon-button favorite-toggle ${className}` : 'icon-button favorite-toggle'}
      aria-pressed={active}
      aria-label={active ? `Убрать «${product.title}» из избранного` : `Добавить «${product.title}» в избранное`}
      onClick={() => actions.toggle(product)}
    />
  );
}

/** Opens the favorites modal; the heart is hollow while favorites are empty (SPEC §2). */
export function FavoritesButton({ className = 'top-nav__item' }: { className?: string }) {
  const { state, snapshot } = useFavoritesView();
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
