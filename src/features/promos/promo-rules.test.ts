import { describe, expect, it } from 'vitest';
import type { Promo } from '../../domain/contract/promo';
import { kopecks } from '../../domain/money';
import {
  describePromo,
  isPromoOver,
  type PromoProduct,
  promoFinePrint,
  promoPeriod,
  visiblePromos,
} from './promo-rules';

const products = new Map<string, PromoProduct>([
  ['kapusta', { title: 'Пирог с капустой', category: 'sytnye' }],
  ['myaso', { title: 'Пирог с мясом', category: 'sytnye' }],
  ['vishnya', { title: 'Пирог с вишней', category: 'sladkie' }],
  ['mini-kapusta', { title: 'Пирожок с капустой', category: 'mini' }],
  ['mini-myaso', { title: 'Пирожок с мясом', category: 'mini' }],
  ['mors', { title: 'Морс клюквенный', category: 'napitki' }],
  ['medovik', { title: 'Медовик', category: 'deserty' }],
  ['nabor', { title: 'Набор «Для друзей»', category: 'sets' }],
]);

const ids = (...list: string[]) => list.map((_id) => ({ _id }));

function promo(fields: Partial<Promo>): Promo {
  return {
    _id: 'promo',
    dateTimeFrom: '2026-11-01T00:00:00+03:00',
    dateTimeTo: '2026-11-30T23:59:59+03:00',
    items: ids('kapusta', 'myaso'),
    ...fields,
  };
}

describe('describePromo', () => {
  it('words «every N-th» with a percent', () => {
    expect(describePromo(promo({ discountPercent: 50, discountForEvery: 3 }), products)).toBe(
      'Каждый 3-й пирог из акции — со скидкой 50%',
    );
  });

  it('words a fixed price on one product with a whole-order cost threshold', () => {
    const text = describePromo(
      promo({
        items: ids('mors'),
        discountCost: kopecks(100),
        discountForEvery: 1,
        fromTheCost: { value: kopecks(4000), fromItems: false },
      }),
      products,
    );
    expect(text).toBe('Морс клюквенный за 1,00\u00a0руб. при заказе от 40,00\u00a0руб.');
  });

  it('words an amount off each mini pie with a count threshold over promo items', () => {
    const text = describePromo(
      promo({
        items: ids('mini-kapusta', 'mini-myaso'),
        discountFiat: kopecks(50),
        discountForEvery: 1,
        fromTheCount: { value: 5, fromItems: true },
      }),
      products,
    );
    expect(text).toBe('Скидка 0,50\u00a0руб. на каждый мини-пирог из акции при покупке от 5 шт.');
  });

  it('words a threshold over all items differently from one over promo items', () => {
    const overAll = describePromo(
      promo({ discountPercent: 10, fromTheCost: { value: kopecks(3000), fromItems: false } }),
      products,
    );
    const overPromo = describePromo(
      promo({ discountPercent: 10, fromTheCost: { value: kopecks(3000), fromItems: true } }),
      products,
    );
    expect(overAll).toBe('Скидка 10% на каждый пирог из акции при заказе от 30,00\u00a0руб.');
    expect(overPromo).toBe(
      'Скидка 10% на каждый пирог из акции при покупке пирогов из акции на сумму от 30,00\u00a0руб.',
    );

    const countAll = describePromo(
      promo({ discountPercent: 10, fromTheCount: { value: 4, fromItems: false } }),
      products,
    );
    expect(countAll).toBe('Скидка 10% на каждый пирог из акции при заказе от 4 шт. любых товаров');
  });

  it('joins two thresholds', () => {
    const text = describePromo(
      promo({
        discountPercent: 15,
        fromTheCost: { value: kopecks(2550), fromItems: false },
        fromTheCount: { value: 3, fromItems: true },
      }),
      products,
    );
    expect(text).toBe('Скидка 15% на каждый пирог из акции при заказе от 25,50\u00a0руб. и при покупке от 3 шт.');
  });

  it('ignores zero thresholds', () => {
    const text = describePromo(
      promo({ discountPercent: 5, fromTheCost: { value: kopecks(0), fromItems: false } }),
      products,
    );
    expect(text).toBe('Скидка 5% на каждый пирог из акции');
  });

  it('calls a mix of pie categories «пирог» and any other mix «товар»', () => {
    expect(
      describePromo(promo({ items: ids('kapusta', 'vishnya', 'mini-myaso'), discountPercent: 20 }), products),
    ).toBe('Скидка 20% на каждый пирог из акции');
    expect(describePromo(promo({ items: ids('kapusta', 'mors'), discountPercent: 20 }), products)).toBe(
      'Скидка 20% на каждый товар из акции',
    );
    expect(
      describePromo(
        promo({ items: ids('nabor', 'nabor'), discountForEvery: 2, discountCost: kopecks(3000) }),
        products,
      ),
    ).toBe('Каждый 2-й набор из акции — за 30,00\u00a0руб.');
  });

  it('falls back to «товар» when a product is unknown', () => {
    expect(describePromo(promo({ items: ids('kapusta', 'gone'), discountPercent: 20 }), products)).toBe(
      'Скидка 20% на каждый товар из акции',
    );
  });

  it('names the single product of a promo', () => {
    expect(describePromo(promo({ items: ids('medovik'), discountPercent: 20 }), products)).toBe(
      'Скидка 20% на «Медовик»',
    );
    expect(describePromo(promo({ items: ids('medovik'), discountFiat: kopecks(200) }), products)).toBe(
      'Скидка 2,00\u00a0руб. на «Медовик»',
    );
    expect(describePromo(promo({ items: ids('medovik'), discountPercent: 100 }), products)).toBe('Медовик — в подарок');
    expect(describePromo(promo({ items: ids('mors'), discountPercent: 50, discountForEvery: 2 }), products)).toBe(
      'Каждый 2-й напиток «Морс клюквенный» — со скидкой 50%',
    );
    expect(
      describePromo(
        promo({ items: ids('medovik'), discountPercent: 10, fromTheCost: { value: kopecks(2000), fromItems: true } }),
        products,
      ),
    ).toBe('Скидка 10% на «Медовик» при покупке на сумму от 20,00\u00a0руб.');
  });

  it('words gifts, amounts off and fixed prices for every N-th unit', () => {
    expect(describePromo(promo({ discountPercent: 100, discountForEvery: 4 }), products)).toBe(
      'Каждый 4-й пирог из акции — в подарок',
    );
    expect(describePromo(promo({ discountFiat: kopecks(120), discountForEvery: 2 }), products)).toBe(
      'Каждый 2-й пирог из акции — дешевле на 1,20\u00a0руб.',
    );
    expect(describePromo(promo({ discountCost: kopecks(500), discountForEvery: 1 }), products)).toBe(
      'Каждый пирог из акции — за 5,00\u00a0руб.',
    );
    expect(describePromo(promo({ discountPercent: 100 }), products)).toBe('Каждый пирог из акции — в подарок');
    expect(describePromo(promo({ discountPercent: 12.5 }), products)).toBe('Скидка 12,5% на каждый пирог из акции');
  });

  it('still says something when no discount field is set', () => {
    expect(describePromo(promo({}), products)).toBe('Особые условия для пирогов из акции');
  });
});

