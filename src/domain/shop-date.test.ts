import { describe, expect, it } from 'vitest';
import { shopDateOf } from './shop-date';

describe('shopDateOf', () => {
  it('names the day in Minsk (UTC+3), not in UTC', () => {
    expect(shopDateOf(Date.parse('2026-11-26T20:59:59.999Z'))).toBe('2026-11-26');
    expect(shopDateOf(Date.parse('2026-11-26T21:00:00.000Z'))).toBe('2026-11-27');
  });

  it('takes a Date as well as epoch milliseconds', () => {
    expect(shopDateOf(new Date('2026-01-01T00:30:00Z'))).toBe('2026-01-01');
    expect(shopDateOf(new Date('2025-12-31T20:30:00Z'))).toBe('2025-12-31');
  });

  it('answers each instant of a minute alike, and the next minute afresh', () => {
    expect(shopDateOf(Date.parse('2026-11-26T20:59:00.000Z'))).toBe('2026-11-26');
    expect(shopDateOf(Date.parse('2026-11-26T20:59:59.999Z'))).toBe('2026-11-26');
    expect(shopDateOf(Date.parse('2026-11-26T21:00:00.000Z'))).toBe('2026-11-27');
    expect(shopDateOf(Date.parse('2026-11-26T20:59:30.000Z'))).toBe('2026-11-26');
    expect(() => shopDateOf(Number.NaN)).toThrow(RangeError);
  });

  it('pads the year to four digits', () => {
    expect(shopDateOf(Date.UTC(999, 5, 1, 12))).toBe('0999-06-01');
  });
});
