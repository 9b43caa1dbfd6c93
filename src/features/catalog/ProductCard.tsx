import { Link } from '@tanstack/react-router';
import { formatWeight } from '../../domain/digits';
import { Picture } from '../../shared/Picture';
import { Price } from '../../shared/Price';
import { AddToCart } from '../cart';
import { FavoriteToggle } from '../favorites';
import { favoriteOf, productModalLink } from './catalog';
import type { ListedProduct } from './listed-product';

interface Props<P extends ListedProduct> {
  product: P;
  /** The first cards of the page load eagerly: they are the largest content above the fold. */
  eager?: boolean;
  /**
   * Opens the product in place instead of the `?pirog=` link (the kiosk, which
   * keeps its own screens); such a card has no favorite toggle either, since a
   * kiosk customer keeps nothing.
   */
  onOpen?: (product: NoInfer<P>) => void;
  /**
   * The modal opens over this page (the search page and panel: closing it comes back to the results) instead of
   * over the home page. Never on a listing route, which shows no modal.
   */
  modalHere?: boolean;
}

const CARD_SIZES = '(max-width: 600px) 50vw, (max-width: 1200px) 33vw, 300px';

/**
 * A product in a listing; its title opens the product modal (`?pirog=`) over the home page, or `onOpen`.
 * The title's link also covers the picture (`.product-card__link::before`) instead of a second link around
 * it: the home page lists some sixty cards, and every element of a card counts sixty times.
 */
export function ProductCard<P extends ListedProduct>({ product, eager = false, onOpen, modalHere = false }: Props<P>) {
  return (
    <article className="product-card" data-product-id={product._id}>
      <Picture
        picture={product.image}
        sizes={CARD_SIZES}
        load={eager ? 'eager' : 'lazy'}
        className="product-card__media"
      />
      <div className="product-card__body">
        <h3 className="product-card__title">
          {onOpen ? (
            <button type="button" className="product-card__link product-card__open" onClick={() => onOpen(product)}>
              {product.title}
            </button>
          ) : (
            <ProductLink productId={product._id} page={modalHere ? '.' : undefined}>
              {product.title}
            </ProductLink>
          )}
        </h3>
        <p className="product-card__weight">{formatWeight(product.weight, product.unit)}</p>
        <Price product={product} as="p" className="product-card__price" />
        <AddToCart product={product} compact />
      </div>
      {!onOpen && <FavoriteToggle product={favoriteOf(product)} className="product-card__favorite" />}
    </article>
  );
}

function ProductLink({ productId, page, children }: { productId: string; page: string | undefined; children: string }) {
  const { to, search } = productModalLink(productId, page);
  return (
    // `to` is a page of the router or `.`, checked by productModalLink's callers rather than by the route types.
    <Link to={to as '.'} search={search as never} resetScroll={false} className="product-card__link">
      {children}
    </Link>
  );
}
