import { addKopecks, differenceOrZero, type Kopecks, ZERO_KOPECKS } from '../money';
import type { NormalizedCart, PromoRules } from './types';

/** What the promo's own items amount to in this cart. */
export interface PromoMeasure {
  /** Per cart line: is its item one of the promo's items? */
  isPromoLine: boolean[];
  /** U of rule 3: units of the promo's items. */
  promoUnits: number;
  /** Their cost × count, before any discount. */
  promoCost: Kopecks;
}

export function measurePromo(cart: NormalizedCart, rules: PromoRules): PromoMeasure {
  const isPromoLine: boolean[] = new Array<boolean>(cart.lines.length).fill(false);
  let promoUnits = 0;
  let promoCost = ZERO_KOPECKS;
  // Walk the promo's items (a set, so no line is counted twice) rather than
  // every cart line: selectPromo does this for each of dozens of promos.
  for (const id of rules.itemIds) {
    const indices = cart.linesById.get(id);
    if (indices === undefined) continue;
    for (const index of indices) {
      const line = cart.lines[index];
      if (line === undefined) continue;
      isPromoLine[index] = true;
      promoUnits += line.count;
      promoCost = addKopecks(promoCost, line.sum);
    }
  }
  return { isPromoLine, promoUnits, promoCost };
}

/** Rule 2, first half: the window includes both of its ends. */
export function isInWindow(rules: PromoRules, nowMs: number): boolean {
  return nowMs >= rules.fromMs && nowMs <= rules.toMs;
}

/** How far the cart is from each threshold (0 when the threshold holds or is not set). */
export interface ThresholdShortfall {
  cost: Kopecks;
  /** Whole units still missing; thresholds may be fractional, units are not. */
  units: number;
}

/**
 * Rule 2, second half. Each threshold is measured over either every cart item
 * or only the promo's items, independently: a promo may count the cost of the
 * whole cart but the units of its own items.
 */
export function thresholdShortfall(cart: NormalizedCart, rules: PromoRules, measure: PromoMeasure): ThresholdShortfall {
  let cost = ZERO_KOPECKS;
  let units = 0;
  if (rules.costThreshold !== null) {
    const counted = rules.costThreshold.fromItems ? measure.promoCost : cart.sum;
    cost = differenceOrZero(rules.costThreshold.value, counted);
  }
  if (rules.countThreshold !== null) {
    const counted = rules.countThreshold.fromItems ? measure.promoUnits : cart.units;
    units = Math.max(0, Math.ceil(rules.countThreshold.value - counted));
  }
  return { cost, units };
}

export function isApplicable(cart: NormalizedCart, rules: PromoRules, measure: PromoMeasure, nowMs: number): boolean {
  if (!isInWindow(rules, nowMs)) return false;
  const shortfall = thresholdShortfall(cart, rules, measure);
  return shortfall.cost === 0 && shortfall.units === 0;
}
