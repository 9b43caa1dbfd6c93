import { describe, expect, it } from 'vitest';
import { groupDigits } from './digits';

describe('groupDigits', () => {
  it('spells whole numbers as Intl does for Russian', () => {
    const intl = new Intl.NumberFormat('ru');
    for (const value of [0, 7, 150, 999, 1000, 3000, 12_500, 100_000, 1_234_567]) {
      expect(groupDigits(value)).toBe(intl.format(value));
    }
  });
});
