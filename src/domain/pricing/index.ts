/**
 * The pricing engine of SPEC §9 (issue 3): one pure module used by the cart
 * page, the service worker and the server, so that a shopper sees the same
 * number everywhere. Nothing here may import React, the DOM or Node APIs.
 */
export {
  type AppliedPromoAdvice,
  type CatalogItem,
  type NextPromoAdvice,
  type PromoAdvice,
  type PromoAdviceInput,
  promoAdvice,
} from './advice';
export { appliedPromoText, type NounOf, nextPromoText } from './advice-text';
export { isPricingInputError, PricingInputError } from './errors';
export { NUDGE_MAX_COST_SHARE_PERCENT, NUDGE_MAX_UNITS, promoNudge } from './nudge';
export {
  POINTS_COST_MORE,
  type PointsEffect,
  PROMOTION_INSTEAD_OF_POINTS,
  pointsEffect,
  pointsLowerTotal,
  pointsWorthSpending,
  totalWithPoints,
} from './points';
export { priceCart } from './price-cart';
export { rankPromos, selectPromo } from './select-promo';
export type { PriceCartInput, PricedCart, PricedLine, PromoNudgeInput, PromoRules, SelectPromoInput } from './types';
export { discountedUnitCost } from './unit-price';
export { validatePromoRules } from './validate';
