import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Kopecks, kopecks } from '../money';
import { isPricingInputError } from './errors';
import { priceCart } from './price-cart';
import { discountedUnitCost } from './unit-price';

const byEngine = (product: { cost: Kopecks; discount: number }) =>
  priceCart({ items: [{ _id: 'unit', title: '', count: 1, ...product }], promo: null, now: new Date(0) }).total;

describe('discountedUnitCost', () => {
  it('rounds to the kopeck', () => {
    // 12.99 × 85 % = 11.0415 → 11.04
    expect(discountedUnitCost({ cost: kopecks(1299), discount: 15 })).toBe(1104);
    expect(discountedUnitCost({ cost: kopecks(1000), discount: 0 })).toBe(1000);
    // 0.25 × 50 % = 0.125 → 0.13: half a kopeck goes up.
    expect(discountedUnitCost({ cost: kopecks(25), discount: 50 })).toBe(13);
  });

  it('agrees with the engine pricing a one-unit line', () => {
    const percent = fc.oneof(
      fc.integer({ min: 0, max: 100 }),
      fc.double({ min: 0, max: 100, noNaN: true }),
      fc.constantFrom(0.5, 12.5, 33.33, 99.99, 100),
    );
    const cost = fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.constant(Number.MAX_SAFE_INTEGER));
    fc.assert(
      fc.property(cost, percent, (amount, discount) => {
        const product = { cost: kopecks(amount), discount };
        expect(discountedUnitCost(product)).toBe(byEngine(product));
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses what the engine refuses', () => {
    for (const product of [
      { cost: -1 as Kopecks, discount: 10 },
      { cost: 10.5 as Kopecks, discount: 10 },
      { cost: kopecks(100), discount: -1 },
      { cost: kopecks(100), discount: 101 },
      { cost: kopecks(100), discount: Number.NaN },
    ]) {
      expect(() => byEngine(product)).toThrow();
      const refused = (() => {
        try {
          discountedUnitCost(product);
          return null;
        } catch (error) {
          return error;
        }
      })();
      expect(isPricingInputError(refused), JSON.stringify(product)).toBe(true);
    }
  });
});
