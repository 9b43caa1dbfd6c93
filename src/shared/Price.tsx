import { formatMoney, type Kopecks } from '../domain/money';
import { discountedUnitCost } from '../domain/pricing/index';

/**
 * The one way a product's unit price is shown (cards, product modal, favorites):
 * the price after the product's own discount, the old price and the percent.
 */
export function Price({
  product,
  as: Root = 'span',
  className,
}: {
  product: { cost: Kopecks; discount: number };
  /** A paragraph of its own (product cards) needs no wrapper around the price. */
  as?: 'span' | 'p';
  className?: string;
}) {
  const classes = (modifier: string) => ['price', modifier, className].filter(Boolean).join(' ');
  if (product.discount <= 0) return <Root className={classes('')}>{formatMoney(product.cost)}</Root>;
  return (
    <Root className={classes('price--discounted')}>
      <span className="price__current">{formatMoney(discountedUnitCost(product))}</span>{' '}
      <span className="visually-hidden">без скидки</span>
      <s className="price__old">{formatMoney(product.cost)}</s>{' '}
      <span className="price__badge">−{product.discount}%</span>
    </Root>
  );
}
