import type { CartItem } from '../contract/cart';
import type { Promo } from '../contract/promo';
import { type Kopecks, multiplyKopecks, subtractKopecks } from '../money';
import { measurePromo } from './applicability';
import { type PromoStep, stepTowards } from './nudge';
import { evaluate } from './price-cart';
import { rankPromos } from './select-promo';
import type { NormalizedCart, PromoRules } from './types';
import { normalizeCart, normalizeNow, normalizePromo } from './validate';

/** A product the shopper could add, as the catalogue prices it. */
export type CatalogItem = Pick<CartItem, '_id' | 'cost' | 'title' | 'discount'>;

export interface PromoAdviceInput {
  items: CartItem[];
  promos: Promo[];
  now: Date;
  /** Products not in the cart yet, so a step can be tried with a promo item the cart lacks. */
  catalog?: readonly CatalogItem[];
}

/** The promo that applies now (`selectPromo`'s choice) and why. */
export interface AppliedPromoAdvice {
  promo: Promo;
  rules: PromoRules;
  /** What it takes off compared with the cart priced without a promo. */
  saving: Kopecks;
  /** U: units of the promo's items in the cart. */
  promoUnits: number;
  /** How many other promos also apply, each giving less. */
  otherApplicable: number;
}

/** The promo nearest to applying (or to one more discounted unit) and the step to it. */
export interface NextPromoAdvice {
  promo: Promo;
  rules: PromoRules;
  step: PromoStep;
  /** What the engine would take off once the step is taken. */
  saving: Kopecks;
  /** The cheapest way to take the step: what the tried cart added, in money. */
  added: Kopecks;
}

export interface PromoAdvice {
  applied: AppliedPromoAdvice | null;
  next: NextPromoAdvice | null;
}

/** What `selectPromo` picks for a cart and what the pick takes off; the engine's own rule, nothing else. */
function bestOf(items: CartItem[], promos: Promo[], now: Date) {
  const ranked = rankPromos({ items, promos, now });
  const best = ranked[0];
  if (!best) return { best: null, saving: 0 as Kopecks, ranked };
  const cart = normalizeCart(items);
  const baseline = evaluate(cart, null, 0, normalizeNow(now)).total;
  return { best: best.promo, saving: subtractKopecks(baseline, best.total), ranked };
}

/** The cheapest item of the promo, from the cart or the catalogue; null when none has a known price. */
function cheapestItem(rules: PromoRules, items: readonly CartItem[], catalog: readonly CatalogItem[]) {
  let cheapest: CatalogItem | null = null;
  for (const item of [...items, ...catalog]) {
    if (!rules.itemIds.has(item._id)) continue;
    if (cheapest === null || item.cost < cheapest.cost) cheapest = item;
  }
  return cheapest;
}

/**
 * The cart after the step, taken the plainest way: units of the promo's
 * cheapest item, as many as the step asks for and as its missing cost needs.
 */
function cartAfterStep(items: CartItem[], item: CatalogItem, step: PromoStep): { items: CartItem[]; added: Kopecks } {
  const forCost = step.cost > 0 && item.cost > 0 ? Math.ceil(step.cost / item.cost) : 0;
  const units = Math.max(step.units, forCost, 1);
  const added = multiplyKopecks(item.cost, units);
  const index = items.findIndex((line) => line._id === item._id);
  if (index === -1) return { items: [...items, { ...item, count: units }], added };
  return {
    items: items.map((line, at) => (at === index ? { ...line, count: line.count + units } : line)),
    added,
  };
}

/**
 * What the cart page tells the shopper about promotions, decided by the
 * engine alone: which promo applies now (`selectPromo`) and why, and the
 * promo nearest to applying. A step is only advised when the engine, given
 * the cart after that step, would pick that very promo and take off more than
 * it does now, so the hint never points to a deal the shopper would not get.
 * Nearest means the step that adds the least money; then the larger saving.
 */
export function promoAdvice(input: PromoAdviceInput): PromoAdvice {
  const { items, promos, now } = input;
  const catalog = input.catalog ?? [];
  const cart: NormalizedCart = normalizeCart(items);
  const nowMs = normalizeNow(now);
  const current = bestOf(items, promos, now);

  let applied: AppliedPromoAdvice | null = null;
  if (current.best) {
    const rules = normalizePromo(current.best);
    applied = {
      promo: current.best,
      rules,
      saving: current.saving,
      promoUnits: measurePromo(cart, rules).promoUnits,
      otherApplicable: current.ranked.length - 1,
    };
  }

  let next: NextPromoAdvice | null = null;
  for (const promo of promos) {
    const rules = normalizePromo(promo);
    const step = stepTowards(cart, rules, nowMs);
    if (!step) continue;
    const item = cheapestItem(rules, items, catalog);
    if (!item) continue;
    const after = cartAfterStep(items, item, step);
    const then = bestOf(after.items, promos, now);
    if (then.best?._id !== promo._id || then.saving <= current.saving) continue;
    const candidate = { promo, rules, step, saving: then.saving, added: after.added };
    if (
      next === null ||
      candidate.added < next.added ||
      (candidate.added === next.added && candidate.saving > next.saving)
    ) {
      next = candidate;
    }
  }
  return { applied, next };
}
