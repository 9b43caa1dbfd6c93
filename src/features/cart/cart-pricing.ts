import type { CategoryCode } from '../../domain/catalog/categories';
import type { CartItem } from '../../domain/contract/cart';
import type { Promo } from '../../domain/contract/promo';
import { addKopecks, type Kopecks, kopecks, subtractKopecks, ZERO_KOPECKS } from '../../domain/money';
import { NOUNS, type RussianNoun } from '../../domain/plural';
import {
  appliedPromoText,
  type CatalogItem,
  discountedUnitCost,
  isPricingInputError,
  type NounOf,
  nextPromoText,
  type PointsEffect,
  type PricedLine,
  pointsEffect,
  pointsLowerTotal,
  priceCart,
  promoAdvice,
  selectPromo,
} from '../../domain/pricing/index';

export interface DisplayLine {
  _id: string;
  title: string;
  /** The catalogue's price of one unit, before any discount. */
  cost: Kopecks;
  /** What one unit of this line costs as it is priced (`unitCostOf`): below `cost` when it is discounted. */
  unitCost: Kopecks;
  count: number;
  sum: Kopecks;
  total: Kopecks;
}

export interface DisplayCart {
  lines: DisplayLine[];
  sum: Kopecks;
  /** What the promotion or the lines' own percents take off; points are `bonusApplied`, apart. */
  discount: Kopecks;
  /** What is left to pay for the goods, after the discount and the points. */
  total: Kopecks;
  /** Points taken off the total: 0 when a promotion applies, or when they would not make the goods cheaper. */
  bonusApplied: number;
  /**
   * The goods after the promotion or the lines' own percents, before points: what the server counts a
   * zone's minimum order and free delivery on (paying with points changes neither).
   */
  beforePoints: Kopecks;
  /** What points would do to this cart, for the checkout to offer only a spend that lowers the total. */
  points: PointsEffect;
  promoTitle: string | null;
  /** Which promo applies and why (the engine's `selectPromo`), in Russian. */
  promoReason: string | null;
  /** The step to the promo nearest to applying, or to one more discounted unit of the applied one. */
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

/** A product of the catalogue as the cart's promo sentences need it. */
export type CatalogProduct = CatalogItem & { category: CategoryCode };

const CATEGORY_NOUNS: Record<CategoryCode, RussianNoun> = {
  sytnye: NOUNS.pie,
  sladkie: NOUNS.pie,
  sets: NOUNS.set,
  mini: NOUNS.miniPie,
  deserty: NOUNS.dessert,
  polufabrikaty: NOUNS.semiFinished,
  napitki: NOUNS.drink,
};

/** A promo's items are «пироги» when they all are, «напитки» when all are drinks, and so on; mixed, «товары». */
function nounsFrom(catalog: readonly CatalogProduct[]): NounOf {
  const categoryOf = new Map(catalog.map((product) => [product._id, product.category]));
  return (rules) => {
    const nouns = new Set<RussianNoun>();
    for (const id of rules.itemIds) {
      const category = categoryOf.get(id);
      if (category) nouns.add(CATEGORY_NOUNS[category]);
    }
    const [only] = nouns;
    if (nouns.size === 0) return NOUNS.pie; // nothing known about them: this is a pie shop
    return nouns.size === 1 && only ? only : NOUNS.item;
  };
}

/**
 * One unit's price as the engine priced the line: the promotion's when every unit got it, the product's own
 * percent when that is what the line pays, else the full price (no discount, bonus points, which are taken off
 * the total, or a promotion on some units only, which the line's total shows).
 */
function unitCostOf(line: PricedLine, item: CartItem | undefined): Kopecks {
  if (!item) return ZERO_KOPECKS;
  if (line.count > 0 && line.discountedUnits === line.count && line.total % line.count === 0) {
    return kopecks(line.total / line.count);
  }
  if (line.discountedUnits === 0 && line.total < line.sum) {
    return discountedUnitCost({ cost: item.cost, discount: item.discount ?? 0 });
  }
  return item.cost;
}

/**
 * What the cart page shows, decided by the pricing engine: the best promo for
 * this cart and why it applies, its totals, and the step to the promo nearest
 * to applying (`promoAdvice`, which asks `selectPromo` about the cart after the step).
 */
export function priceForDisplay(
  items: readonly CartItem[],
  promos: readonly Promo[],
  now: Date,
  catalog: readonly CatalogProduct[] = [],
  /** Points a signed-in shopper set aside for this order (SPEC §9: they never combine with a promotion). */
  bonusValue = 0,
): DisplayCart {
  const cartItems = items.map((item) => ({ ...item }));
  const { promo, checked } = choosePromo(cartItems, promos, now);
  const withoutPoints = priceCart({ items: cartItems, promo, now });
  const points = pointsEffect(withoutPoints);
  // Held points that would cost the shopper more than the lines' own percents are not counted (nor sent).
  const priced = pointsLowerTotal(points, bonusValue)
    ? priceCart({ items: cartItems, promo, bonusValue, now })
    : withoutPoints;
  const bonusApplied = kopecks(priced.bonusApplied);
  // Unchecked promos cannot be trusted to advise with; checked ones passed the same validation the advice does.
  const advice =
    checked && promos.length > 0 ? promoAdvice({ items: cartItems, promos: [...promos], now, catalog }) : null;
  const nounOf = nounsFrom(catalog);
  const byId = new Map(items.map((item) => [item._id, item]));
  return {
    lines: priced.lines.map((line) => {
      const item = byId.get(line._id);
      return { ...line, title: item?.title ?? '', cost: item?.cost ?? ZERO_KOPECKS, unitCost: unitCostOf(line, item) };
    }),
    sum: priced.sum,
    discount: subtractKopecks(priced.discount, bonusApplied),
    total: priced.total,
    bonusApplied,
    beforePoints: addKopecks(priced.total, bonusApplied),
    points,
    promoTitle: priced.promoApplied && priced.discount > 0 ? (priced.promoApplied.title ?? 'Акция') : null,
    promoReason: advice?.applied ? appliedPromoText(advice.applied, nounOf) : null,
    nudge: advice?.next ? nextPromoText(advice.next, advice.applied?.promo._id ?? null, nounOf) : null,
    promosChecked: checked,
  };
}
