import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Promo } from '../../domain/contract/promo';
import { type Kopecks, kopecks } from '../../domain/money';
import { priceForDisplay } from './cart-pricing';

const now = new Date('2026-11-22T12:00:00Z');
const everyThird: Promo = {
  _id: 'tretiy',
  title: 'Каждый третий за полцены',
  dateTimeFrom: '2026-11-01T00:00:00Z',
  dateTimeTo: '2026-12-31T00:00:00Z',
  discountPercent: 50,
  discountForEvery: 3,
  items: [{ _id: 'a' }, { _id: 'b' }],
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('priceForDisplay', () => {
  it('shows the issue 3 worked example: sum 15.00, total 13.00, promo named', () => {
    const items = [
      { _id: 'a', title: 'A', cost: kopecks(200), count: 2 },
      { _id: 'b', title: 'B', cost: kopecks(300), count: 2 },
      { _id: 'c', title: 'C', cost: kopecks(500), count: 1, discount: 20 },
    ];
    const shown = priceForDisplay(items, [everyThird], now);
    expect(shown.sum).toBe(1500);
    expect(shown.total).toBe(1300);
    expect(shown.promoTitle).toBe('Каждый третий за полцены');
    expect(shown.lines.map((line) => [line._id, line.cost, line.total])).toEqual([
      ['a', 200, 300],
      ['b', 300, 600],
      ['c', 500, 400],
    ]);
  });

  it('nudges toward a promo the cart is close to', () => {
    const shown = priceForDisplay([{ _id: 'a', title: 'A', cost: kopecks(200), count: 2 }], [everyThird], now);
    expect(shown.promoTitle).toBeNull();
    expect(shown.nudge).toMatch(/Добавьте ещё 1 шт\./);
  });

  it('prices without promos when a promo is invalid, and says so and logs which promos', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { ...everyThird, discountFiat: kopecks(100) };
    const shown = priceForDisplay([{ _id: 'a', title: 'A', cost: kopecks(200), count: 3 }], [broken], now);
    expect(shown.total).toBe(600);
    expect(shown.promoTitle).toBeNull();
    expect(shown.nudge).toBeNull();
    expect(shown.promosChecked).toBe(false);
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('promos could not be checked'),
      expect.objectContaining({ promoIds: ['tretiy'], error: expect.any(Error) }),
    );
  });

  it('reports the promos as checked when they are valid, applied or not', () => {
    expect(
      priceForDisplay([{ _id: 'c', title: 'C', cost: kopecks(500), count: 1 }], [everyThird], now).promosChecked,
    ).toBe(true);
    expect(priceForDisplay([{ _id: 'c', title: 'C', cost: kopecks(500), count: 1 }], [], now).promosChecked).toBe(true);
  });

  it('does not hide a broken cart behind "promos unchecked"', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => priceForDisplay([{ _id: 'a', title: 'A', cost: -1 as Kopecks, count: 1 }], [], now)).toThrow();
  });
});
