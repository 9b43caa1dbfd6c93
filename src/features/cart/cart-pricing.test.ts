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

  it('gives each line the unit price it pays: own percent, the promo on every unit, else the full price', () => {
    const withOwnDiscount = priceForDisplay(
      [
        { _id: 'myasnoy', title: 'Пирог с мясом', cost: kopecks(3850), count: 1, discount: 10 },
        { _id: 'd', title: 'D', cost: kopecks(990), count: 2 },
      ],
      [],
      now,
    );
    expect(withOwnDiscount.lines.map((line) => [line._id, line.cost, line.unitCost, line.total])).toEqual([
      ['myasnoy', 3850, 3465, 3465],
      ['d', 990, 990, 1980],
    ]);

    // Three units of the promo: the cheapest (one A) at half price, the other A and both B in full.
    const promo = priceForDisplay(
      [
        { _id: 'a', title: 'A', cost: kopecks(200), count: 2 },
        { _id: 'b', title: 'B', cost: kopecks(300), count: 2 },
        { _id: 'c', title: 'C', cost: kopecks(500), count: 1, discount: 20 },
      ],
      [everyThird],
      now,
    );
    expect(promo.lines.map((line) => [line._id, line.unitCost])).toEqual([
      ['a', 200],
      ['b', 300],
      ['c', 400],
    ]);
    const allUnits = priceForDisplay(
      [
        { _id: 'a', title: 'A', cost: kopecks(200), count: 1 },
        { _id: 'b', title: 'B', cost: kopecks(300), count: 2 },
      ],
      [everyThird],
      now,
    );
    expect(allUnits.lines.map((line) => [line._id, line.unitCost, line.total])).toEqual([
      ['a', 100, 100],
      ['b', 300, 600],
    ]);

    // Bonus points that lower the total replace the line's own percent: the line is at its full price.
    const withPoints = priceForDisplay(
      [{ _id: 'myasnoy', title: 'Пирог с мясом', cost: kopecks(3850), count: 1, discount: 10 }],
      [],
      now,
      [],
      1000,
    );
    expect(withPoints.bonusApplied).toBe(1000);
    expect(withPoints.lines.map((line) => line.unitCost)).toEqual([3850]);
  });

  it('nudges toward a promo the cart is close to', () => {
    const shown = priceForDisplay([{ _id: 'a', title: 'A', cost: kopecks(200), count: 2 }], [everyThird], now);
    expect(shown.promoTitle).toBeNull();
    expect(shown.promoReason).toBeNull();
    expect(shown.nudge).toBe('Акция «Каждый третий за полцены»: добавьте ещё 1 пирог — и третий пирог за полцены');
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

describe('priceForDisplay with points held for the order', () => {
  const cherry = { _id: 'vishnya', title: 'Пирог с вишней', cost: kopecks(3190), count: 1 };
  const meat = { _id: 'myasnoy', title: 'Пирог с мясом', cost: kopecks(3850), count: 1, discount: 10 };
  const salmon = { _id: 'semga', title: 'Пирог с сёмгой', cost: kopecks(4490), count: 1 };

  it('shows points spent on lines without a discount once, as points, not also as a discount', () => {
    const shown = priceForDisplay([cherry], [], now, [], 300);
    expect(shown).toMatchObject({ sum: 3190, discount: 0, bonusApplied: 300, total: 2890, beforePoints: 3190 });
  });

  it('does not count held points that would cost more than the lines’ own percents they replace', () => {
    const shown = priceForDisplay([meat, salmon], [], now, [], 300);
    expect(shown).toMatchObject({ sum: 8340, discount: 385, bonusApplied: 0, total: 7955, beforePoints: 7955 });
    expect(shown.points).toEqual({ promoApplies: false, sum: 8340, without: 7955 });
  });

  it('counts points worth more than the lines’ percents instead of them; the minimum order is counted before points', () => {
    const shown = priceForDisplay([meat, salmon], [], now, [], 1000);
    expect(shown).toMatchObject({ discount: 0, bonusApplied: 1000, total: 7340, beforePoints: 8340 });
  });
});

describe('priceForDisplay with several active promotions', () => {
  const pie = (count: number) => ({ _id: 'a', title: 'A', cost: kopecks(200), count });
  const window = { dateTimeFrom: '2026-11-01T00:00:00Z', dateTimeTo: '2026-12-31T00:00:00Z' };
  const everySecondTenOff: Promo = {
    _id: 'vtoroy',
    title: 'Каждый второй пирог −10%',
    ...window,
    discountPercent: 10,
    discountForEvery: 2,
    items: [{ _id: 'a' }, { _id: 'b' }],
  };
  const everySecondHalf: Promo = {
    ...everySecondTenOff,
    _id: 'polovina',
    title: 'Второй пирог за полцены',
    discountPercent: 50,
  };
  const catalog = [
    { _id: 'a', title: 'A', cost: kopecks(200), discount: 0, category: 'sytnye' as const },
    { _id: 'mors', title: 'Морс', cost: kopecks(300), discount: 0, category: 'napitki' as const },
  ];

  it('points to the better promo the engine would switch to, not to none because the first is used up', () => {
    // «Every second −10%» applies to 2 pies and has nothing more to give; a third pie makes
    // «every third at half price» the engine's choice, which gives more.
    const shown = priceForDisplay([pie(2)], [everySecondTenOff, everyThird], now, catalog);
    expect(shown.promoReason).toBe(
      'Применена акция «Каждый второй пирог −10%»: в корзине 2 пирога из акции — каждый второй пирог со скидкой 10%, ' +
        'скидка 0,20\u00a0руб.',
    );
    expect(shown.nudge).toBe('Акция «Каждый третий за полцены»: добавьте ещё 1 пирог — и третий пирог за полцены');
  });

  it('names the nearest promo, not the first one listed', () => {
    const shown = priceForDisplay([pie(1)], [everyThird, everySecondHalf], now, catalog);
    expect(shown.promoReason).toBeNull();
    expect(shown.nudge).toBe('Акция «Второй пирог за полцены»: добавьте ещё 1 пирог — и второй пирог за полцены');
  });

  it('never nudges toward a promo the engine would not pick after the step', () => {
    // Two more pies would start «every third −10%», but with three pies «every second at half
    // price» gives more, so the engine would not apply it: the nudge must not name it.
    const everyThirdTenOff: Promo = {
      ...everyThird,
      _id: 'tretiy-10',
      title: 'Каждый третий −10%',
      discountPercent: 10,
    };
    const shown = priceForDisplay([pie(1)], [everyThirdTenOff, everySecondHalf], now, catalog);
    expect(shown.nudge).not.toContain('Каждый третий −10%');
    expect(shown.nudge).toContain('Второй пирог за полцены');
  });

  it('says why the applied promo was chosen over others, and the next step of that same promo', () => {
    const shown = priceForDisplay([pie(4)], [everySecondTenOff, everyThird], now, catalog);
    expect(shown.promoTitle).toBe('Каждый третий за полцены');
    expect(shown.promoReason).toBe(
      'Применена акция «Каждый третий за полцены»: в корзине 4 пирога из акции — каждый третий пирог за полцены, ' +
        'скидка 1,00\u00a0руб. Из подходящих акций эта самая выгодная.',
    );
    expect(shown.nudge).toBe('Добавьте ещё 2 пирога — и третий пирог за полцены');
  });

  it('counts in the right plural form and names the items by their category', () => {
    expect(priceForDisplay([pie(5)], [everyThird], now, catalog).promoReason).toContain('в корзине 5 пирогов из акции');
    const mors: Promo = {
      _id: 'mors-za-rubl',
      title: 'Морс за 1 рубль при заказе от 40 руб.',
      ...window,
      discountCost: kopecks(100),
      fromTheCost: { value: kopecks(4000), fromItems: false },
      items: [{ _id: 'mors' }],
    };
    const shown = priceForDisplay(
      [pie(16), { _id: 'c', title: 'C', cost: kopecks(300), count: 1 }],
      [mors],
      now,
      catalog,
    );
    expect(shown.nudge).toBe(
      'Акция «Морс за 1 рубль при заказе от 40 руб.»: добавьте ещё 1 напиток на сумму от 5,00\u00a0руб. — ' +
        'и напитки из акции за 1,00\u00a0руб.',
    );
  });
});
