import { describe, expect, it } from 'vitest';
import type { CartItem } from '../contract/cart';
import type { Promo } from '../contract/promo';
import { kopecks } from '../money';
import { priceCart } from './index';

const now = new Date('2025-06-01T12:00:00Z');
/** `cost` in kopecks. */
const item = (_id: string, cost: number, count: number, discount?: number): CartItem =>
  discount === undefined
    ? { _id, cost: kopecks(cost), count, title: _id }
    : { _id, cost: kopecks(cost), count, title: _id, discount };
const promo = (over: Partial<Promo>): Promo => ({
  _id: 'promo',
  title: 'Акция',
  dateTimeFrom: '2025-05-01T00:00:00Z',
  dateTimeTo: '2025-07-01T00:00:00Z',
  items: [],
  ...over,
});
const everyThirdHalfPrice = promo({
  _id: 'third-half',
  title: 'каждый 3-й −50%',
  discountPercent: 50,
  discountForEvery: 3,
  items: [{ _id: 'a' }, { _id: 'b' }],
});

describe('worked example of issue 3', () => {
  it('prices «каждый 3-й −50%»: sum 15.00, total 13.00', () => {
    const priced = priceCart({
      items: [item('a', 200, 2), item('b', 300, 2), item('c', 500, 1, 20)],
      promo: everyThirdHalfPrice,
      now,
    });
    expect(priced).toEqual({
      sum: 1500,
      total: 1300,
      discount: 200,
      promoApplied: everyThirdHalfPrice,
      bonusApplied: 0,
      lines: [
        { _id: 'a', count: 2, sum: 400, total: 300, discountedUnits: 1 },
        { _id: 'b', count: 2, sum: 600, total: 600, discountedUnits: 0 },
        { _id: 'c', count: 1, sum: 500, total: 400, discountedUnits: 0 },
      ],
    });
  });
});

describe('rule 1: sum', () => {
  it('is Σ cost × count to the kopeck', () => {
    const priced = priceCart({ items: [item('a', 10, 3), item('b', 20, 1), item('c', 1999, 7)], promo: null, now });
    // 0.30 + 0.20 + 139.93
    expect(priced.sum).toBe(14_043);
    expect(priced.total).toBe(14_043);
    expect(priced.discount).toBe(0);
  });

  it('prices an empty cart at zero', () => {
    expect(priceCart({ items: [], promo: null, bonusValue: 500, now })).toEqual({
      sum: 0,
      total: 0,
      discount: 0,
      promoApplied: null,
      bonusApplied: 0,
      lines: [],
    });
  });
});

describe('rule 3: discounted units', () => {
  it('discounts the cheapest units first, across lines', () => {
    const p = promo({ discountPercent: 50, discountForEvery: 2, items: [{ _id: 'a' }, { _id: 'b' }] });
    // U = 3 + 2 = 5, ⌊5/2⌋ = 2: both go to the cheaper b (1.00), none to a (4.00)
    const priced = priceCart({ items: [item('a', 400, 3), item('b', 100, 2)], promo: p, now });
    expect(priced.lines.map((line) => line.discountedUnits)).toEqual([0, 2]);
    expect(priced.total).toBe(1300);
  });

  it('spills over into the next cheapest line', () => {
    const p = promo({ discountPercent: 50, items: [{ _id: 'a' }, { _id: 'b' }] });
    // N = 1 (default): every unit discounted
    const priced = priceCart({ items: [item('a', 400, 3), item('b', 100, 2)], promo: p, now });
    expect(priced.lines.map((line) => line.discountedUnits)).toEqual([3, 2]);
    expect(priced.total).toBe(700);
  });

  it('breaks price ties by cart order', () => {
    const p = promo({ discountPercent: 50, discountForEvery: 3, items: [{ _id: 'x' }, { _id: 'y' }] });
    const priced = priceCart({ items: [item('y', 200, 2), item('x', 200, 1)], promo: p, now });
    expect(priced.lines.map((line) => line.discountedUnits)).toEqual([1, 0]);
    const swapped = priceCart({ items: [item('x', 200, 1), item('y', 200, 2)], promo: p, now });
    expect(swapped.lines.map((line) => line.discountedUnits)).toEqual([1, 0]);
  });

  it('counts only units of the promo items (other lines neither count nor get promo units)', () => {
    const p = promo({ discountPercent: 50, discountForEvery: 2, items: [{ _id: 'a' }] });
    // U = 3 (c is cheaper but not in the promo), ⌊3/2⌋ = 1
    const priced = priceCart({ items: [item('c', 50, 5), item('a', 200, 3)], promo: p, now });
    expect(priced.lines.map((line) => line.discountedUnits)).toEqual([0, 1]);
    expect(priced.total).toBe(250 + 500);
  });
});

