import { describe, expect, it } from 'vitest';
import { kopecks } from '../money';
import { discountedUnitCost } from './unit-price';

describe('discountedUnitCost', () => {
  it('rounds to the kopeck', () => {
    // 12.99 × 85 % = 11.0415 → 11.04
    expect(discountedUnitCost({ cost: kopecks(1299), discount: 15 })).toBe(1104);
    expect(discountedUnitCost({ cost: kopecks(1000), discount: 0 })).toBe(1000);
  });
});
