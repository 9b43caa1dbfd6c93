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
}

/** A product in a listing; its title opens the product modal (`?pirog=`) over the home page. */
export function ProductCard({ product, eager = false }: Props) {
  return (
    <article className="product-card" data-product-id={product._id}>
      <Link
        to="/"
        search={{ pirog: product._id }}
        className="product-card__media"
        tabIndex={-1}
        aria-hidden="true"
        resetScroll={false}
      >
        <Picture
          picture={product.image}
          sizes="(max-width: 600px) 50vw, (max-width: 1200px) 33vw, 300px"
          eager={eager}
        />
      </Link>
      <div className="product-card__body">
        <h3 className="product-card__title">
          <Link to="/" search={{ pirog: product._id }} resetScroll={false}>
            {product.title}
          </Link>
        </h3>
        <p className="product-card__weight">{formatWeight(product.weight, product.unit)}</p>
        <p className="product-card__price">
          <Price product={product} />
        </p>
        <AddToCart product={product} compact />
      </div>
      <div className="product-card__favorite">
        <FavoriteToggle product={favoriteOf(product)} />
      </div>
    </article>
  );
}
