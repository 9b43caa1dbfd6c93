import type { Promo } from '../contract/promo';
import {
  addKopecks,
  applyKeptPpm,
  type Kopecks,
  kopecks,
  minKopecks,
  multiplyKopecks,
  subtractKopecks,
  sumKopecks,
} from '../money';
import { isApplicable, measurePromo } from './applicability';
import type { NormalizedCart, PriceCartInput, PricedCart, PromoRules } from './types';
import { allocateDiscountedUnits, discountedUnitPrice, discountedUnitQuota } from './units';
import { normalizeBonus, normalizeCart, normalizeNow, normalizePromo } from './validate';

/** A priced cart, before it is shaped into lines for the caller. */
export interface Evaluation {
  sum: Kopecks;
  total: Kopecks;
  promoApplied: Promo | null;
  bonusApplied: number;
  lineTotals: Kopecks[];
  discountedUnits: number[];
}

function withLineDiscounts(cart: NormalizedCart): Kopecks[] {
  return cart.lines.map((line) => applyKeptPpm(line.sum, line.keptPpm));
}

function atFullPrice(cart: NormalizedCart): Kopecks[] {
  return cart.lines.map((line) => line.sum);
}

/**
 * Prices an already validated cart. `selectPromo` calls this once per promo,
 * which is why validation and the price ordering of lines live outside it.
 */
export function evaluate(
  cart: NormalizedCart,
  rules: PromoRules | null,
  bonusPoints: number,
  nowMs: number,
): Evaluation {
  const noDiscountedUnits = cart.lines.map(() => 0);

  if (rules !== null) {
    const measure = measurePromo(cart, rules);
    if (isApplicable(cart, rules, measure, nowMs)) {
      const quota = discountedUnitQuota(measure.promoUnits, rules.every);
      if (quota === 0) {
        // Rule 5, last sentence: an applying promo that discounts nothing still
        // switches off line discounts and bonuses (rule 7), so the cart is paid in full.
        const lineTotals = atFullPrice(cart);
        return {
          sum: cart.sum,
          total: cart.sum,
          promoApplied: rules.promo,
          bonusApplied: 0,
          lineTotals,
          discountedUnits: noDiscountedUnits,
        };
      }
      const discountedUnits = allocateDiscountedUnits(cart, measure.isPromoLine, quota);
      const lineTotals = cart.lines.map((line, index) => {
        if (measure.isPromoLine[index] !== true) {
          // Items outside the promo keep their own percent, rounded per line.
          return applyKeptPpm(line.sum, line.keptPpm);
        }
        // Promo items ignore their own percent: discounted units at the promo
        // price (rounded per unit), the rest at full price.
        const discounted = discountedUnits[index] ?? 0;
        const unitPrice = discountedUnitPrice(line.cost, rules.discount);
        return addKopecks(multiplyKopecks(line.cost, line.count - discounted), multiplyKopecks(unitPrice, discounted));
      });
      return {
        sum: cart.sum,
        total: sumKopecks(lineTotals),
        promoApplied: rules.promo,
        bonusApplied: 0,
        lineTotals,
        discountedUnits,
      };
    }
  }

  if (bonusPoints > 0) {
    // Rule 6: bonus replaces line discounts. One point is one kopeck, and only
    // as many points are taken as the cart costs, so the total never goes below 0.
    const bonusApplied = minKopecks(kopecks(bonusPoints), cart.sum);
    return {
      sum: cart.sum,
      total: subtractKopecks(cart.sum, bonusApplied),
      promoApplied: null,
      bonusApplied,
      lineTotals: atFullPrice(cart),
      discountedUnits: noDiscountedUnits,
    };
  }

  const lineTotals = withLineDiscounts(cart);
  return {
    sum: cart.sum,
    total: sumKopecks(lineTotals),
    promoApplied: null,
    bonusApplied: 0,
    lineTotals,
    discountedUnits: noDiscountedUnits,
  };
}

/**
 * The total alone for one promo, or null when the promo does not apply: what
 * `selectPromo` needs for each of dozens of promos. It starts from the cart
 * priced with line discounts (`baseline`) and swaps the promo lines for their
 * promo price, instead of building every line again; the property tests check
 * it agrees with `evaluate`.
 */
export function applicablePromoTotal(
  cart: NormalizedCart,
  rules: PromoRules,
  nowMs: number,
  baseline: Evaluation,
): Kopecks | null {
  const measure = measurePromo(cart, rules);
  if (!isApplicable(cart, rules, measure, nowMs)) return null;
  let left = discountedUnitQuota(measure.promoUnits, rules.every);
  if (left === 0) return cart.sum;
  let total = baseline.total;
  cart.lines.forEach((line, index) => {
    // Promo lines lose their own percent…
    if (measure.isPromoLine[index] === true) {
      total = addKopecks(total, subtractKopecks(line.sum, baseline.lineTotals[index] ?? line.sum));
    }
  });
  for (const index of cart.byPrice) {
    if (left === 0) break;
    const line = cart.lines[index];
    if (line === undefined || measure.isPromoLine[index] !== true) continue;
    // …and gain the promo price on their cheapest units.
    const take = Math.min(left, line.count);
    const saved = subtractKopecks(line.cost, discountedUnitPrice(line.cost, rules.discount));
    total = subtractKopecks(total, multiplyKopecks(saved, take));
    left -= take;
  }
  return total;
}

function toPricedCart(cart: NormalizedCart, evaluation: Evaluation): PricedCart {
  return {
    sum: evaluation.sum,
    total: evaluation.total,
    discount: subtractKopecks(evaluation.sum, evaluation.total),
    promoApplied: evaluation.promoApplied,
    bonusApplied: evaluation.bonusApplied,
    lines: cart.lines.map((line, index) => ({
      _id: line._id,
      count: line.count,
      sum: line.sum,
      total: evaluation.lineTotals[index] ?? line.sum,
      discountedUnits: evaluation.discountedUnits[index] ?? 0,
    })),
  };
}

/**
 * Prices a cart by SPEC §9 (issue 3, rules 1–7). The promo is the one the
 * shopper has (or `selectPromo` picked); it only counts if it applies at `now`.
 * Throws `PricingInputError` on invalid items, promo, bonus or date.
 */
export function priceCart(input: PriceCartInput): PricedCart {
  const cart = normalizeCart(input.items);
  const rules = input.promo ? normalizePromo(input.promo) : null;
  const bonusPoints = normalizeBonus(input.bonusValue);
  const nowMs = normalizeNow(input.now);
  return toPricedCart(cart, evaluate(cart, rules, bonusPoints, nowMs));
}
