import { describe, expect, it } from 'vitest';
import type { CartItem } from '../contract/cart';
import type { Promo } from '../contract/promo';
import { priceCart } from './index';

const now = new Date('2025-06-01T12:00:00Z');
const item = (_id: string, cost: number, count: number, discount?: number): CartItem =>
  discount === undefined ? { _id, cost, count, title: _id } : { _id, cost, count, title: _id, discount };
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
      items: [item('a', 2, 2), item('b', 3, 2), item('c', 5, 1, 20)],
      promo: everyThirdHalfPrice,
      now,
    });
    expect(priced).toEqual({
      sum: 15,
      total: 13,
      discount: 2,
      promoApplied: everyThirdHalfPrice,
      bonusApplied: 0,
      lines: [
        { _id: 'a', count: 2, sum: 4, total: 3, discountedUnits: 1 },
        { _id: 'b', count: 2, sum: 6, total: 6, discountedUnits: 0 },
        { _id: 'c', count: 1, sum: 5, total: 4, discountedUnits: 0 },
      ],
    });
  });
});

describe('rule 1: sum', () => {
  it('is Σ cost × count to the kopeck, without float drift', () => {
    const priced = priceCart({ items: [item('a', 0.1, 3), item('b', 0.2, 1), item('c', 19.99, 7)], promo: null, now });
    // 0.30 + 0.20 + 139.93
    expect(priced.sum).toBe(140.43);
    expect(priced.total).toBe(140.43);
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
    const priced = priceCart({ items: [item('a', 4, 3), item('b', 1, 2)], promo: p, now });
    expect(priced.lines.map((line) => line.discountedUnits)).toEqual([0, 2]);
    expect(priced.total).toBe(13);
  });

  it('spills over into the next cheapest line', () => {
    const p = promo({ discountPercent: 50, items: [{ _id: 'a' }, { _id: 'b' }] });
    // N = 1 (default): every unit discounted
    const priced = priceCart({ items: [item('a', 4, 3), item('b', 1, 2)], promo: p, now });
    expect(priced.lines.map((line) => line.discountedUnits)).toEqual([3, 2]);
    expect(priced.total).toBe(7);
  });

  it('breaks price ties by cart order', () => {
    const p = promo({ discountPercent: 50, discountForEvery: 3, items: [{ _id: 'x' }, { _id: 'y' }] });
    const priced = priceCart({ items: [item('y', 2, 2), item('x', 2, 1)], promo: p, now });
    expect(priced.lines.map((line) => line.discountedUnits)).toEqual([1, 0]);
    const swapped = priceCart({ items: [item('x', 2, 1), item('y', 2, 2)], promo: p, now });
    expect(swapped.lines.map((line) => line.discountedUnits)).toEqual([1, 0]);
  });

  it('counts only units of the promo items (other lines neither count nor get promo units)', () => {
    const p = promo({ discountPercent: 50, discountForEvery: 2, items: [{ _id: 'a' }] });
    // U = 3 (c is cheaper but not in the promo), ⌊3/2⌋ = 1
    const priced = priceCart({ items: [item('c', 0.5, 5), item('a', 2, 3)], promo: p, now });
    expect(priced.lines.map((line) => line.discountedUnits)).toEqual([0, 1]);
    expect(priced.total).toBe(2.5 + 5);
  });
});

describe('rule 4: unit discount', () => {
  it('fixed price below the unit price', () => {
    const p = promo({ discountCost: 1.2, items: [{ _id: 'a' }] });
    expect(priceCart({ items: [item('a', 3, 2)], promo: p, now }).total).toBe(2.4);
  });

  it('fixed price above the unit price leaves the unit price alone', () => {
    const p = promo({ discountCost: 5, items: [{ _id: 'a' }, { _id: 'b' }] });
    const priced = priceCart({ items: [item('a', 3, 1), item('b', 7, 1)], promo: p, now });
    expect(priced.lines.map((line) => line.total)).toEqual([3, 5]);
    expect(priced.total).toBe(8);
  });

  it('fiat amount off', () => {
    const p = promo({ discountFiat: 0.75, items: [{ _id: 'a' }] });
    expect(priceCart({ items: [item('a', 2, 2)], promo: p, now }).total).toBe(2.5);
  });

  it('fiat larger than the price makes the unit free, not negative', () => {
    const p = promo({ discountFiat: 2, items: [{ _id: 'a' }, { _id: 'b' }] });
    const priced = priceCart({ items: [item('a', 1.5, 2), item('b', 3, 1)], promo: p, now });
    expect(priced.lines.map((line) => line.total)).toEqual([0, 1]);
    expect(priced.total).toBe(1);
  });

  it('percent is rounded per unit: 3 × 0.05 at −50 % is 3 × 0.03 = 0.09', () => {
    const p = promo({ discountPercent: 50, items: [{ _id: 'a' }] });
    const priced = priceCart({ items: [item('a', 0.05, 3)], promo: p, now });
    expect(priced.total).toBe(0.09);
    expect(priced.discount).toBe(0.06);
  });

  it('the same discount as a line percent is rounded per line: 0.15 at −50 % is 0.08', () => {
    const priced = priceCart({ items: [item('a', 0.05, 3, 50)], promo: null, now });
    expect(priced.total).toBe(0.08);
  });

  it('percent per unit rounds half up even where floats would not (1.15 at −50 % is 0.58)', () => {
    const p = promo({ discountPercent: 50, items: [{ _id: 'a' }] });
    expect(priceCart({ items: [item('a', 1.15, 1)], promo: p, now }).total).toBe(0.58);
  });

  it('100 % makes the discounted unit a gift', () => {
    const p = promo({ discountPercent: 100, discountForEvery: 2, items: [{ _id: 'a' }] });
    expect(priceCart({ items: [item('a', 2.4, 4)], promo: p, now }).total).toBe(4.8);
  });
});

