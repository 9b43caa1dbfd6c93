import { Link } from '@tanstack/react-router';
import type { Product } from '../../domain/contract/catalog';
import { formatWeight } from '../../shared/format';
import { Picture } from '../../shared/Picture';
import { Price } from '../../shared/Price';
import { AddToCart } from '../cart';
import { FavoriteToggle } from '../favorites';
import { favoriteOf } from './catalog';

interface Props {
  product: Product;
  /** The first cards of the page load eagerly: they are the largest content above the fold. */
  eager?: boolean;
  /**
   * Opens the product in place instead of the `?pirog=` link (the kiosk, which
   * keeps its own screens); such a card has no favorite toggle either, since a
   * kiosk customer keeps nothing.
   */
  onOpen?: (product: Product) => void;
}

const CARD_SIZES = '(max-width: 600px) 50vw, (max-width: 1200px) 33vw, 300px';

/** A product in a listing; its title opens the product modal (`?pirog=`) over the home page, or `onOpen`. */
export function ProductCard({ product, eager = false, onOpen }: Props) {
  const picture = <Picture picture={product.image} sizes={CARD_SIZES} load={eager ? 'eager' : 'lazy'} />;
  return (
    <article className="product-card" data-product-id={product._id}>
      {onOpen ? (
        // The title's button is the one the keyboard and screen readers use; the picture is a bigger touch target.
        <button
          type="button"
          className="product-card__media"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => onOpen(product)}
        >
          {picture}
        </button>
      ) : (
        <Link
          to="/"
          search={{ pirog: product._id }}
          className="product-card__media"
          tabIndex={-1}
          aria-hidden="true"
          resetScroll={false}
        >
          {picture}
        </Link>
      )}
      <div className="product-card__body">
        <h3 className="product-card__title">
          {onOpen ? (
            <button type="button" className="product-card__open" onClick={() => onOpen(product)}>
              {product.title}
            </button>
          ) : (
            <Link to="/" search={{ pirog: product._id }} resetScroll={false}>
              {product.title}
            </Link>
          )}
        </h3>
        <p className="product-card__weight">{formatWeight(product.weight, product.unit)}</p>
        <p className="product-card__price">
          <Price product={product} />
        </p>
        <AddToCart product={product} compact />
      </div>
      {!onOpen && (
        <div className="product-card__favorite">
          <FavoriteToggle product={favoriteOf(product)} />
        </div>
      )}
    </article>
  );
}
