import { describe, expect, it } from 'vitest';
import {
  addKopecks,
  applyKeptPpm,
  bynToKopecks,
  differenceOrZero,
  formatMoney,
  isKopecks,
  isWholeKopecksOfByn,
  KEEP_ALL_PPM,
  keptPpm,
  kopecks,
  kopecksToByn,
  minKopecks,
  moneyInputValue,
  multiplyKopecks,
  parseMoneyInput,
  percentOff,
  schemaOrgPrice,
  subtractKopecks,
  sumKopecks,
  ZERO_KOPECKS,
} from './money';

describe('Kopecks: whole, non-negative, exact', () => {
  it('accepts whole non-negative amounts below 2^53', () => {
    expect(kopecks(0)).toBe(0);
    expect(kopecks(1250)).toBe(1250);
    expect(isKopecks(Number.MAX_SAFE_INTEGER)).toBe(true);
  });

  it('refuses fractions, negatives, NaN, infinities, unsafe integers and non-numbers', () => {
    for (const bad of [12.5, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '1250', null]) {
      expect(isKopecks(bad), String(bad)).toBe(false);
    }
    expect(() => kopecks(0.5)).toThrow(RangeError);
    expect(() => kopecks(-100)).toThrow(RangeError);
  });
});

describe('arithmetic', () => {
  it('adds, sums and multiplies by a count', () => {
    expect(addKopecks(kopecks(10), kopecks(20))).toBe(30);
    expect(sumKopecks([kopecks(1), kopecks(2), kopecks(3)])).toBe(6);
    expect(sumKopecks([])).toBe(ZERO_KOPECKS);
    expect(multiplyKopecks(kopecks(1999), 7)).toBe(13_993);
    expect(multiplyKopecks(kopecks(1999), 0)).toBe(0);
  });

  it('throws instead of losing precision past 2^53', () => {
    const big = kopecks(Number.MAX_SAFE_INTEGER);
    expect(() => addKopecks(big, kopecks(1))).toThrow(RangeError);
    expect(() => sumKopecks([big, big])).toThrow(RangeError);
    expect(() => multiplyKopecks(kopecks(900_000_000_000), 1_000_000)).toThrow(RangeError);
  });

  it('refuses a fractional or negative count', () => {
    expect(() => multiplyKopecks(kopecks(100), 1.5)).toThrow(RangeError);
    expect(() => multiplyKopecks(kopecks(100), -1)).toThrow(RangeError);
  });

  it('subtracts, and never goes below zero', () => {
    expect(subtractKopecks(kopecks(500), kopecks(120))).toBe(380);
    expect(subtractKopecks(kopecks(500), kopecks(500))).toBe(0);
    expect(() => subtractKopecks(kopecks(100), kopecks(101))).toThrow(RangeError);
    expect(differenceOrZero(kopecks(150), kopecks(200))).toBe(0);
    expect(differenceOrZero(kopecks(300), kopecks(200))).toBe(100);
    expect(minKopecks(kopecks(3), kopecks(2))).toBe(2);
  });
});

describe('percent with half-up rounding to the kopeck', () => {
  it('keeps the amount when there is no discount', () => {
    expect(keptPpm(0)).toBe(KEEP_ALL_PPM);
    expect(applyKeptPpm(kopecks(12345), KEEP_ALL_PPM)).toBe(12345);
    expect(percentOff(kopecks(12345), 0)).toBe(12345);
  });

  it('rounds exactly half a kopeck up (not to even)', () => {
    // 0.25 × 50 % = 0.125 → 0.13 (banker's rounding would give 0.12)
    expect(applyKeptPpm(kopecks(25), keptPpm(50))).toBe(13);
    // 0.05 × 50 % = 0.025 → 0.03
    expect(applyKeptPpm(kopecks(5), keptPpm(50))).toBe(3);
    // 0.01 × 50 % = 0.005 → 0.01
    expect(percentOff(kopecks(1), 50)).toBe(1);
  });

  it('does not fall for the float trap of 1.15 × 0.5 = 0.574999…', () => {
    expect(1.15 * 0.5 * 100).toBeLessThan(57.5);
    expect(applyKeptPpm(kopecks(115), keptPpm(50))).toBe(58);
  });

  it('rounds below half down and above half up', () => {
    // 1.00 × (1 − 33.33 %) = 0.6667 → 0.67
    expect(applyKeptPpm(kopecks(100), keptPpm(33.33))).toBe(67);
    // 1.00 × (1 − 12.345 %) = 0.87655 → 0.88
    expect(applyKeptPpm(kopecks(100), keptPpm(12.345))).toBe(88);
    // 3.33 × 90 % = 2.997 → 3.00
    expect(applyKeptPpm(kopecks(333), keptPpm(10))).toBe(300);
    // 0.04 × 90 % = 0.036 → 0.04; 0.04 × 85 % = 0.034 → 0.03
    expect(applyKeptPpm(kopecks(4), keptPpm(10))).toBe(4);
    expect(applyKeptPpm(kopecks(4), keptPpm(15))).toBe(3);
  });

  it('gives 0 for a 100 % discount', () => {
    expect(percentOff(kopecks(999), 100)).toBe(0);
  });

  it('stays exact for amounts whose product exceeds 2^53', () => {
    const amount = kopecks(90_000_000_001); // 900 000 000.01 BYN
    expect(amount * 500_000).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    // 90 000 000 001 × 0.5 = 45 000 000 000.5 → 45 000 000 001
    expect(applyKeptPpm(amount, keptPpm(50))).toBe(45_000_000_001);
  });
});

