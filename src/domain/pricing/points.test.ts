import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../contract/cart';
import type { Promo } from '../contract/promo';
import { kopecks } from '../money';
import { priceCart } from './index';
import { pointsEffect, pointsLowerTotal, pointsWorthSpending, totalWithPoints } from './points';

const now = new Date('2026-11-22T12:00:00Z');
const meat: CartItem = { _id: 'myasnoy', title: 'Пирог с мясом', cost: kopecks(3850), count: 1, discount: 10 };
const salmon: CartItem = { _id: 'semga', title: 'Пирог с сёмгой', cost: kopecks(4490), count: 1 };
const everyThird: Promo = {
  _id: 'tretiy',
  title: 'Каждый третий за полцены',
  dateTimeFrom: '2026-11-01T00:00:00Z',
  dateTimeTo: '2026-12-31T00:00:00Z',
  discountPercent: 50,
  discountForEvery: 3,
  items: [{ _id: 'semga' }],
};

const effectOf = (items: CartItem[], promo: Promo | null = null) => pointsEffect(priceCart({ items, promo, now }));

describe('what points do to a cart', () => {
  it('the issue’s cart: 300 points instead of the pie’s −10 % make it 80,40 instead of 79,55, so none are worth it', () => {
    const effect = effectOf([meat, salmon]);
    expect(effect.without).toBe(7955);
    expect(totalWithPoints(effect, 300)).toBe(8040);
    expect(pointsLowerTotal(effect, 300)).toBe(false);
    // 3,85 руб. of the pie's own discount: 385 points only break even, 386 help.
    expect(pointsLowerTotal(effect, 385)).toBe(false);
    expect(pointsLowerTotal(effect, 386)).toBe(true);
    expect(pointsWorthSpending(effect, 300)).toBe(0);
    expect(pointsWorthSpending(effect, 4170)).toBe(4170);
  });

  it('on lines without a discount every point helps; never past the sum', () => {
    const effect = effectOf([salmon]);
    expect(pointsWorthSpending(effect, 300)).toBe(300);
    expect(totalWithPoints(effect, 300)).toBe(4190);
    expect(pointsWorthSpending(effect, 10_000)).toBe(4490);
    expect(totalWithPoints(effect, 10_000)).toBe(0);
  });

  it('with a promotion no point is spent, even one that discounts nothing', () => {
    const applied = effectOf([{ ...salmon, count: 3 }], everyThird);
    expect(applied.promoApplies).toBe(true);
    expect(pointsWorthSpending(applied, 300)).toBe(0);
    expect(totalWithPoints(applied, 300)).toBe(applied.without);
    const twoOnly = effectOf([{ ...salmon, count: 2 }], { ...everyThird, fromTheCount: { value: 2, fromItems: true } });
    expect(twoOnly.promoApplies).toBe(true);
    expect(pointsLowerTotal(twoOnly, 300)).toBe(false);
  });

  it('agrees with the engine for any cart and spend: the total with points, and whether they lower it', () => {
    const item = fc
      .record({
        _id: fc.constantFrom('a', 'b', 'c', 'semga'),
        cost: fc.integer({ min: 0, max: 5_000 }),
        count: fc.integer({ min: 1, max: 6 }),
        discount: fc.integer({ min: 0, max: 100 }),
      })
      .map((line): CartItem => ({ ...line, cost: kopecks(line.cost), title: line._id }));
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 6 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 40_000 }),
        (items, withPromo, points) => {
          const promo = withPromo ? everyThird : null;
          const effect = effectOf(items, promo);
          const engine = priceCart({ items, promo, now, bonusValue: points });
          expect(totalWithPoints(effect, points)).toBe(engine.total);
          expect(pointsLowerTotal(effect, points)).toBe(engine.total < effect.without);
          const best = pointsWorthSpending(effect, points);
          if (best > 0) expect(pointsLowerTotal(effect, best)).toBe(true);
          else expect(pointsLowerTotal(effect, points)).toBe(false);
        },
      ),
    );
  });
});
