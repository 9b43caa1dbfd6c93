import type { Promo } from '../contract/promo';
import { isApplicable, measurePromo } from './applicability';
import { applyKeptPpm, kopecksToByn } from './money';
import type { NormalizedCart, PriceCartInput, PricedCart, PromoRules } from './types';
import { allocateDiscountedUnits, discountedUnitPrice, discountedUnitQuota } from './units';
import { normalizeBonus, normalizeCart, normalizeNow, normalizePromo } from './validate';

/** A priced cart in kopecks, before conversion to BYN. */
export interface Evaluation {
  sumKopecks: number;
  totalKopecks: number;
  promoApplied: Promo | null;
  bonusApplied: number;
  lineTotals: number[];
  discountedUnits: number[];
}

function withLineDiscounts(cart: NormalizedCart): number[] {
  return cart.lines.map((line) => applyKeptPpm(line.sumKopecks, line.keptPpm));
}

function atFullPrice(cart: NormalizedCart): number[] {
  return cart.lines.map((line) => line.sumKopecks);
}

function total(lineTotals: number[]): number {
  let sum = 0;
  for (const value of lineTotals) sum += value;
  return sum;
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
          sumKopecks: cart.sumKopecks,
          totalKopecks: cart.sumKopecks,
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
          return applyKeptPpm(line.sumKopecks, line.keptPpm);
        }
        // Promo items ignore their own percent: discounted units at the promo
        // price (rounded per unit), the rest at full price.
        const discounted = discountedUnits[index] ?? 0;
        const unitPrice = discountedUnitPrice(line.costKopecks, rules.discount);
        return (line.count - discounted) * line.costKopecks + discounted * unitPrice;
      });
      return {
        sumKopecks: cart.sumKopecks,
        totalKopecks: total(lineTotals),
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
    const bonusApplied = Math.min(bonusPoints, cart.sumKopecks);
    return {
      sumKopecks: cart.sumKopecks,
      totalKopecks: cart.sumKopecks - bonusApplied,
      promoApplied: null,
      bonusApplied,
      lineTotals: atFullPrice(cart),
      discountedUnits: noDiscountedUnits,
    };
  }

  const lineTotals = withLineDiscounts(cart);
  return {
    sumKopecks: cart.sumKopecks,
    totalKopecks: total(lineTotals),
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
): number | null {
  const measure = measurePromo(cart, rules);
  if (!isApplicable(cart, rules, measure, nowMs)) return null;
  let left = discountedUnitQuota(measure.promoUnits, rules.every);
  if (left === 0) return cart.sumKopecks;
  let total = baseline.totalKopecks;
  cart.lines.forEach((line, index) => {
    // Promo lines lose their own percent…
    if (measure.isPromoLine[index] === true) total += line.sumKopecks - (baseline.lineTotals[index] ?? line.sumKopecks);
  });
  for (const index of cart.byPrice) {
    if (left === 0) break;
    const line = cart.lines[index];
    if (line === undefined || measure.isPromoLine[index] !== true) continue;
    // …and gain the promo price on their cheapest units.
    const take = Math.min(left, line.count);
    total -= take * (line.costKopecks - discountedUnitPrice(line.costKopecks, rules.discount));
    left -= take;
  }
  return total;
}

function toPricedCart(cart: NormalizedCart, evaluation: Evaluation): PricedCart {
  return {
    sum: kopecksToByn(evaluation.sumKopecks),
    total: kopecksToByn(evaluation.totalKopecks),
    discount: kopecksToByn(evaluation.sumKopecks - evaluation.totalKopecks),
    promoApplied: evaluation.promoApplied,
    bonusApplied: evaluation.bonusApplied,
    lines: cart.lines.map((line, index) => ({
      _id: line._id,
      count: line.count,
      sum: kopecksToByn(line.sumKopecks),
      total: kopecksToByn(evaluation.lineTotals[index] ?? line.sumKopecks),
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