describe('formatMoney: the one spelling for shoppers', () => {
  it('writes roubles, a comma, two kopeck digits, a no-break space and «руб.»', () => {
    expect(formatMoney(kopecks(1250))).toBe('12,50\u00a0руб.');
    expect(formatMoney(kopecks(0))).toBe('0,00\u00a0руб.');
    expect(formatMoney(kopecks(5))).toBe('0,05\u00a0руб.');
    expect(formatMoney(kopecks(100))).toBe('1,00\u00a0руб.');
    expect(formatMoney(kopecks(2990))).toBe('29,90\u00a0руб.');
  });

  it('groups thousands with no-break spaces', () => {
    expect(formatMoney(kopecks(123_450))).toBe('1\u00a0234,50\u00a0руб.');
    expect(formatMoney(kopecks(99_999))).toBe('999,99\u00a0руб.');
    expect(formatMoney(kopecks(123_456_789_00))).toBe('123\u00a0456\u00a0789,00\u00a0руб.');
  });

  it('has no ordinary space, so a price never wraps', () => {
    expect(formatMoney(kopecks(123_456_789_01))).not.toMatch(/ /);
  });
});

describe('schemaOrgPrice: machine data, not a shopper spelling', () => {
  it('gives ISO 4217 BYN and a dot-decimal string built from the integer', () => {
    expect(schemaOrgPrice(kopecks(2691))).toEqual({ priceCurrency: 'BYN', price: '26.91' });
    expect(schemaOrgPrice(kopecks(5))).toEqual({ priceCurrency: 'BYN', price: '0.05' });
    expect(schemaOrgPrice(kopecks(123_400))).toEqual({ priceCurrency: 'BYN', price: '1234.00' });
  });
});

describe('BYN on the wire ↔ kopecks (used by the contract codec)', () => {
  it('accepts BYN with at most two decimals, tolerating float noise', () => {
    expect(isWholeKopecksOfByn(0)).toBe(true);
    expect(isWholeKopecksOfByn(12.34)).toBe(true);
    expect(isWholeKopecksOfByn(0.1 + 0.2)).toBe(true);
    expect(bynToKopecks(0.1 + 0.2)).toBe(30);
    expect(bynToKopecks(1.15)).toBe(115);
    expect(bynToKopecks(12.5)).toBe(1250);
  });

  it('rejects sub-kopeck, negative, non-finite and oversized amounts', () => {
    for (const bad of [1.005, 0.001, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(isWholeKopecksOfByn(bad), String(bad)).toBe(false);
      expect(() => bynToKopecks(bad)).toThrow(RangeError);
    }
  });

  it('converts kopecks back to two-decimal BYN', () => {
    expect(kopecksToByn(kopecks(1300))).toBe(13);
    expect(kopecksToByn(kopecks(30))).toBe(0.3);
    expect(kopecksToByn(kopecks(115))).toBe(1.15);
    expect(kopecksToByn(kopecks(1250))).toBe(12.5);
  });
});

describe('money fields', () => {
  it('shows an amount to edit and reads what was typed back in kopecks', () => {
    expect(moneyInputValue(kopecks(1250))).toBe('12,50');
    expect(moneyInputValue(kopecks(5))).toBe('0,05');
    expect(parseMoneyInput('12,50')).toBe(1250);
    expect(parseMoneyInput(' 12.5 ')).toBe(1250);
    expect(parseMoneyInput('1 234')).toBe(123400);
    expect(parseMoneyInput('12,505')).toBeNull();
    expect(parseMoneyInput('-1')).toBeNull();
    expect(parseMoneyInput('')).toBeNull();
  });
});
