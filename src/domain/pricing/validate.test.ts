import { describe, expect, it } from 'vitest';
import type { CartItem } from '../contract/cart';
import type { Promo } from '../contract/promo';
import { type Kopecks, kopecks } from '../money';
import {
  isPricingInputError,
  PricingInputError,
  priceCart,
  promoNudge,
  selectPromo,
  validatePromoRules,
} from './index';

const now = new Date('2025-06-01T12:00:00Z');
const item = (over: Partial<CartItem> = {}): CartItem => ({
  _id: 'pie',
  cost: kopecks(200),
  count: 1,
  title: 'Пирог',
  ...over,
});
/** What unchecked data (local storage, a network) may carry where kopecks are expected. */
const unchecked = (value: number) => value as Kopecks;
const promo = (over: Partial<Promo> = {}): Promo => ({
  _id: 'promo',
  title: 'Скидка',
  dateTimeFrom: '2025-05-01T00:00:00Z',
  dateTimeTo: '2025-07-01T00:00:00Z',
  discountPercent: 10,
  items: [{ _id: 'pie' }],
  ...over,
});

function errorOf(run: () => unknown): PricingInputError {
  try {
    run();
  } catch (error) {
    if (error instanceof PricingInputError) return error;
    throw error;
  }
  throw new Error('expected PricingInputError, nothing was thrown');
}

