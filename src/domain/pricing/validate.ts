import type { CartItem } from '../contract/cart';
import type { Promo } from '../contract/promo';
import { addKopecks, isKopecks, KEEP_ALL_PPM, type Kopecks, keptPpm, multiplyKopecks, ZERO_KOPECKS } from '../money';
import { PricingInputError } from './errors';
import { isPercent } from './percent';
import type {
  CostThresholdRule,
  CountThresholdRule,
  NormalizedCart,
  NormalizedLine,
  PromoRules,
  UnitDiscount,
} from './types';

/*
 * The engine is called with data that crossed a network or came out of local
 * storage, and the server uses it to decide what a shopper pays. So it checks
 * everything itself instead of trusting a schema was run first, and says what
 * is wrong in Russian (the message ends up in a 400 answer).
 */

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function itemName(item: CartItem, index: number): string {
  return typeof item.title === 'string' && item.title.length > 0 ? `«${item.title}»` : `№${index + 1}`;
}

export function normalizeCart(items: CartItem[]): NormalizedCart {
  if (!Array.isArray(items)) {
    throw new PricingInputError('Корзина должна быть списком товаров', 'items');
  }
  const lines: NormalizedLine[] = [];
  let sum = ZERO_KOPECKS;
  let units = 0;
  items.forEach((item, index) => {
    if (typeof item !== 'object' || item === null) {
      throw new PricingInputError(`Товар №${index + 1} в корзине задан неверно`, `items[${index}]`);
    }
    const name = itemName(item, index);
    if (typeof item._id !== 'string' || item._id.length === 0) {
      throw new PricingInputError(`У товара ${name} нет идентификатора`, `items[${index}]._id`);
    }
    if (!isKopecks(item.cost)) {
      throw new PricingInputError(
        `Цена товара ${name} должна быть неотрицательной суммой с точностью до копейки`,
        `items[${index}].cost`,
      );
    }
    // The contract says count > 0: an empty line is a client bug, not a free item.
    if (!Number.isSafeInteger(item.count) || item.count < 1) {
      throw new PricingInputError(
        `Количество товара ${name} должно быть целым положительным числом`,
        `items[${index}].count`,
      );
    }
    if (item.discount !== undefined && !isPercent(item.discount)) {
      throw new PricingInputError(`Скидка на товар ${name} должна быть от 0 до 100 %`, `items[${index}].discount`);
    }
    let lineSum: Kopecks;
    try {
      lineSum = multiplyKopecks(item.cost, item.count);
      sum = addKopecks(sum, lineSum);
    } catch {
      // Past 2⁵³ kopecks integer arithmetic stops being exact; no real cart gets near.
      throw new PricingInputError('Сумма корзины слишком велика', `items[${index}]`);
    }
    units += item.count;
    if (!Number.isSafeInteger(units)) {
      throw new PricingInputError('Сумма корзины слишком велика', `items[${index}]`);
    }
    lines.push({
      _id: item._id,
      cost: item.cost,
      count: item.count,
      sum: lineSum,
      keptPpm: item.discount === undefined ? KEEP_ALL_PPM : keptPpm(item.discount),
    });
  });
  const byPrice = lines.map((_, index) => index);
  byPrice.sort((a, b) => (lines[a]?.cost ?? 0) - (lines[b]?.cost ?? 0) || a - b);
  const linesById = new Map<string, number[]>();
  lines.forEach((line, index) => {
    const same = linesById.get(line._id);
    if (same === undefined) linesById.set(line._id, [index]);
    else same.push(index);
  });
  return { lines, sum, units, byPrice, linesById };
}

export function normalizeNow(now: Date): number {
  const ms = now instanceof Date ? now.getTime() : Number.NaN;
  if (!Number.isFinite(ms)) {
    throw new PricingInputError('Некорректное время расчёта цены', 'now');
  }
  return ms;
}

/** Bonus points are whole: one point is one kopeck, and a fraction of a kopeck cannot be paid. */
export function normalizeBonus(bonusValue: number | undefined): number {
  if (bonusValue === undefined) return 0;
  if (!Number.isSafeInteger(bonusValue) || bonusValue < 0) {
    throw new PricingInputError('Бонусы должны быть целым неотрицательным числом баллов', 'bonusValue');
  }
  return bonusValue;
}

function parseInstant(value: unknown): number {
  return typeof value === 'string' ? Date.parse(value) : Number.NaN;
}

