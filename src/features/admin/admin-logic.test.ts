import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '../../domain/contract/admin';
import type { Kopecks } from '../../domain/money';
import { changeLines } from './audit-words';
import { describeValue, differingFields, sameValue } from './conflict';
import { fromFormValues, PRODUCT_FIELDS, ProductFormValues, toFormValues } from './product-form';
import { sectionsFor } from './sections';
import { fromShopForm, ShopFormValues, toShopForm } from './shop-form';

const product: AdminProduct = {
  _id: 'kapusta',
  slug: 'kapusta',
  title: 'Пирог с капустой',
  category: 'sytnye',
  cost: 1250 as Kopecks,
  discount: 0,
  weight: 500,
  unit: 'г',
  composition: 'Капуста, тесто',
  description: 'Домашний',
  image: { base: '/images/kapusta', width: 800, height: 600, alt: 'Пирог' },
  popular: true,
  visible: true,
  sortOrder: 1,
  nutrition: null,
  allergens: { contains: [], mayContain: [], known: false },
  vegetarian: false,
  lean: false,
};

describe('the product form’s values', () => {
  it('shows the price as typed BYN and reads it back as kopecks', () => {
    const values = toFormValues(product);
    expect(values.cost).toBe('12,50');
    expect(fromFormValues({ ...values, cost: '9.9' }).cost).toBe(990);
  });

  it('refuses a price that is no amount, with a Russian message beside the field', () => {
    const checked = ProductFormValues.safeParse({ ...toFormValues(product), cost: '12,5,0' });
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0]).toMatchObject({ path: ['cost'], message: 'Цена в рублях: например, 12,50' });
    const zero = ProductFormValues.safeParse({ ...toFormValues(product), cost: '0' });
    expect(zero.error?.issues[0]?.message).toBe('Цена должна быть больше нуля');
  });

  it('keeps the contract’s own messages for the other fields', () => {
    const checked = ProductFormValues.safeParse({ ...toFormValues(product), title: '  ' });
    expect(checked.error?.issues[0]).toMatchObject({ path: ['title'], message: 'Введите название' });
  });
});

describe('a stale save’s differing fields', () => {
  it('lists only the fields where the other person’s values differ from the typed ones', () => {
    const mine = toFormValues({ ...product, title: 'Мой пирог', cost: 1300 as Kopecks });
    const theirs = toFormValues({ ...product, cost: 1400 as Kopecks, popular: false });
    expect(differingFields(mine, theirs, PRODUCT_FIELDS)).toEqual(['title', 'cost', 'popular']);
    expect(differingFields(mine, mine, PRODUCT_FIELDS)).toEqual([]);
  });

  it('compares nested values (a week of hours) by content', () => {
    expect(sameValue([{ opens: '08:00', closes: '20:00' }, null], [{ opens: '08:00', closes: '20:00' }, null])).toBe(
      true,
    );
    expect(sameValue([{ opens: '08:00', closes: '20:00' }], [{ opens: '09:00', closes: '20:00' }])).toBe(false);
    expect(sameValue([null], [{ opens: '09:00', closes: '20:00' }])).toBe(false);
  });

  it('describes values in words', () => {
    expect(describeValue(true)).toBe('да');
    expect(describeValue(null)).toBe('выходной');
    expect(describeValue({ opens: '08:00', closes: '20:00' })).toBe('08:00–20:00');
  });
});

describe('the journal in words', () => {
  it('reads a price change as money and a flag as yes/no', () => {
    expect(changeLines({ cost: 500, popular: true }, { cost: 999, popular: false })).toEqual([
      { field: 'Цена', before: '5,00\u00a0руб.', after: '9,99\u00a0руб.' },
      { field: 'Популярный', before: 'да', after: 'нет' },
    ]);
  });

  it('reads a week of hours by weekday', () => {
    const [line] = changeLines({ hours: [null] }, { hours: [{ opens: '08:00', closes: '20:00' }] });
    expect(line).toEqual({ field: 'Часы работы', before: 'пн выходной', after: 'пн 08:00–20:00' });
  });
});

describe('the shop form', () => {
  const shop = {
    _id: 'nemiga',
    title: 'Немига',
    address: 'ул. Немига, 1',
    city: 'Минск',
    phone: '+375 29 000-00-00',
    hours: [null, ...Array.from({ length: 6 }, () => ({ opens: '08:00', closes: '20:00' }))],
    location: { lat: 53.9, lng: 27.55 },
  };

  it('round-trips a week with a closed day', () => {
    expect(fromShopForm(toShopForm(shop), shop)).toEqual(shop);
  });

  it('says beside the day when it closes before it opens, and ignores the times of a closed day', () => {
    const values = toShopForm(shop);
    values.days[1] = { closed: false, opens: '20:00', closes: '08:00' };
    values.days[0] = { closed: true, opens: 'xx', closes: '' };
    const checked = ShopFormValues.safeParse(values);
    expect(checked.error?.issues).toEqual([
      expect.objectContaining({
        path: ['days', 1, 'closes'],
        message: 'Пекарня должна открываться раньше, чем закрывается',
      }),
    ]);
  });
});

describe('the sections a role may use', () => {
  it('gives admins every section, managers the stop-list, shops, delivery and alerts, plain staff none', () => {
    expect(sectionsFor('admin').map((section) => section.label)).toEqual([
      'Товары',
      'Нет в наличии',
      'Пекарни',
      'Журнал',
      'Доставка',
      'Сотрудники',
      'Акции',
      'Категории',
      'Новости',
      'Истории',
      'Оповещения',
    ]);
    expect(sectionsFor('manager').map((section) => section.label)).toEqual([
      'Нет в наличии',
      'Пекарни',
      'Доставка',
      'Оповещения',
    ]);
    expect(sectionsFor('staff')).toEqual([]);
  });
});