describe('invalid cart input throws PricingInputError with a Russian message', () => {
  it.each([
    ['negative cost', item({ cost: unchecked(-100) }), 'items[0].cost'],
    ['cost with a fraction of a kopeck', item({ cost: unchecked(100.5) }), 'items[0].cost'],
    ['cost in BYN instead of kopecks', item({ cost: unchecked(1.25) }), 'items[0].cost'],
    ['cost past exact integers', item({ cost: unchecked(2 ** 53) }), 'items[0].cost'],
    ['NaN cost', item({ cost: unchecked(Number.NaN) }), 'items[0].cost'],
    ['infinite cost', item({ cost: unchecked(Number.POSITIVE_INFINITY) }), 'items[0].cost'],
    ['negative count', item({ count: -1 }), 'items[0].count'],
    ['zero count', item({ count: 0 }), 'items[0].count'],
    ['fractional count', item({ count: 1.5 }), 'items[0].count'],
    ['NaN count', item({ count: Number.NaN }), 'items[0].count'],
    ['discount above 100 %', item({ discount: 101 }), 'items[0].discount'],
    ['negative discount', item({ discount: -5 }), 'items[0].discount'],
    ['NaN discount', item({ discount: Number.NaN }), 'items[0].discount'],
  ])('%s', (_label, bad, field) => {
    const error = errorOf(() => priceCart({ items: [bad], promo: null, now }));
    expect(error.field).toBe(field);
    expect(error.name).toBe('PricingInputError');
    expect(error.message).toMatch(/[а-яё]/i);
    expect(error.message).toContain('«Пирог»');
    expect(isPricingInputError(error)).toBe(true);
  });

  it('names the line by position when it has no title', () => {
    const error = errorOf(() => priceCart({ items: [item(), item({ title: '', count: 0 })], promo: null, now }));
    expect(error.message).toContain('№2');
  });

  it.each([
    ['negative', -100],
    ['fractional', 10.5],
    ['NaN', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
  ])('rejects a %s bonus', (_label, bonusValue) => {
    expect(errorOf(() => priceCart({ items: [item()], promo: null, bonusValue, now })).field).toBe('bonusValue');
  });

  it('rejects an invalid date', () => {
    expect(errorOf(() => priceCart({ items: [item()], promo: null, now: new Date('nope') })).field).toBe('now');
  });

  it('rejects a cart whose sum no longer fits exact integer kopecks', () => {
    const huge = item({ cost: kopecks(900_000_000_000), count: 1_000_000 });
    expect(errorOf(() => priceCart({ items: [huge], promo: null, now })).message).toBe('Сумма корзины слишком велика');
  });
});

describe('validatePromoRules', () => {
  it('accepts a well-formed promo of each kind', () => {
    expect(() => validatePromoRules(promo())).not.toThrow();
    expect(() => validatePromoRules(promo({ discountPercent: undefined, discountFiat: kopecks(150) }))).not.toThrow();
    expect(() => validatePromoRules(promo({ discountPercent: 0, discountCost: kopecks(300) }))).not.toThrow();
    // A one-instant window is not inverted.
    expect(() =>
      validatePromoRules(promo({ dateTimeFrom: '2025-05-01T00:00:00Z', dateTimeTo: '2025-05-01T03:00:00+03:00' })),
    ).not.toThrow();
  });

  it('rejects inverted dates', () => {
    const error = errorOf(() =>
      validatePromoRules(promo({ dateTimeFrom: '2025-07-02T00:00:00Z', dateTimeTo: '2025-07-01T00:00:00Z' })),
    );
    expect(error.message).toBe('Акция «Скидка»: дата начала позже даты окончания');
  });

  it('rejects unparsable dates', () => {
    expect(errorOf(() => validatePromoRules(promo({ dateTimeFrom: 'вчера' }))).field).toBe('promo.dateTimeFrom');
    expect(errorOf(() => validatePromoRules(promo({ dateTimeTo: '' }))).field).toBe('promo.dateTimeTo');
  });

  it('rejects a promo with no discount set', () => {
    const error = errorOf(() => validatePromoRules(promo({ discountPercent: 0, discountFiat: kopecks(0) })));
    expect(error.message).toContain('ровно одна скидка');
    expect(errorOf(() => validatePromoRules(promo({ discountPercent: undefined }))).message).toContain('ровно одна');
  });

  it('rejects a promo with two or three discounts set', () => {
    expect(errorOf(() => validatePromoRules(promo({ discountFiat: kopecks(100) }))).message).toContain('ровно одна');
    expect(
      errorOf(() =>
        validatePromoRules(
          promo({ discountPercent: undefined, discountFiat: kopecks(100), discountCost: kopecks(200) }),
        ),
      ).message,
    ).toContain('ровно одна');
  });

  it('rejects out-of-range discount values', () => {
    expect(errorOf(() => validatePromoRules(promo({ discountPercent: 150 }))).field).toBe('promo.discountPercent');
    expect(errorOf(() => validatePromoRules(promo({ discountPercent: Number.NaN }))).field).toBe(
      'promo.discountPercent',
    );
    expect(
      errorOf(() => validatePromoRules(promo({ discountPercent: undefined, discountFiat: unchecked(0.5) }))).field,
    ).toBe('promo.discountFiat');
    expect(
      errorOf(() => validatePromoRules(promo({ discountPercent: undefined, discountCost: unchecked(-200) }))).field,
    ).toBe('promo.discountCost');
  });

  it('rejects a negative or fractional "every N-th", and reads 0 as 1', () => {
    expect(errorOf(() => validatePromoRules(promo({ discountForEvery: -1 }))).field).toBe('promo.discountForEvery');
    expect(errorOf(() => validatePromoRules(promo({ discountForEvery: 2.5 }))).field).toBe('promo.discountForEvery');
    const priced = priceCart({ items: [item({ count: 2 })], promo: promo({ discountForEvery: 0 }), now });
    expect(priced.lines[0]?.discountedUnits).toBe(2);
  });

  it('rejects negative, NaN or sub-kopeck thresholds', () => {
    for (const value of [-100, Number.NaN, 1000.5]) {
      const error = errorOf(() =>
        validatePromoRules(promo({ fromTheCost: { value: unchecked(value), fromItems: false } })),
      );
      expect(error.field, String(value)).toBe('promo.fromTheCost.value');
      expect(error.message).toBe(
        'Акция «Скидка»: порог суммы должен быть неотрицательной суммой с точностью до копейки',
      );
    }
    expect(
      errorOf(() => validatePromoRules(promo({ fromTheCount: { value: Number.NaN, fromItems: true } }))).field,
    ).toBe('promo.fromTheCount.value');
  });

  it('is enforced by priceCart, selectPromo and promoNudge too', () => {
    const bad = promo({ dateTimeFrom: '2025-08-01T00:00:00Z' });
    expect(() => priceCart({ items: [item()], promo: bad, now })).toThrow(PricingInputError);
    expect(() => selectPromo({ items: [item()], promos: [promo({ _id: 'ok' }), bad], now })).toThrow(PricingInputError);
    expect(() => promoNudge({ items: [item()], promo: bad, now })).toThrow(PricingInputError);
  });
});