function normalizeCostThreshold(threshold: Promo['fromTheCost'], label: string): CostThresholdRule | null {
  if (threshold === undefined || threshold === null) return null;
  if (!isKopecks(threshold.value)) {
    throw new PricingInputError(
      `${label} должен быть неотрицательной суммой с точностью до копейки`,
      'promo.fromTheCost.value',
    );
  }
  if (threshold.value === 0) return null;
  return { value: threshold.value, fromItems: threshold.fromItems === true };
}

function normalizeCountThreshold(threshold: Promo['fromTheCount'], label: string): CountThresholdRule | null {
  if (threshold === undefined || threshold === null) return null;
  if (!isFiniteNumber(threshold.value) || threshold.value < 0) {
    throw new PricingInputError(`${label} должен быть неотрицательным числом`, 'promo.fromTheCount.value');
  }
  if (threshold.value === 0) return null;
  return { value: threshold.value, fromItems: threshold.fromItems === true };
}

/**
 * Checks a promo against the rules the engine relies on and returns it in
 * the form the engine prices with. Throws `PricingInputError`; the server calls this before storing a
 * promo so that an unusable one never reaches a shopper.
 */
export function normalizePromo(promo: Promo): PromoRules {
  const name = typeof promo.title === 'string' && promo.title.length > 0 ? promo.title : String(promo._id);
  // Annotated so that TypeScript treats `fail(...)` as ending the branch.
  const fail: (problem: string, field: string) => never = (problem, field) => {
    throw new PricingInputError(`Акция «${name}»: ${problem}`, `promo.${field}`);
  };

  if (typeof promo._id !== 'string' || promo._id.length === 0) fail('нет идентификатора', '_id');
  const fromMs = parseInstant(promo.dateTimeFrom);
  if (!Number.isFinite(fromMs)) fail('некорректная дата начала', 'dateTimeFrom');
  const toMs = parseInstant(promo.dateTimeTo);
  if (!Number.isFinite(toMs)) fail('некорректная дата окончания', 'dateTimeTo');
  if (fromMs > toMs) fail('дата начала позже даты окончания', 'dateTimeFrom');

  const { discountPercent, discountFiat, discountCost } = promo;
  if (discountPercent !== undefined && !isPercent(discountPercent)) {
    fail('процент скидки должен быть от 0 до 100', 'discountPercent');
  }
  if (discountFiat !== undefined && !isKopecks(discountFiat)) {
    fail('сумма скидки должна быть неотрицательной, с точностью до копейки', 'discountFiat');
  }
  if (discountCost !== undefined && !isKopecks(discountCost)) {
    fail('цена по акции должна быть неотрицательной, с точностью до копейки', 'discountCost');
  }
  const kinds: UnitDiscount[] = [];
  if (discountCost !== undefined && discountCost > 0) {
    kinds.push({ kind: 'fixedPrice', price: discountCost });
  }
  if (discountFiat !== undefined && discountFiat > 0) {
    kinds.push({ kind: 'amountOff', amount: discountFiat });
  }
  if (discountPercent !== undefined && discountPercent > 0) {
    kinds.push({ kind: 'percentOff', percent: discountPercent, keptPpm: keptPpm(discountPercent) });
  }
  const [discount, ...others] = kinds;
  if (discount === undefined || others.length > 0) {
    return fail(
      'должна быть задана ровно одна скидка: процент, сумма или цена по акции',
      'discountPercent|discountFiat|discountCost',
    );
  }

  // Rule 3: N defaults to 1 and is at least 1, so a stored 0 means "every unit".
  const rawEvery = promo.discountForEvery ?? 1;
  if (!Number.isSafeInteger(rawEvery) || rawEvery < 0) {
    fail('«каждый N-й» должно быть целым числом не меньше 1', 'discountForEvery');
  }
  const every = Math.max(1, rawEvery);

  const costThreshold = normalizeCostThreshold(promo.fromTheCost, `Акция «${name}»: порог суммы`);
  const countThreshold = normalizeCountThreshold(promo.fromTheCount, `Акция «${name}»: порог количества`);

  if (!Array.isArray(promo.items)) fail('список товаров должен быть массивом', 'items');
  const itemIds = new Set<string>();
  promo.items.forEach((item, index) => {
    if (typeof item?._id !== 'string' || item._id.length === 0)
      fail('у товара акции нет идентификатора', `items[${index}]`);
    itemIds.add(item._id);
  });

  return { promo, fromMs, toMs, every, discount, costThreshold, countThreshold, itemIds };
}

/** Throws `PricingInputError` when the promo breaks the engine's rules (for the server, before storing it). */
export function validatePromoRules(promo: Promo): void {
  normalizePromo(promo);
}