describe('promoFinePrint', () => {
  it('explains which units get the discount only for every N-th promos', () => {
    expect(promoFinePrint(promo({ discountPercent: 50, discountForEvery: 3 }))).toMatch(/самым недорогим/);
    expect(promoFinePrint(promo({ discountPercent: 50 }))).toBeNull();
  });
});

describe('promo period and visibility', () => {
  const now = Date.parse('2026-11-10T12:00:00+03:00');

  it('shows the last day of a running promo', () => {
    expect(promoPeriod(promo({}), now)).toBe('до 30 ноября');
    expect(promoPeriod(promo({ dateTimeTo: '2027-01-15T23:59:59+03:00' }), now)).toBe('до 15 января 2027 г.');
  });

  it('says «только сегодня» on the last Minsk day', () => {
    expect(promoPeriod(promo({ dateTimeTo: '2026-11-10T23:59:59+03:00' }), now)).toBe('только сегодня');
    // 22:30 UTC on the 9th is already the 10th in Minsk.
    expect(promoPeriod(promo({ dateTimeTo: '2026-11-10T23:59:59+03:00' }), Date.parse('2026-11-09T22:30:00Z'))).toBe(
      'только сегодня',
    );
  });

  it('shows both days of a promo that has not started', () => {
    expect(
      promoPeriod(promo({ dateTimeFrom: '2026-12-01T00:00:00+03:00', dateTimeTo: '2026-12-20T23:59:59+03:00' }), now),
    ).toBe('с 1 по 20 декабря');
    expect(
      promoPeriod(promo({ dateTimeFrom: '2026-11-20T00:00:00+03:00', dateTimeTo: '2026-12-20T23:59:59+03:00' }), now),
    ).toBe('с 20 ноября по 20 декабря');
  });

  it('hides the promos whose window has ended and sorts by the end', () => {
    const ended = promo({ _id: 'ended', dateTimeTo: '2026-11-10T11:59:59+03:00' });
    const later = promo({ _id: 'later', dateTimeTo: '2026-12-31T23:59:59+03:00' });
    const sooner = promo({ _id: 'sooner' });
    expect(isPromoOver(ended, now)).toBe(true);
    expect(isPromoOver(sooner, now)).toBe(false);
    expect(visiblePromos([later, ended, sooner], now).map((item) => item._id)).toEqual(['sooner', 'later']);
  });
});
