import { type Kopecks, kopecks } from '../money';

/**
 * The bonus programme, as data (issue 14). `/loyalty` shows these numbers and
 * the server applies them; nothing else spells them out. A point is worth one
 * kopeck (100 points = 1 руб., SPEC §9: `total = sum − bonusValue / 100`).
 */
export const LOYALTY_RULES = {
  /** Points credited once, on sign-up. */
  welcomePoints: 300,
  /** Percent of the paid goods total (after discounts, without delivery) credited when the order is paid. */
  earnPercent: 5,
  /** How many points make one rouble. */
  pointsPerRouble: 100,
  /** At most this percent of the goods sum may be paid with points. */
  maxSpendPercent: 50,
  /** Points expire this many days after they were earned, oldest first. */
  lifetimeDays: 365,
} as const;

export type LoyaltyRules = typeof LOYALTY_RULES;

/** Whole points; never negative. */
export type Points = number;

/** What points are worth in money: 1 point = 1 kopeck. */
export function pointsToKopecks(points: Points, rules: LoyaltyRules = LOYALTY_RULES): Kopecks {
  return kopecks((points * 100) / rules.pointsPerRouble);
}

/** The most points an order with this goods sum may spend, given the balance that can be spent now. */
export function maxSpendablePoints(goodsSum: Kopecks, available: Points, rules: LoyaltyRules = LOYALTY_RULES): Points {
  const cap = Math.floor((goodsSum * rules.maxSpendPercent * rules.pointsPerRouble) / (100 * 100));
  return Math.max(0, Math.min(available, cap));
}

/** The points a paid order earns: a share of the goods after discounts and points, without delivery. */
export function earnedPoints(paidGoods: Kopecks, rules: LoyaltyRules = LOYALTY_RULES): Points {
  return Math.max(0, Math.floor((paidGoods * rules.earnPercent * rules.pointsPerRouble) / (100 * 100)));
}

/** When points earned at `earnedAt` expire. */
export function pointsExpireAt(earnedAt: Date, rules: LoyaltyRules = LOYALTY_RULES): Date {
  return new Date(earnedAt.getTime() + rules.lifetimeDays * 24 * 60 * 60 * 1000);
}