describe('rule 5: promo items, other items, and a promo that discounts nothing', () => {
  it('promo items ignore their own percent; other items keep theirs, per line', () => {
    const p = promo({ discountPercent: 10, discountForEvery: 2, items: [{ _id: 'a' }] });
    // a: 3 units, 1 discounted: 2.00 × 2 + 1.80 = 5.80 (its own 50 % is ignored)
    // c: 0.05 × 3 = 0.15 at −50 % → 0.075 → 0.08
    const priced = priceCart({ items: [item('a', 2, 3, 50), item('c', 0.05, 3, 50)], promo: p, now });
    expect(priced.lines.map((line) => line.total)).toEqual([5.8, 0.08]);
    expect(priced.total).toBe(5.88);
  });

  it('U < N: the promo applies but discounts nothing, so no discount of any kind', () => {
    const priced = priceCart({
      items: [item('a', 2, 1), item('b', 3, 1), item('c', 5, 1, 20)],
      promo: everyThirdHalfPrice,
      bonusValue: 300,
      now,
    });
    expect(priced.total).toBe(10);
    expect(priced.sum).toBe(10);
    expect(priced.discount).toBe(0);
    expect(priced.promoApplied).toBe(everyThirdHalfPrice);
    expect(priced.bonusApplied).toBe(0);
    expect(priced.lines.every((line) => line.discountedUnits === 0 && line.total === line.sum)).toBe(true);
  });

  it('a promo with no items in the cart is the same as U < N', () => {
    const priced = priceCart({ items: [item('c', 5, 2, 20)], promo: everyThirdHalfPrice, now });
    expect(priced.total).toBe(10);
    expect(priced.promoApplied).toBe(everyThirdHalfPrice);
  });
});

describe('rule 6: no promo applies', () => {
  it('without bonus, each line gets its own percent, rounded per line', () => {
    // a: 3.33 × 3 = 9.99 at −15 % = 8.4915 → 8.49; b: 1.25 at −50 % = 0.625 → 0.63; c: no discount
    const priced = priceCart({
      items: [item('a', 3.33, 3, 15), item('b', 1.25, 1, 50), item('c', 1, 1)],
      promo: null,
      now,
    });
    expect(priced.lines.map((line) => line.total)).toEqual([8.49, 0.63, 1]);
    expect(priced.total).toBe(10.12);
    // sum 9.99 + 1.25 + 1.00 = 12.24
    expect(priced.discount).toBe(2.12);
  });

  it('with bonus, total = sum − bonus/100 and line discounts are not applied', () => {
    const priced = priceCart({ items: [item('a', 5, 1, 20), item('b', 2.5, 2)], promo: null, bonusValue: 250, now });
    expect(priced.total).toBe(7.5);
    expect(priced.bonusApplied).toBe(250);
    expect(priced.discount).toBe(2.5);
    expect(priced.lines.map((line) => line.total)).toEqual([5, 5]);
  });

  it('caps the bonus so the total never goes below 0', () => {
    const priced = priceCart({ items: [item('a', 3.5, 1)], promo: null, bonusValue: 1000, now });
    expect(priced.total).toBe(0);
    expect(priced.bonusApplied).toBe(350);
    expect(priced.discount).toBe(3.5);
  });

  it('spends exactly the whole bonus when it equals the sum', () => {
    const priced = priceCart({ items: [item('a', 3.5, 1)], promo: null, bonusValue: 350, now });
    expect(priced.total).toBe(0);
    expect(priced.bonusApplied).toBe(350);
  });

  it('a bonus of 0 is no bonus: line discounts apply', () => {
    const priced = priceCart({ items: [item('a', 5, 1, 20)], promo: null, bonusValue: 0, now });
    expect(priced.total).toBe(4);
    expect(priced.bonusApplied).toBe(0);
  });

  it('a promo outside its window does not apply: bonus is used instead', () => {
    const expired = { ...everyThirdHalfPrice, dateTimeTo: '2025-06-01T11:59:59.999Z' };
    const priced = priceCart({ items: [item('a', 2, 3)], promo: expired, bonusValue: 100, now });
    expect(priced.promoApplied).toBeNull();
    expect(priced.bonusApplied).toBe(100);
    expect(priced.total).toBe(5);
  });
});

describe('rule 7: promo and bonus are never combined', () => {
  it('an applying promo wins and the bonus is not spent', () => {
    const priced = priceCart({ items: [item('a', 2, 3)], promo: everyThirdHalfPrice, bonusValue: 100, now });
    expect(priced.promoApplied).toBe(everyThirdHalfPrice);
    expect(priced.bonusApplied).toBe(0);
    expect(priced.total).toBe(5);
  });

  it('holds even when the bonus alone would have been cheaper', () => {
    const priced = priceCart({ items: [item('a', 2, 3)], promo: everyThirdHalfPrice, bonusValue: 600, now });
    expect(priced.total).toBe(5);
    expect(priced.bonusApplied).toBe(0);
  });
});
