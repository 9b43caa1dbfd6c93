import { describe, expect, it } from 'vitest';
import type { CartItem } from '../contract/cart';
import type { Promo } from '../contract/promo';
import { kopecks } from '../money';
import { priceCart, selectPromo } from './index';

const now = new Date('2025-06-15T12:00:00Z');
/** `cost` in kopecks. */
const item = (_id: string, cost: number, count: number, discount?: number): CartItem =>
  discount === undefined
    ? { _id, cost: kopecks(cost), count, title: _id }
    : { _id, cost: kopecks(cost), count, title: _id, discount };
const promo = (_id: string, over: Partial<Promo>): Promo => ({
  _id,
  dateTimeFrom: '2025-06-01T00:00:00Z',
  dateTimeTo: '2025-06-30T00:00:00Z',
  items: [{ _id: 'a' }, { _id: 'b' }],
  ...over,
});

// a: 2.00 × 3, b: 5.00 × 1 → sum 11.00, no line discounts
const cart = [item('a', 200, 3), item('b', 500, 1)];

describe('rule 8: selectPromo', () => {
  it('returns null when there are no promos', () => {
    expect(selectPromo({ items: cart, promos: [], now })).toBeNull();
  });

  it('picks the promo with the lowest total, whatever the list order', () => {
    const tenPercent = promo('ten', { discountPercent: 10 }); // 11.00 − 1.10 = 9.90
    const oneOff = promo('one-off', { discountFiat: kopecks(100) }); // 4 units × 1.00 off = 7.00
    const thirdFree = promo('third-free', { discountPercent: 100, discountForEvery: 3 }); // one a free = 9.00
    expect(priceCart({ items: cart, promo: oneOff, now }).total).toBe(700);
    expect(selectPromo({ items: cart, promos: [tenPercent, oneOff, thirdFree], now })).toBe(oneOff);
    expect(selectPromo({ items: cart, promos: [thirdFree, tenPercent, oneOff], now })).toBe(oneOff);
  });

  it('skips promos that do not apply (window or threshold), however good', () => {
    const future = promo('future', { discountPercent: 90, dateTimeFrom: '2025-06-15T12:00:00.001Z' });
    const bigCart = promo('big', { discountPercent: 90, fromTheCost: { value: kopecks(5000), fromItems: false } });
    const small = promo('small', { discountPercent: 5 });
    expect(selectPromo({ items: cart, promos: [future, bigCart, small], now })).toBe(small);
    expect(selectPromo({ items: cart, promos: [future, bigCart], now })).toBeNull();
  });

  it('returns null when no promo beats line discounts (compared without bonus)', () => {
    const discounted = [item('a', 200, 3, 20), item('b', 500, 1, 20)]; // 8.80 without a promo
    const tenPercent = promo('ten', { discountPercent: 10 }); // 9.90
    expect(selectPromo({ items: discounted, promos: [tenPercent], now })).toBeNull();
    const thirtyPercent = promo('thirty', { discountPercent: 30 }); // 7.70
    expect(selectPromo({ items: discounted, promos: [tenPercent, thirtyPercent], now })).toBe(thirtyPercent);
  });

  it('a promo that only equals the no-promo total does not beat it', () => {
    // a's own 50 % gives 1.00 without a promo; the promo's 50 % replaces it and also gives 1.00
    const items = [item('a', 200, 1, 50)];
    const halfA = promo('half-a', { discountPercent: 50, items: [{ _id: 'a' }] });
    expect(priceCart({ items, promo: halfA, now }).total).toBe(100);
    expect(priceCart({ items, promo: null, now }).total).toBe(100);
    expect(selectPromo({ items, promos: [halfA], now })).toBeNull();
    // One kopeck better is enough.
    const better = promo('better', { discountCost: kopecks(99), items: [{ _id: 'a' }] });
    expect(selectPromo({ items, promos: [halfA, better], now })).toBe(better);
  });

  it('a fixed price above every unit price never beats no promo', () => {
    const noGain = promo('no-gain', { discountCost: kopecks(900), items: [{ _id: 'a' }, { _id: 'b' }] });
    expect(priceCart({ items: cart, promo: noGain, now }).total).toBe(1100);
    expect(selectPromo({ items: cart, promos: [noGain], now })).toBeNull();
  });

  it('a promo that applies with U < N is never selected', () => {
    const everyFifth = promo('fifth', { discountPercent: 100, discountForEvery: 5 });
    expect(selectPromo({ items: cart, promos: [everyFifth], now })).toBeNull();
  });

  it('ties on total go to the earlier dateTimeFrom', () => {
    const later = promo('a-later', { discountPercent: 10, dateTimeFrom: '2025-06-02T00:00:00Z' });
    const earlier = promo('z-earlier', { discountPercent: 10, dateTimeFrom: '2025-06-01T00:00:00Z' });
    expect(selectPromo({ items: cart, promos: [later, earlier], now })).toBe(earlier);
    expect(selectPromo({ items: cart, promos: [earlier, later], now })).toBe(earlier);
  });

  it('compares dateTimeFrom as instants, not as strings', () => {
    // 03:00+03:00 is 00:00Z, earlier than 01:00Z although its string sorts later
    const offset = promo('b-offset', { discountFiat: kopecks(50), dateTimeFrom: '2025-06-01T03:00:00+03:00' });
    const utc = promo('a-utc', { discountFiat: kopecks(50), dateTimeFrom: '2025-06-01T01:00:00Z' });
    expect(selectPromo({ items: cart, promos: [utc, offset], now })).toBe(offset);
  });

  it('ties on total and start go to the smaller _id (code-unit order)', () => {
    const b = promo('promo-b', { discountPercent: 10 });
    const a = promo('promo-a', { discountPercent: 10 });
    expect(selectPromo({ items: cart, promos: [b, a], now })).toBe(a);
    expect(selectPromo({ items: cart, promos: [a, b], now })).toBe(a);
    // '10' < '9' as strings: ids are compared as text, not as numbers
    const ten = promo('10', { discountPercent: 10 });
    const nine = promo('9', { discountPercent: 10 });
    expect(selectPromo({ items: cart, promos: [nine, ten], now })).toBe(ten);
  });

  it('a lower total beats an earlier start and a smaller _id', () => {
    const early = promo('a-early', { discountPercent: 10, dateTimeFrom: '2025-05-01T00:00:00Z' }); // 9.90
    const late = promo('z-late', { discountPercent: 11, dateTimeFrom: '2025-06-10T00:00:00Z' }); // 9.79
    expect(selectPromo({ items: cart, promos: [early, late], now })).toBe(late);
  });

  it('selects among promos of different kinds that tie exactly', () => {
    const fixed = promo('fixed', { discountCost: kopecks(150), items: [{ _id: 'a' }] }); // a: 3 × 1.50 + 5 = 9.50
    const fiat = promo('fiat', { discountFiat: kopecks(50), items: [{ _id: 'a' }] }); // same 9.50
    expect(priceCart({ items: cart, promo: fixed, now }).total).toBe(950);
    expect(priceCart({ items: cart, promo: fiat, now }).total).toBe(950);
    expect(selectPromo({ items: cart, promos: [fixed, fiat], now })).toBe(fiat);
  });
});