describe('rule 4: unit discount', () => {
  it('fixed price below the unit price', () => {
    const p = promo({ discountCost: kopecks(120), items: [{ _id: 'a' }] });
    expect(priceCart({ items: [item('a', 300, 2)], promo: p, now }).total).toBe(240);
  });

  it('fixed price above the unit price leaves the unit price alone', () => {
    const p = promo({ discountCost: kopecks(500), items: [{ _id: 'a' }, { _id: 'b' }] });
    const priced = priceCart({ items: [item('a', 300, 1), item('b', 700, 1)], promo: p, now });
    expect(priced.lines.map((line) => line.total)).toEqual([300, 500]);
    expect(priced.total).toBe(800);
  });

  it('fiat amount off', () => {
    const p = promo({ discountFiat: kopecks(75), items: [{ _id: 'a' }] });
    expect(priceCart({ items: [item('a', 200, 2)], promo: p, now }).total).toBe(250);
  });

  it('fiat larger than the price makes the unit free, not negative', () => {
    const p = promo({ discountFiat: kopecks(200), items: [{ _id: 'a' }, { _id: 'b' }] });
    const priced = priceCart({ items: [item('a', 150, 2), item('b', 300, 1)], promo: p, now });
    expect(priced.lines.map((line) => line.total)).toEqual([0, 100]);
    expect(priced.total).toBe(100);
  });

  it('percent is rounded per unit: 3 × 0.05 at −50 % is 3 × 0.03 = 0.09', () => {
    const p = promo({ discountPercent: 50, items: [{ _id: 'a' }] });
    const priced = priceCart({ items: [item('a', 5, 3)], promo: p, now });
    expect(priced.total).toBe(9);
    expect(priced.discount).toBe(6);
  });

  it('the same discount as a line percent is rounded per line: 0.15 at −50 % is 0.08', () => {
    const priced = priceCart({ items: [item('a', 5, 3, 50)], promo: null, now });
    expect(priced.total).toBe(8);
  });

  it('percent per unit rounds half up even where floats would not (1.15 at −50 % is 0.58)', () => {
    const p = promo({ discountPercent: 50, items: [{ _id: 'a' }] });
    expect(priceCart({ items: [item('a', 115, 1)], promo: p, now }).total).toBe(58);
  });

  it('100 % makes the discounted unit a gift', () => {
    const p = promo({ discountPercent: 100, discountForEvery: 2, items: [{ _id: 'a' }] });
    expect(priceCart({ items: [item('a', 240, 4)], promo: p, now }).total).toBe(480);
  });
});

