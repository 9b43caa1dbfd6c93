import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { Picture } from '../../shared/Picture';
import { Price } from '../../shared/Price';
import { AddToCart } from '../cart';
import { useFavorites } from './favorites.context';

/** SPEC §2 favorites modal: the favorite products with add-to-cart and remove. */
export function FavoritesModal() {
  const { state, actions } = useFavorites();
  const snapshot = useSnapshot(state);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (snapshot.open && !element.open) element.showModal();
    if (!snapshot.open && element.open) element.close();
  }, [snapshot.open]);

  const close = () => {
    state.open = false;
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop mirrors Escape, which the dialog handles natively.
    <dialog
      ref={dialog}
      className="favorites-modal"
      aria-labelledby="favorites-title"
      onClose={close}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="favorites-modal__content">
        <header className="favorites-modal__header">
          <h2 id="favorites-title">Избранное</h2>
          <button type="button" className="icon-button" aria-label="Закрыть" onClick={close}>
            ×
          </button>
        </header>
        {snapshot.favorites.length === 0 ? (
          <p className="muted">Здесь появятся пироги, которые вы отметите сердечком.</p>
        ) : (
          <ul className="favorites-modal__list">
            {snapshot.favorites.map((item) => (
              <li key={item._id} className="favorite-line">
                <Picture picture={item.image} sizes="72px" className="favorite-line__picture" />
                <div className="favorite-line__info">
                  <Link to="/" search={{ pirog: item._id }} onClick={close}>
                    {item.title}
                  </Link>
                  <Price product={item} />
                </div>
                <AddToCart product={item} compact />
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Убрать «${item.title}» из избранного`}
                  onClick={() => actions.toggle({ ...item })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </dialog>
  );
}
