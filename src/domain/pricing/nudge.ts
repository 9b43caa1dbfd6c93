import { decimalComma } from '../digits';
import { formatMoney, type Kopecks, ZERO_KOPECKS } from '../money';
import { countOf, NOUNS, type RussianNoun } from '../plural';
import { isInWindow, measurePromo, thresholdShortfall } from './applicability';
import type { NormalizedCart, PromoNudgeInput, PromoRules, UnitDiscount } from './types';
import { normalizeCart, normalizeNow, normalizePromo } from './validate';

/**
 * The cart page nudges only when the next step is small: a hint to add ten
 * more pies reads as an upsell, not as help.
 */
export const NUDGE_MAX_UNITS = 3;
/** A cost threshold is close when at most this percent of it is still missing. */
export const NUDGE_MAX_COST_SHARE_PERCENT = 30;

const ORDINALS: Record<number, string> = {
  2: 'второй',
  3: 'третий',
  4: 'четвёртый',
  5: 'пятый',
  6: 'шестой',
  7: 'седьмой',
  8: 'восьмой',
  9: 'девятый',
  10: 'десятый',
};

export function dealPhrase(discount: UnitDiscount): string {
  switch (discount.kind) {
    case 'fixedPrice':
      return `за ${formatMoney(discount.price)}`;
    case 'amountOff':
      return `дешевле на ${formatMoney(discount.amount)}`;
    case 'percentOff':
      if (discount.percent === 50) return 'за полцены';
      if (discount.percent === 100) return 'в подарок';
      return `со скидкой ${decimalComma(discount.percent)}%`;
  }
}

/** The ordinal of "every N-th", masculine like every noun of `NOUNS` that counts goods: `третий`, `12-й`. */
export function ordinal(every: number): string {
  return ORDINALS[every] ?? `${every}-й`;
}

/** What the shopper gets, e.g. `третий пирог за полцены`. */
export function rewardPhrase(rules: PromoRules, noun: RussianNoun = NOUNS.pie): string {
  const deal = dealPhrase(rules.discount);
  if (rules.every === 1) return `${noun.plural} из акции ${deal}`;
  return `${ordinal(rules.every)} ${noun.one} ${deal}`;
}

/** One small step towards a promo: this many more units of its items, and at least this much more money. */
export interface PromoStep {
  units: number;
  cost: Kopecks;
  /** The missing cost is counted over the promo's own items only. */
  costFromItems: boolean;
}

/**
 * The step from this cart to the promo giving (another) discounted unit, or
 * null when there is none or it is not small. The step is counted in units of
 * the promo's own items, since those count towards every threshold and towards
 * U at once:
 * - promo not applying or U < N: the missing units (threshold or up to N) and the missing cost;
 * - promo applying with U ≥ N: the units up to the next multiple of N.
 */
export function stepTowards(cart: NormalizedCart, rules: PromoRules, nowMs: number): PromoStep | null {
  if (!isInWindow(rules, nowMs) || rules.itemIds.size === 0) return null;
  const measure = measurePromo(cart, rules);
  const shortfall = thresholdShortfall(cart, rules, measure);
  const thresholdsHold = shortfall.cost === 0 && shortfall.units === 0;
  const every = rules.every;
  const promoUnits = measure.promoUnits;

  let units: number;
  let cost: Kopecks;
  if (thresholdsHold && promoUnits >= every) {
    const rest = promoUnits % every;
    // Exactly on a multiple of N the next discount is a whole N away: nothing to nudge about.
    if (rest === 0) return null;
    units = every - rest;
    cost = ZERO_KOPECKS;
  } else {
    units = Math.max(shortfall.units, every - promoUnits, 0);
    cost = shortfall.cost;
  }

  if (units > NUDGE_MAX_UNITS) return null;
  const costThreshold = rules.costThreshold;
  if (cost > 0) {
    if (costThreshold === null) return null;
    // Compared as cross products, so no share is rounded.
    if (cost * 100 > costThreshold.value * NUDGE_MAX_COST_SHARE_PERCENT) return null;
  }
  if (units === 0 && cost === 0) return null;
  return { units, cost, costFromItems: costThreshold?.fromItems === true };
}

/** The step in Russian: `Добавьте ещё 2 пирога — и третий пирог за полцены`. */
export function stepText(step: PromoStep, rules: PromoRules, noun: RussianNoun = NOUNS.pie): string {
  const reward = rewardPhrase(rules, noun);
  if (step.units > 0 && step.cost > 0) {
    return `Добавьте ещё ${countOf(step.units, noun)} на сумму от ${formatMoney(step.cost)} — и ${reward}`;
  }
  if (step.units > 0) return `Добавьте ещё ${countOf(step.units, noun)} — и ${reward}`;
  const what = step.costFromItems ? 'товаров из акции' : 'товаров';
  return `Добавьте ${what} ещё на ${formatMoney(step.cost)} — и ${reward}`;
}

/**
 * A Russian hint for the cart page when the promo is one small step away
 * from giving (another) discounted unit, or null (see `stepTowards`).
 * Throws `PricingInputError` on invalid input, like the rest of the engine.
 */
export function promoNudge(input: PromoNudgeInput): string | null {
  if (!input.promo) return null;
  const cart = normalizeCart(input.items);
  const rules = normalizePromo(input.promo);
  const step = stepTowards(cart, rules, normalizeNow(input.now));
  return step ? stepText(step, rules, input.noun) : null;
}
