import { describe, expect, it } from 'vitest';
import {
  applyKeptPpm,
  bynToKopecks,
  isKopeckExact,
  KEEP_ALL_PPM,
  keptPpm,
  kopecksToByn,
  thresholdToKopecks,
} from './money';

describe('kopeck conversions', () => {
  it('accepts BYN with at most two decimals, tolerating float noise', () => {
    expect(isKopeckExact(0)).toBe(true);
    expect(isKopeckExact(12.34)).toBe(true);
    expect(isKopeckExact(0.1 + 0.2)).toBe(true);
    expect(bynToKopecks(0.1 + 0.2)).toBe(30);
    expect(bynToKopecks(1.15)).toBe(115);
  });

  it('rejects sub-kopeck, negative and non-finite amounts', () => {
    expect(isKopeckExact(1.005)).toBe(false);
    expect(isKopeckExact(0.001)).toBe(false);
    expect(isKopeckExact(-1)).toBe(false);
    expect(isKopeckExact(Number.NaN)).toBe(false);
    expect(isKopeckExact(Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('converts kopecks back to two-decimal BYN', () => {
    expect(kopecksToByn(1300)).toBe(13);
    expect(kopecksToByn(30)).toBe(0.3);
    expect(kopecksToByn(115)).toBe(1.15);
  });

  it('rounds a sub-kopeck threshold up, so "≥ 10.005" needs 10.01', () => {
    expect(thresholdToKopecks(10)).toBe(1000);
    expect(thresholdToKopecks(4.5)).toBe(450);
    expect(thresholdToKopecks(10.005)).toBe(1001);
    expect(thresholdToKopecks(0.001)).toBe(1);
  });
});

describe('applyKeptPpm: percent with half-up rounding to the kopeck', () => {
  it('keeps the amount when there is no discount', () => {
    expect(keptPpm(0)).toBe(KEEP_ALL_PPM);
    expect(applyKeptPpm(12345, KEEP_ALL_PPM)).toBe(12345);
  });

  it('rounds exactly half a kopeck up (not to even)', () => {
    // 0.25 × 50 % = 0.125 → 0.13 (banker's rounding would give 0.12)
    expect(applyKeptPpm(25, keptPpm(50))).toBe(13);
    // 0.05 × 50 % = 0.025 → 0.03
    expect(applyKeptPpm(5, keptPpm(50))).toBe(3);
    // 0.01 × 50 % = 0.005 → 0.01
    expect(applyKeptPpm(1, keptPpm(50))).toBe(1);
  });

  it('does not fall for the float trap of 1.15 × 0.5 = 0.574999…', () => {
    expect(1.15 * 0.5 * 100).toBeLessThan(57.5);
    expect(applyKeptPpm(115, keptPpm(50))).toBe(58);
  });

  it('rounds below half down and above half up', () => {
    // 1.00 × (1 − 33.33 %) = 0.6667 → 0.67
    expect(applyKeptPpm(100, keptPpm(33.33))).toBe(67);
    // 1.00 × (1 − 12.345 %) = 0.87655 → 0.88
    expect(applyKeptPpm(100, keptPpm(12.345))).toBe(88);
    // 3.33 × 90 % = 2.997 → 3.00
    expect(applyKeptPpm(333, keptPpm(10))).toBe(300);
    // 0.04 × 90 % = 0.036 → 0.04; 0.04 × 85 % = 0.034 → 0.03
    expect(applyKeptPpm(4, keptPpm(10))).toBe(4);
    expect(applyKeptPpm(4, keptPpm(15))).toBe(3);
  });

  it('gives 0 for a 100 % discount', () => {
    expect(applyKeptPpm(999, keptPpm(100))).toBe(0);
  });

  it('stays exact for amounts whose product exceeds 2^53', () => {
    const amount = 90_000_000_001; // 900 000 000.01 BYN
    expect(amount * 500_000).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    // 90 000 000 001 × 0.5 = 45 000 000 000.5 → 45 000 000 001
    expect(applyKeptPpm(amount, keptPpm(50))).toBe(45_000_000_001);
  });
});
