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
 * Rule 8: the applicable promo that gives the lowest total, or null when none
 * is strictly cheaper than the cart priced without a promo and without bonus
 * points (that is, with line discounts). Every promo is validated, applicable
 * or not, so a broken promo list is noticed rather than silently skipped.
 */
export function selectPromo(input: SelectPromoInput): Promo | null {
  const cart = normalizeCart(input.items);
  const nowMs = normalizeNow(input.now);
  const baseline = evaluate(cart, null, 0, nowMs);
  let best: Candidate | null = null;
  for (const promo of input.promos) {
    const rules = normalizePromo(promo);
    const total = applicablePromoTotal(cart, rules, nowMs, baseline);
    if (total === null || total >= baseline.total) continue;
    const candidate = { rules, total };
    if (best === null || isBetter(candidate, best)) best = candidate;
  }
  return best === null ? null : best.rules.promo;
}
