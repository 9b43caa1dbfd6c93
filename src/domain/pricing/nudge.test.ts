import { describe, expect, it } from 'vitest';
import type { CartItem } from '../contract/cart';
import type { Promo } from '../contract/promo';
import { kopecks } from '../money';
import { promoNudge } from './index';

const now = new Date('2025-06-15T12:00:00Z');
/** `cost` in kopecks. */
const item = (_id: string, cost: number, count: number): CartItem => ({ _id, cost: kopecks(cost), count, title: _id });
/** A cost threshold in kopecks. */
const costFrom = (value: number, fromItems: boolean) => ({ value: kopecks(value), fromItems });
const promo = (over: Partial<Promo>): Promo => ({
  _id: 'promo',
  dateTimeFrom: '2025-06-01T00:00:00Z',
  dateTimeTo: '2025-06-30T00:00:00Z',
  items: [{ _id: 'a' }, { _id: 'b' }],
  ...over,
});
const everyThirdHalf = promo({ discountPercent: 50, discountForEvery: 3 });

describe('promoNudge: next discounted unit', () => {
  it('U = 2, N = 3: one more unit gives the third at half price', () => {
    expect(promoNudge({ items: [item('a', 200, 1), item('b', 300, 1)], promo: everyThirdHalf, now })).toBe(
      'Добавьте ещё 1 пирог — и третий пирог за полцены',
    );
  });

  it('U = 4, N = 3: two more units give the next discounted one', () => {
    expect(promoNudge({ items: [item('a', 200, 4)], promo: everyThirdHalf, now })).toBe(
      'Добавьте ещё 2 пирога — и третий пирог за полцены',
    );
  });

  it('U on a multiple of N: nothing to nudge about', () => {
    expect(promoNudge({ items: [item('a', 200, 3)], promo: everyThirdHalf, now })).toBeNull();
    expect(promoNudge({ items: [item('a', 200, 6)], promo: everyThirdHalf, now })).toBeNull();
  });

  it('only units of promo items count towards the next discounted unit', () => {
    expect(promoNudge({ items: [item('a', 200, 1), item('c', 100, 5)], promo: everyThirdHalf, now })).toBe(
      'Добавьте ещё 2 пирога — и третий пирог за полцены',
    );
  });

  it('is silent when the next discounted unit is far away', () => {
    const everyFifth = promo({ discountPercent: 50, discountForEvery: 5 });
    expect(promoNudge({ items: [item('a', 200, 1)], promo: everyFifth, now })).toBeNull();
    expect(promoNudge({ items: [item('a', 200, 2)], promo: everyFifth, now })).toBe(
      'Добавьте ещё 3 пирога — и пятый пирог за полцены',
    );
  });

  it('describes each kind of discount', () => {
    const items = [item('a', 200, 1)];
    expect(promoNudge({ items, promo: promo({ discountPercent: 100, discountForEvery: 2 }), now })).toBe(
      'Добавьте ещё 1 пирог — и второй пирог в подарок',
    );
    expect(promoNudge({ items, promo: promo({ discountPercent: 12.5, discountForEvery: 2 }), now })).toBe(
      'Добавьте ещё 1 пирог — и второй пирог со скидкой 12,5%',
    );
    expect(promoNudge({ items, promo: promo({ discountFiat: kopecks(150), discountForEvery: 4 }), now })).toBe(
      'Добавьте ещё 3 пирога — и четвёртый пирог дешевле на 1,50\u00a0руб.',
    );
    expect(promoNudge({ items, promo: promo({ discountCost: kopecks(100), discountForEvery: 3 }), now })).toBe(
      'Добавьте ещё 2 пирога — и третий пирог за 1,00\u00a0руб.',
    );
  });

  it('uses a numeric ordinal past ten', () => {
    const everyTwelfth = promo({ discountPercent: 50, discountForEvery: 12 });
    expect(promoNudge({ items: [item('a', 200, 10)], promo: everyTwelfth, now })).toBe(
      'Добавьте ещё 2 пирога — и 12-й пирог за полцены',
    );
  });
});

