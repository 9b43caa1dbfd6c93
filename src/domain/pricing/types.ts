import type { CartItem } from '../contract/cart';
import type { Promo } from '../contract/promo';
import type { Kopecks } from '../money';
import type { RussianNoun } from '../plural';

/** One cart line as priced. */
export interface PricedLine {
  _id: string;
  count: number;
  /** cost × count, before any discount. */
  sum: Kopecks;
  /** What this line costs after the promo or its own discount percent (bonus points are cart-level and not spread over lines). */
  total: Kopecks;
  /** How many units of this line got the promo discount (0 for lines outside the promo). */
  discountedUnits: number;
}

/** The engine's verdict for a cart, `discount = sum − total`. */
export interface PricedCart {
  sum: Kopecks;
  total: Kopecks;
  discount: Kopecks;
  /** The promo that applies (in its window, thresholds met), even if it discounted no unit; otherwise null. */
  promoApplied: Promo | null;
  /** Bonus points actually spent (one point is one kopeck); 0 whenever a promo applies. */
  bonusApplied: number;
  lines: PricedLine[];
}

export interface PriceCartInput {
  items: CartItem[];
  promo: Promo | null;
  /** Bonus points the shopper wants to spend (one point is one kopeck). */
  bonusValue?: number;
  now: Date;
}

export interface SelectPromoInput {
  items: CartItem[];
  promos: Promo[];
  now: Date;
}

export interface PromoNudgeInput {
  items: CartItem[];
  promo: Promo | null;
  now: Date;
  /** What the promo's items are called (`пирог`, `напиток`); `пирог` when not said. */
  noun?: RussianNoun;
}

/** A cart line after validation. */
export interface NormalizedLine {
  _id: string;
  cost: Kopecks;
  count: number;
  sum: Kopecks;
  /** The line's own discount percent as the kept share in ppm (1 000 000 = no discount). */
  keptPpm: number;
}

export interface NormalizedCart {
  lines: NormalizedLine[];
  sum: Kopecks;
  units: number;
  /**
   * Line indices ordered by unit price, then cart position. Computed once per
   * cart so that trying fifty promos does not sort the cart fifty times.
   */
  byPrice: number[];
  /** Line indices per item id, so a promo looks up its few items instead of scanning every line. */
  linesById: ReadonlyMap<string, readonly number[]>;
}

/** How a discounted unit is priced; exactly one kind per promo (rule 4). */
export type UnitDiscount =
  | { kind: 'fixedPrice'; price: Kopecks }
  | { kind: 'amountOff'; amount: Kopecks }
  | { kind: 'percentOff'; percent: number; keptPpm: number };

/** `fromItems` true: count only the promo's items; false: every cart item. */
export interface CostThresholdRule {
  value: Kopecks;
  fromItems: boolean;
}

/** A number of units, possibly fractional. */
export interface CountThresholdRule {
  value: number;
  fromItems: boolean;
}

export interface PromoRules {
  promo: Promo;
  fromMs: number;
  toMs: number;
  /** N of "every N-th unit", at least 1. */
  every: number;
  discount: UnitDiscount;
  /** Only thresholds with a value > 0 are kept; a zero threshold is "not set". */
  costThreshold: CostThresholdRule | null;
  countThreshold: CountThresholdRule | null;
  itemIds: ReadonlySet<string>;
}
