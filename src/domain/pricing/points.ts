import { type Kopecks, kopecks, minKopecks, subtractKopecks } from '../money';
import type { PricedCart } from './types';

/** Why a spend is refused or not offered: points replace the lines' own percents and are worth less than them. */
export const POINTS_COST_MORE = 'Баллы не суммируются со скидкой на товары — с баллами выйдет дороже';
/** A promotion applies, so points are not spent (SPEC §9: never together). */
export const PROMOTION_INSTEAD_OF_POINTS = 'Действует акция — баллы не списываются';

/**
 * What spending points would do to a cart, read from the cart priced without
 * them. SPEC §9 rule 6: points are not spent when a promotion applies, and
 * otherwise they take the place of the lines' own discount percents, so a
 * spend makes the order cheaper only when it is worth more than those percents.
 */
export interface PointsEffect {
  /** A promotion applies (even one that discounted nothing): points are not spent at all. */
  promoApplies: boolean;
  /** The goods at full price. */
  sum: Kopecks;
  /** The goods' total without points: after the promotion or the lines' own percents. */
  without: Kopecks;
}

/** The effect of points on a cart the engine priced with none. */
export function pointsEffect(withoutPoints: PricedCart): PointsEffect {
  return {
    promoApplies: withoutPoints.promoApplied !== null,
    sum: withoutPoints.sum,
    without: withoutPoints.total,
  };
}

/** The goods' total with `points` spent (one point is one kopeck), as `priceCart` finds it. */
export function totalWithPoints(effect: PointsEffect, points: number): Kopecks {
  if (effect.promoApplies || points <= 0) return effect.without;
  return subtractKopecks(effect.sum, minKopecks(kopecks(points), effect.sum));
}

/** True when spending `points` makes the goods cheaper than spending none. */
export function pointsLowerTotal(effect: PointsEffect, points: number): boolean {
  return totalWithPoints(effect, points) < effect.without;
}

/**
 * The most points worth spending, up to `cap` (the balance and the rules'
 * share): more points never cost more, so it is `cap` (or the whole sum, if
 * less) when that lowers the total, and 0 when no spend up to `cap` would.
 */
export function pointsWorthSpending(effect: PointsEffect, cap: number): number {
  const most = Math.min(cap, effect.sum);
  return pointsLowerTotal(effect, most) ? most : 0;
}
