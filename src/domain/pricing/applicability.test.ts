import { describe, expect, it } from 'vitest';
import type { CartItem } from '../contract/cart';
import type { Promo } from '../contract/promo';
import { kopecks } from '../money';
import { priceCart } from './index';

/** `cost` in kopecks. */
const item = (_id: string, cost: number, count: number, discount?: number): CartItem =>
  discount === undefined
    ? { _id, cost: kopecks(cost), count, title: _id }
    : { _id, cost: kopecks(cost), count, title: _id, discount };
/** A cost threshold in kopecks. */
const costFrom = (value: number, fromItems: boolean) => ({ value: kopecks(value), fromItems });
const promo = (over: Partial<Promo>): Promo => ({
  _id: 'promo',
  dateTimeFrom: '2025-06-01T10:00:00+03:00',
  dateTimeTo: '2025-06-30T23:59:59+03:00',
  discountPercent: 10,
  items: [{ _id: 'a' }],
  ...over,
});
const applies = (items: CartItem[], p: Promo, now = new Date('2025-06-15T00:00:00Z')): boolean =>
  priceCart({ items, promo: p, now }).promoApplied !== null;

describe('rule 2: the window is inclusive at both ends', () => {
  const cart = [item('a', 1000, 1)];
  const p = promo({});

  it('applies at the first and the last instant (offsets respected)', () => {
    expect(applies(cart, p, new Date('2025-06-01T07:00:00.000Z'))).toBe(true);
    expect(applies(cart, p, new Date('2025-06-30T20:59:59.000Z'))).toBe(true);
  });

  it('does not apply a millisecond outside', () => {
    expect(applies(cart, p, new Date('2025-06-01T06:59:59.999Z'))).toBe(false);
    expect(applies(cart, p, new Date('2025-06-30T20:59:59.001Z'))).toBe(false);
  });

  it('a window of a single instant applies at that instant only', () => {
    const instant = promo({ dateTimeFrom: '2025-06-10T00:00:00Z', dateTimeTo: '2025-06-10T00:00:00Z' });
    expect(applies(cart, instant, new Date('2025-06-10T00:00:00Z'))).toBe(true);
    expect(applies(cart, instant, new Date('2025-06-10T00:00:00.001Z'))).toBe(false);
  });
});

describe('rule 2: thresholds', () => {
  // a (promo item): 4.00 × 2 = 8.00; c (not in promo): 3.00 × 1
  const cart = [item('a', 400, 2), item('c', 300, 1)];

  it('cost over all items counts items outside the promo', () => {
    expect(applies(cart, promo({ fromTheCost: costFrom(1100, false) }))).toBe(true);
    expect(applies(cart, promo({ fromTheCost: costFrom(1101, false) }))).toBe(false);
  });

  it('cost over promo items ignores the rest of the cart', () => {
    expect(applies(cart, promo({ fromTheCost: costFrom(800, true) }))).toBe(true);
    expect(applies(cart, promo({ fromTheCost: costFrom(801, true) }))).toBe(false);
    expect(applies(cart, promo({ fromTheCost: costFrom(1100, true) }))).toBe(false);
  });

  it('cost threshold is measured before any discount', () => {
    // c's own 50 % would bring the cart to 9.50 but the threshold looks at cost × count
    const discounted = [item('a', 400, 2), item('c', 300, 1, 50)];
    expect(applies(discounted, promo({ fromTheCost: costFrom(1100, false) }))).toBe(true);
  });

  it('count over all items vs over promo items', () => {
    expect(applies(cart, promo({ fromTheCount: { value: 3, fromItems: false } }))).toBe(true);
    expect(applies(cart, promo({ fromTheCount: { value: 4, fromItems: false } }))).toBe(false);
    expect(applies(cart, promo({ fromTheCount: { value: 2, fromItems: true } }))).toBe(true);
    expect(applies(cart, promo({ fromTheCount: { value: 3, fromItems: true } }))).toBe(false);
  });

  it('both thresholds at once must both hold', () => {
    const both = (cost: number, count: number) =>
      promo({ fromTheCost: costFrom(cost, false), fromTheCount: { value: count, fromItems: true } });
    expect(applies(cart, both(1100, 2))).toBe(true);
    expect(applies(cart, both(1100, 3))).toBe(false);
    expect(applies(cart, both(1200, 2))).toBe(false);
    expect(applies(cart, both(1200, 3))).toBe(false);
  });

  it('a threshold of 0 is not set', () => {
    const zero = promo({ fromTheCost: costFrom(0, true), fromTheCount: { value: 0, fromItems: true } });
    expect(applies([item('c', 300, 1)], zero)).toBe(true);
  });

  it('a fractional count threshold needs the next whole unit', () => {
    expect(applies(cart, promo({ fromTheCount: { value: 2.5, fromItems: true } }))).toBe(false);
    expect(applies(cart, promo({ fromTheCount: { value: 2.5, fromItems: false } }))).toBe(true);
  });

  it('when a threshold fails, the cart is priced as without a promo (line discounts)', () => {
    const priced = priceCart({
      items: [item('a', 400, 2), item('c', 300, 1, 50)],
      promo: promo({ fromTheCount: { value: 5, fromItems: false } }),
      now: new Date('2025-06-15T00:00:00Z'),
    });
    expect(priced.promoApplied).toBeNull();
    expect(priced.total).toBe(950);
  });
});
