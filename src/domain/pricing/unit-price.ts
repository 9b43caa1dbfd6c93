import { isKopecks, type Kopecks, percentOff } from '../money';
import { PricingInputError } from './errors';
import { isPercent } from './percent';

/**
 * Price of one unit after the product's own discount: what the engine makes of a one-unit line without a promo
 * (its own percent kept as parts per million of the line, rounded half up; unit-price.test.ts holds the two
 * together). Every product card shows it, so it is worked out here rather than by `priceCart`, which would bring
 * the engine and its checks of carts and promos into the first page's script.
 */
export function discountedUnitCost(product: { cost: Kopecks; discount: number }): Kopecks {
  if (!isKopecks(product.cost)) {
    throw new PricingInputError('Цена товара должна быть неотрицательной суммой с точностью до копейки', 'cost');
  }
  if (!isPercent(product.discount)) {
    throw new PricingInputError('Скидка на товар должна быть от 0 до 100 %', 'discount');
  }
  return percentOff(product.cost, product.discount);
}
