import { describe, expect, it } from 'vitest';
import { kopecks } from '../../domain/money';
import { lineDiscount, orderDiscounts } from './order-discounts';

const line = (sum: number, total: number, discountedUnits: number | null) => ({
  sum: kopecks(sum),
  total: kopecks(total),
  discountedUnits,
});

describe('an order’s discount, by what gave it', () => {
  it('splits the promotion’s part from the lines’ own percents', () => {
    // Three hearty pies, the third at half price; a berry pie with its own −15 %.
    const lines = [line(8970, 7475, 1), line(3350, 2848, 0), line(3190, 3190, 0)];
    expect(orderDiscounts(lines)).toEqual({ promo: 1495, own: 502, known: true });
    expect(lines.map(lineDiscount)).toEqual([
      { kind: 'promo', amount: 1495 },
      { kind: 'own', amount: 502 },
      { kind: null, amount: 0 },
    ]);
  });

  it('a promotion line none of whose units were discounted has no discount at all', () => {
    expect(lineDiscount(line(2990, 2990, 0))).toEqual({ kind: null, amount: 0 });
  });

  it('does not guess for an order placed before its lines kept the promotion’s units', () => {
    const old = line(8970, 7475, null);
    expect(orderDiscounts([old])).toEqual({ promo: 0, own: 0, known: false });
    expect(lineDiscount(old)).toEqual({ kind: null, amount: 1495 });
  });
});