describe('rule 5: promo items, other items, and a promo that discounts nothing', () => {
  it('promo items ignore their own percent; other items keep theirs, per line', () => {
    const p = promo({ discountPercent: 10, discountForEvery: 2, items: [{ _id: 'a' }] });
    // a: 3 units, 1 discounted: 2.00 × 2 + 1.80 = 5.80 (its own 50 % is ignored)
    // c: 0.05 × 3 = 0.15 at −50 % → 0.075 → 0.08
    const priced = priceCart({ items: [item('a', 200, 3, 50), item('c', 5, 3, 50)], promo: p, now });
    expect(priced.lines.map((line) => line.total)).toEqual([580, 8]);
    expect(priced.total).toBe(588);
  });

  it('U < N: the promo applies but discounts nothing, so no discount of any kind', () => {
    const priced = priceCart({
      items: [item('a', 200, 1), item('b', 300, 1), item('c', 500, 1, 20)],
      promo: everyThirdHalfPrice,
      bonusValue: 300,
      now,
    });
    expect(priced.total).toBe(1000);
    expect(priced.sum).toBe(1000);
    expect(priced.discount).toBe(0);
    expect(priced.promoApplied).toBe(everyThirdHalfPrice);
    expect(priced.bonusApplied).toBe(0);
    expect(priced.lines.every((line) => line.discountedUnits === 0 && line.total === line.sum)).toBe(true);
  });

  it('a promo with no items in the cart is the same as U < N', () => {
    const priced = priceCart({ items: [item('c', 500, 2, 20)], promo: everyThirdHalfPrice, now });
    expect(priced.total).toBe(1000);
    expect(priced.promoApplied).toBe(everyThirdHalfPrice);
  });
});

describe('rule 6: no promo applies', () => {
  it('without bonus, each line gets its own percent, rounded per line', () => {
    // a: 3.33 × 3 = 9.99 at −15 % = 8.4915 → 8.49; b: 1.25 at −50 % = 0.625 → 0.63; c: no discount
    const priced = priceCart({
      items: [item('a', 333, 3, 15), item('b', 125, 1, 50), item('c', 100, 1)],
      promo: null,
      now,
    });
    expect(priced.lines.map((line) => line.total)).toEqual([849, 63, 100]);
    expect(priced.total).toBe(1012);
    // sum 9.99 + 1.25 + 1.00 = 12.24
    expect(priced.discount).toBe(212);
  });

  it('with bonus, total = sum − bonus/100 and line discounts are not applied', () => {
    const priced = priceCart({
      items: [item('a', 500, 1, 20), item('b', 250, 2)],
      promo: null,
      bonusValue: 250,
      now,
    });
    expect(priced.total).toBe(750);
    expect(priced.bonusApplied).toBe(250);
    expect(priced.discount).toBe(250);
    expect(priced.lines.map((line) => line.total)).toEqual([500, 500]);
  });

  it('caps the bonus so the total never goes below 0', () => {
    const priced = priceCart({ items: [item('a', 350, 1)], promo: null, bonusValue: 1000, now });
    expect(priced.total).toBe(0);
    expect(priced.bonusApplied).toBe(350);
    expect(priced.discount).toBe(350);
  });

  it('spends exactly the whole bonus when it equals the sum', () => {
    const priced = priceCart({ items: [item('a', 350, 1)], promo: null, bonusValue: 350, now });
    expect(priced.total).toBe(0);
    expect(priced.bonusApplied).toBe(350);
  });

  it('a bonus of 0 is no bonus: line discounts apply', () => {
    const priced = priceCart({ items: [item('a', 500, 1, 20)], promo: null, bonusValue: 0, now });
    expect(priced.total).toBe(400);
    expect(priced.bonusApplied).toBe(0);
  });

  it('a promo outside its window does not apply: bonus is used instead', () => {
    const expired = { ...everyThirdHalfPrice, dateTimeTo: '2025-06-01T11:59:59.999Z' };
    const priced = priceCart({ items: [item('a', 200, 3)], promo: expired, bonusValue: 100, now });
    expect(priced.promoApplied).toBeNull();
    expect(priced.bonusApplied).toBe(100);
    expect(priced.total).toBe(500);
  });
});

describe('rule 7: promo and bonus are never combined', () => {
  it('an applying promo wins and the bonus is not spent', () => {
    const priced = priceCart({ items: [item('a', 200, 3)], promo: everyThirdHalfPrice, bonusValue: 100, now });
    expect(priced.promoApplied).toBe(everyThirdHalfPrice);
    expect(priced.bonusApplied).toBe(0);
    expect(priced.total).toBe(500);
  });

  it('holds even when the bonus alone would have been cheaper', () => {
    const priced = priceCart({ items: [item('a', 200, 3)], promo: everyThirdHalfPrice, bonusValue: 600, now });
    expect(priced.total).toBe(500);
    expect(priced.bonusApplied).toBe(0);
  });
});
