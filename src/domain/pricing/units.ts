import { applyKeptPpm, differenceOrZero, type Kopecks, minKopecks } from '../money';
import type { NormalizedCart, UnitDiscount } from './types';

/** Rule 4: the price of one discounted unit, rounded per unit. */
export function discountedUnitPrice(price: Kopecks, discount: UnitDiscount): Kopecks {
  switch (discount.kind) {
    // A "fixed price" above the regular price must not make the unit dearer.
    case 'fixedPrice':
      return minKopecks(price, discount.price);
    // Taking off more than the unit costs makes it free, never negative.
    case 'amountOff':
      return differenceOrZero(price, discount.amount);
    case 'percentOff':
      return applyKeptPpm(price, discount.keptPpm);
  }
}

/** N of rule 3 applied to U units: how many of them get the promo price. */
export function discountedUnitQuota(promoUnits: number, every: number): number {
  return Math.floor(promoUnits / every);
}

/**
 * Rule 3: hands out `quota` discounted units to the promo's lines, cheapest
 * units first and, between equal prices, in cart order. All units of a line
 * share a price, so walking lines in price order is the same as expanding the
 * cart into single units and sorting them, without allocating a unit each.
 * Returns the number of discounted units per cart line.
 */
export function allocateDiscountedUnits(cart: NormalizedCart, isPromoLine: boolean[], quota: number): number[] {
  const discounted: number[] = cart.lines.map(() => 0);
  let left = quota;
  for (const index of cart.byPrice) {
    if (left === 0) break;
    const line = cart.lines[index];
    if (line === undefined || isPromoLine[index] !== true) continue;
    const take = Math.min(left, line.count);
    discounted[index] = take;
    left -= take;
  }
  return discounted;
}
