import type { Kopecks } from '../money';
import { priceCart } from './price-cart';

/** Price of one unit after the product's own discount, by the same engine the cart and server use. */
export function discountedUnitCost(product: { cost: Kopecks; discount: number }): Kopecks {
  const items = [{ _id: 'unit', title: '', count: 1, cost: product.cost, discount: product.discount }];
  return priceCart({ items, promo: null, now: new Date(0) }).total;
}
