import type { Promo } from '../contract/promo';
import type { Kopecks } from '../money';
import { applicablePromoTotal, evaluate } from './price-cart';
import type { PromoRules, SelectPromoInput } from './types';
import { normalizeCart, normalizeNow, normalizePromo } from './validate';

interface Candidate {
  rules: PromoRules;
  total: Kopecks;
}

/** Lower total wins; then the promo that started earlier; then the smaller `_id` (code-unit order, locale-free so server and browser agree). */
function isBetter(candidate: Candidate, best: Candidate): boolean {
  if (candidate.total !== best.total) return candidate.total < best.total;
  if (candidate.rules.fromMs !== best.rules.fromMs) return candidate.rules.fromMs < best.rules.fromMs;
  return candidate.rules.promo._id < best.rules.promo._id;
}

/**
 * Every promo that applies to this cart and is strictly cheaper than the cart
 * priced without a promo and without bonus points (that is, with line
 * discounts), best first by rule 8. Every promo is validated, applicable or
 * not, so a broken promo list is noticed rather than silently skipped.
 */
export function rankPromos(input: SelectPromoInput): { promo: Promo; total: Kopecks }[] {
  const cart = normalizeCart(input.items);
  const nowMs = normalizeNow(input.now);
  const baseline = evaluate(cart, null, 0, nowMs);
  const candidates: Candidate[] = [];
  for (const promo of input.promos) {
    const rules = normalizePromo(promo);
    const total = applicablePromoTotal(cart, rules, nowMs, baseline);
    if (total === null || total >= baseline.total) continue;
    candidates.push({ rules, total });
  }
  candidates.sort((a, b) => (isBetter(a, b) ? -1 : isBetter(b, a) ? 1 : 0));
  return candidates.map(({ rules, total }) => ({ promo: rules.promo, total }));
}

/** Rule 8: the applicable promo that gives the lowest total (the first of `rankPromos`), or null. */
export function selectPromo(input: SelectPromoInput): Promo | null {
  return rankPromos(input)[0]?.promo ?? null;
}
