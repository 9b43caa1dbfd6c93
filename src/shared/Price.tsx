import { formatMoney, type Kopecks } from '../domain/money';
import { discountedUnitCost } from '../domain/pricing/index';

/**
 * The one way a product's unit price is shown (cards, product modal, favorites):
 * the price after the product's own discount, the old price and the percent.
 */
export function Price({ product }: { product: { cost: Kopecks; discount: number } }) {
  if (product.discount <= 0) return <span className="price">{formatMoney(product.cost)}</span>;
  return (
    <span className="price price--discounted">
      <span className="price__current">{formatMoney(discountedUnitCost(product))}</span>{' '}
      <span className="visually-hidden">без скидки</span>
      <s className="price__old">{formatMoney(product.cost)}</s>{' '}
      <span className="price__badge">−{product.discount}%</span>
    </span>
  );
}
