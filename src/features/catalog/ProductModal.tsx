import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { Suspense, useLayoutEffect, useRef } from 'react';
import type { Product } from '../../domain/contract/catalog';
import { formatWeight } from '../../domain/digits';
import { lazyPart } from '../../shared/lazy-part';
import { Picture } from '../../shared/Picture';
import { Price } from '../../shared/Price';
import { AddToCart } from '../cart';
import { FavoriteToggle } from '../favorites';
import { StarRating } from '../ratings';
import { favoriteOf } from './catalog';

/**
 * The dialog the server's HTML opened (a deep link), taken before hydration adopts it: that one is already on the
 * screen, where a dialog React creates for a tap is not. Told by identity, not by a hydration flag in state: an
 * update reaching the food facts' Suspense boundary while it still hydrates makes React drop its server HTML.
 */
const SERVER_DIALOG = typeof document === 'undefined' ? null : document.querySelector('dialog.product-modal');

// Below the composition, so not in the home page's first load (its JS budget): its own small chunk,
// rendered on the server for a deep link and fetched in the browser when a modal first opens.
const FoodFacts = lazyPart(() => import('./FoodFacts').then((module) => module.FoodFacts));

/**
 * The product modal (`?pirog=<id>`). Rendered open on the server for a cold
 * deep link, then promoted to a modal dialog (focus trap, Escape) in the browser.
 * Closing goes back in history when the modal was opened inside the app,
 * otherwise it drops the parameter in place; with `onClose` (the kiosk, which
 * keeps its own screens) it only calls that, also once the product is added to
 * the cart, and shows no favorite or rating, since a kiosk customer keeps nothing.
 */
export function ProductModal({ product, onClose }: { product: Product; onClose?: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const router = useRouter();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();

  const close = () => {
    if (onClose) onClose();
    else if (canGoBack) router.history.back();
    else
      void navigate({
        to: '.',
        search: (previous) => ({ ...previous, pirog: undefined }),
        replace: true,
        resetScroll: false,
      });
  };

  // The effect runs once, on mount; it reads the close of that render.
  const closeOnMount = useRef(close);

  // A layout effect: the dialog is modal in the same task that puts it on the page, so an Escape pressed as soon as
  // it shows closes it (a merely `open` dialog ignores Escape, and a passive effect may run a frame later).
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Closed by its own form (below) before this code arrived: the shopper's tap is honoured, not undone.
    if (!element.open) {
      closeOnMount.current();
      return;
    }
    const makeModal = () => {
      if (!element.isConnected || !element.open || element.matches(':modal')) return;
      element.close();
      element.showModal();
    };
    if (element === SERVER_DIALOG) {
      // Turning the page beneath inert restyles all of it (10–13 ms on a desktop, four times that on a phone); the
      // server's dialog already shows, so that waits for the next task instead of lengthening hydration's.
      const timer = setTimeout(makeModal, 0);
      return () => {
        clearTimeout(timer);
        opener?.focus();
      };
    }
    makeModal();
    return () => opener?.focus();
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop mirrors Escape, which the dialog's cancel event handles.
    <dialog
      ref={dialog}
      className="product-modal"
      aria-labelledby="product-modal-title"
      open
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="product-modal__content">
        {/* A dialog form closes the server's dialog by itself, so a tap before the page's code has come is not
            lost; once the code is here the button closes through the router instead. */}
        <form method="dialog" className="product-modal__close-form">
          <button
            type="submit"
            className="product-modal__close icon-button"
            onClick={(event) => {
              event.preventDefault();
              close();
            }}
            aria-label="Закрыть"
          >
            ×
          </button>
        </form>
        <Picture
          picture={product.image}
          sizes="(max-width: 700px) 100vw, 560px"
          className="product-modal__picture"
          load="lcp"
        />
        <div className="product-modal__info">
          <h2 id="product-modal-title">{product.title}</h2>
          <p className="product-modal__weight">{formatWeight(product.weight, product.unit)}</p>
          <p className="product-modal__description">{product.description}</p>
          <h3 className="product-modal__subtitle">Состав</h3>
          <p className="product-modal__composition">{product.composition}</p>
          <Suspense fallback={null}>
            <FoodFacts product={product} />
          </Suspense>
          {/* On a phone a bar stuck to the modal's bottom, so the price and «В корзину» are never below the fold. */}
          <div className="product-modal__buy">
            <p className="product-modal__price">
              <Price product={product} />
            </p>
            <div className="product-modal__actions">
              <AddToCart product={product} onAdded={onClose} />
              {!onClose && <FavoriteToggle product={favoriteOf(product)} />}
            </div>
          </div>
          {!onClose && <StarRating productId={product._id} summary={product.rating} />}
        </div>
      </div>
    </dialog>
  );
}
