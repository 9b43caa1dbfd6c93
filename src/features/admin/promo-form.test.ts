import { describe, expect, it } from 'vitest';
import type { Promo } from '../../domain/contract/promo';
import { type Kopecks, kopecks } from '../../domain/money';
import {
  blankFormValues,
  fromFormValues,
  isoToShopLocal,
  type PreviewProduct,
  PromoFormValues,
  previewPromo,
  shopLocalToIso,
  toFormValues,
} from './promo-form';

const NOW = new Date('2026-11-22T12:00:00+03:00');
const product = (_id: string, cost: number, discount = 0): PreviewProduct => ({
  _id,
  title: _id,
  cost: kopecks(cost),
  discount,
});
const products = new Map(
  [product('medovik', 600), product('napoleon', 500), product('eklery', 300, 10)].map((p) => [p._id, p]),
);
const base: Promo & { title: string } = {
  _id: 'promo-a',
  title: 'Каждый второй медовик за 1 рубль',
  dateTimeFrom: '2026-11-22T10:00:00+03:00',
  dateTimeTo: '2026-11-22T20:00:00+03:00',
  discountCost: 100 as Kopecks,
  discountForEvery: 2,
  items: [{ _id: 'medovik' }],
};
const preview = (promo: Promo, sample: { _id: string; count: number }[], others: Promo[] = [], now = NOW) =>
  previewPromo({ promo, others, sample, products, now });

describe('the promo form', () => {
  it('reads the window on the shop’s clock (Europe/Minsk) both ways', () => {
    expect(shopLocalToIso('2026-11-27T10:00')).toBe('2026-11-27T10:00:00+03:00');
    expect(isoToShopLocal('2026-11-27T07:00:00Z')).toBe('2026-11-27T10:00');
    expect(shopLocalToIso('2026-11-27')).toBeNull();
  });

  it('turns typed roubles into kopecks and back without losing a field', () => {
    const promo = {
      ...base,
      status: 'draft' as const,
      fromTheCost: { value: 2000 as Kopecks, fromItems: true },
      fromTheCount: { value: 3, fromItems: false },
    };
    const values = toFormValues(promo);
    expect(values).toMatchObject({ discountKind: 'cost', discountValue: '1,00', costThreshold: '20,00', every: '2' });
    expect(fromFormValues(values, base._id, 'draft')).toEqual(promo);
    const percent = fromFormValues({ ...values, discountKind: 'percent', discountValue: '15' }, 'x', 'published');
    expect(percent.discountPercent).toBe(15);
    expect(percent.discountCost).toBeUndefined();
    const parse = (changes: object) => PromoFormValues.safeParse({ ...values, ...changes }).success;
    expect(parse({})).toBe(true);
    expect(parse({ discountKind: 'percent', discountValue: '12,5' })).toBe(false);
    expect(parse({ discountKind: 'fiat', discountValue: '0' })).toBe(false);
    expect(parse({ discountKind: 'fiat', discountValue: '0,50' })).toBe(true);
    expect(blankFormValues(NOW)).toMatchObject({ from: '2026-11-22T13:00', discountValue: '10', items: [] });
  });
});

describe('the live preview', () => {
  it('prices the sample cart with the engine and says which units got the discount', () => {
    const result = preview(base, [
      { _id: 'medovik', count: 3 },
      { _id: 'eklery', count: 1 },
    ]);
    if (result.kind !== 'priced') throw new Error(result.kind);
    expect(result.priced.lines.map((line) => line.discountedUnits)).toEqual([1, 0]);
    // 3 × 6,00 with one unit at 1,00, plus an eclair at 3,00 less its own 10 %.
    expect(result.priced.total).toBe(600 * 2 + 100 + 270);
    expect(result.beatenBy).toBeNull();
  });

  it('prices a scheduled promo as within its window, and says when another promo wins', () => {
    const later = { ...base, dateTimeFrom: '2026-11-25T10:00:00+03:00', dateTimeTo: '2026-11-26T10:00:00+03:00' };
    const result = preview(later, [{ _id: 'medovik', count: 2 }]);
    if (result.kind !== 'priced') throw new Error(result.kind);
    expect(result.at.toISOString()).toBe(new Date(later.dateTimeFrom).toISOString());
    expect(result.priced.total).toBe(700);
    const better: Promo = {
      ...base,
      _id: 'promo-b',
      discountCost: undefined,
      discountPercent: 50,
      discountForEvery: 1,
    };
    const beaten = preview(base, [{ _id: 'medovik', count: 2 }], [better]);
    if (beaten.kind !== 'priced') throw new Error(beaten.kind);
    expect(beaten.beatenBy?._id).toBe('promo-b');
    expect(beaten.priced.total).toBe(600);
  });

  it('shows the engine’s own Russian message for a promo it would reject, and waits for a cart', () => {
    const twoKinds = preview({ ...base, discountPercent: 10 }, [{ _id: 'medovik', count: 1 }]);
    expect(twoKinds).toEqual({
      kind: 'problem',
      message: `Акция «${base.title}»: должна быть задана ровно одна скидка: процент, сумма или цена по акции`,
    });
    const backwards = preview({ ...base, dateTimeTo: '2026-11-21T10:00:00+03:00' }, []);
    expect(backwards.kind === 'problem' && backwards.message).toMatch(/дата начала позже даты окончания/);
    expect(preview(base, [])).toEqual({ kind: 'empty' });
  });
});