describe('promoNudge: thresholds', () => {
  const twentyOff = (over: Partial<Promo>) => promo({ discountPercent: 20, ...over });

  it('cost over all items: «Добавьте товаров ещё на 4,50 руб.»', () => {
    const p = twentyOff({ fromTheCost: costFrom(3000, false) });
    expect(promoNudge({ items: [item('a', 550, 1), item('c', 1000, 2)], promo: p, now })).toBe(
      'Добавьте товаров ещё на 4,50\u00a0руб. — и пироги из акции со скидкой 20%',
    );
  });

  it('cost over promo items says so', () => {
    const p = twentyOff({ fromTheCost: costFrom(1000, true) });
    expect(promoNudge({ items: [item('a', 800, 1), item('c', 5000, 1)], promo: p, now })).toBe(
      'Добавьте товаров из акции ещё на 2,00\u00a0руб. — и пироги из акции со скидкой 20%',
    );
  });

  it('is silent when more than 30 % of the cost threshold is missing', () => {
    const p = twentyOff({ fromTheCost: costFrom(3000, false) });
    expect(promoNudge({ items: [item('a', 2100, 1)], promo: p, now })).toBe(
      'Добавьте товаров ещё на 9,00\u00a0руб. — и пироги из акции со скидкой 20%',
    );
    expect(promoNudge({ items: [item('a', 2099, 1)], promo: p, now })).toBeNull();
  });

  it('count threshold', () => {
    const p = twentyOff({ fromTheCount: { value: 5, fromItems: false } });
    expect(promoNudge({ items: [item('a', 100, 1), item('c', 100, 2)], promo: p, now })).toBe(
      'Добавьте ещё 2 пирога — и пироги из акции со скидкой 20%',
    );
    expect(promoNudge({ items: [item('a', 100, 1)], promo: p, now })).toBeNull();
  });

  it('both thresholds missing: units and cost in one sentence', () => {
    const p = twentyOff({ fromTheCost: costFrom(1000, false), fromTheCount: { value: 3, fromItems: false } });
    expect(promoNudge({ items: [item('a', 800, 1)], promo: p, now })).toBe(
      'Добавьте ещё 2 пирога на сумму от 2,00\u00a0руб. — и пироги из акции со скидкой 20%',
    );
  });

  it('a met threshold with U < N asks for the units up to N', () => {
    const p = promo({ discountPercent: 50, discountForEvery: 3, fromTheCount: { value: 2, fromItems: false } });
    expect(promoNudge({ items: [item('a', 100, 1), item('c', 100, 1)], promo: p, now })).toBe(
      'Добавьте ещё 2 пирога — и третий пирог за полцены',
    );
  });

  it('an unmet threshold and U < N ask for whichever needs more units', () => {
    const p = promo({ discountPercent: 50, discountForEvery: 2, fromTheCount: { value: 4, fromItems: true } });
    expect(promoNudge({ items: [item('a', 100, 1)], promo: p, now })).toBe(
      'Добавьте ещё 3 пирога — и второй пирог за полцены',
    );
  });

  it('a cost threshold with no promo item in the cart also needs a unit', () => {
    const p = twentyOff({ fromTheCost: costFrom(1000, false) });
    expect(promoNudge({ items: [item('c', 900, 1)], promo: p, now })).toBe(
      'Добавьте ещё 1 пирог на сумму от 1,00\u00a0руб. — и пироги из акции со скидкой 20%',
    );
  });
});

describe('promoNudge: nothing to say', () => {
  it('no promo, a promo outside its window, or a promo without items', () => {
    const items = [item('a', 200, 2)];
    expect(promoNudge({ items, promo: null, now })).toBeNull();
    expect(promoNudge({ items, promo: everyThirdHalf, now: new Date('2025-07-01T00:00:00Z') })).toBeNull();
    expect(promoNudge({ items, promo: { ...everyThirdHalf, items: [] }, now })).toBeNull();
  });

  it('N = 1 with the promo applying: every unit is already discounted', () => {
    expect(promoNudge({ items: [item('a', 200, 1)], promo: promo({ discountPercent: 10 }), now })).toBeNull();
  });
});
