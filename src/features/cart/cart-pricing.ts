import type { CartItem } from '../../domain/contract/cart';
import type { Promo } from '../../domain/contract/promo';
import { type Kopecks, ZERO_KOPECKS } from '../../domain/money';
import { isPricingInputError, priceCart, promoNudge, selectPromo } from '../../domain/pricing/index';

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
  /** False when the promos could not be checked (one is broken): the cart is then priced without any promo. */
  promosChecked: boolean;
}

/**
 * The best promo for this cart, or `checked: false` when the engine refuses the
 * promo list: the cart page must not go down over one broken promo, but the
 * shopper must not take a price without promos for the final word either.
 */
function choosePromo(
  items: CartItem[],
  promos: readonly Promo[],
  now: Date,
): { promo: Promo | null; checked: boolean } {
  if (promos.length === 0) return { promo: null, checked: true };
  try {
    return { promo: selectPromo({ items, promos: [...promos], now }), checked: true };
  } catch (error) {
    if (!isPricingInputError(error)) throw error;
    console.error('[cart] the promos could not be checked; the cart is priced without them', {
      promoIds: promos.map((promo) => promo._id),
      field: error.field,
      error,
    });
    return { promo: null, checked: false };
  }
}

/** A hint toward the first promo the shopper is close to: the applied one, else any of them. */
function firstNudge(items: CartItem[], candidates: readonly Promo[], now: Date): string | null {
  for (const promo of candidates) {
    const nudge = promoNudge({ items, promo, now });
    if (nudge) return nudge;
  }
  return null;
}

/**
 * What the cart page shows, decided by the pricing engine: the best promo for
 * this cart, its totals, and a nudge toward the promo the shopper is closest to.
 */
export function priceForDisplay(items: readonly CartItem[], promos: readonly Promo[], now: Date): DisplayCart {
  const cartItems = items.map((item) => ({ ...item }));
  const { promo, checked } = choosePromo(cartItems, promos, now);
  const priced = priceCart({ items: cartItems, promo, now });
  // Unchecked promos cannot be trusted to nudge with; checked ones passed the same validation the nudge does.
  const nudge = checked ? firstNudge(cartItems, promo ? [promo] : promos, now) : null;
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
    promosChecked: checked,
  };
}
