import type { OrderView } from '../../domain/contract/checkout';
import { addKopecks, differenceOrZero, type Kopecks, ZERO_KOPECKS } from '../../domain/money';

type Line = Pick<OrderView['lines'][number], 'sum' | 'total' | 'discountedUnits'>;

/** What a line's own discount gave, or the promotion's part of it; `kind` null when the line was not discounted. */
export function lineDiscount(line: Line): { kind: 'promo' | 'own' | null; amount: Kopecks } {
  const amount = differenceOrZero(line.sum, line.total);
  if (amount === 0 || line.discountedUnits === null) return { kind: null, amount };
  return { kind: line.discountedUnits > 0 ? 'promo' : 'own', amount };
}

/** An order's discount, split into the promotion's part and the lines' own percents. */
export interface OrderDiscounts {
  /** On its own row, under the promotion's name. */
  promo: Kopecks;
  /** The lines' own percents together; each line also shows its own. */
  own: Kopecks;
  /** False for an order placed before its lines kept which units the promotion priced: then one row, as before. */
  known: boolean;
}

/**
 * Which part of an order's discount is the promotion's and which the lines'
 * own percents: the engine gives a promotion's lines the promotion's price
 * only (their own percent drops), so each discounted line is one or the other.
 */
export function orderDiscounts(lines: readonly Line[]): OrderDiscounts {
  if (lines.some((line) => line.discountedUnits === null)) {
    return { promo: ZERO_KOPECKS, own: ZERO_KOPECKS, known: false };
  }
  let promo = ZERO_KOPECKS;
  let own = ZERO_KOPECKS;
  for (const line of lines) {
    const { kind, amount } = lineDiscount(line);
    if (kind === 'promo') promo = addKopecks(promo, amount);
    if (kind === 'own') own = addKopecks(own, amount);
  }
  return { promo, own, known: true };
}
