import type { CartItem } from '../../domain/contract/cart';
import type { Promo } from '../../domain/contract/promo';
import { type Kopecks, ZERO_KOPECKS } from '../../domain/money';
import { priceCart, promoNudge, selectPromo } from '../../domain/pricing/index';

export interface DisplayLine {
  _id: string;
  title: string;
  cost: Kopecks;
  count: number;
  sum: Kopecks;
  total: Kopecks;
}

export interface DisplayCart {
  lines: DisplayLine[];
  sum: Kopecks;
  discount: Kopecks;
  total: Kopecks;
  promoTitle: string | null;
  nudge: string | null;
}

/**
 * What the cart page shows, decided by the pricing engine: the best promo for
 * this cart, its totals, and a nudge toward the promo the shopper is closest to.
 */
export function priceForDisplay(items: readonly CartItem[], promos: readonly Promo[], now: Date): DisplayCart {
  const cartItems = items.map((item) => ({ ...item }));
  let promo: Promo | null = null;
  try {
    promo = selectPromo({ items: cartItems, promos: [...promos], now });
  } catch (error) {
    // A promo the engine refuses must not take the cart page down: price without promos.
    console.warn('[cart] promos could not be applied', error);
  }
  const priced = priceCart({ items: cartItems, promo, now });
  const nudgeCandidates = promo ? [promo] : promos;
  let nudge: string | null = null;
  for (const candidate of nudgeCandidates) {
    try {
      nudge = promoNudge({ items: cartItems, promo: candidate, now });
    } catch {
      nudge = null;
    }
    if (nudge) break;
  }
  const byId = new Map(items.map((item) => [item._id, item]));
  return {
    lines: priced.lines.map((line) => {
      const item = byId.get(line._id);
      return { ...line, title: item?.title ?? '', cost: item?.cost ?? ZERO_KOPECKS };
    }),
    sum: priced.sum,
    discount: priced.discount,
    total: priced.total,
    promoTitle: priced.promoApplied && priced.discount > 0 ? (priced.promoApplied.title ?? 'Акция') : null,
    nudge,
  };
}
