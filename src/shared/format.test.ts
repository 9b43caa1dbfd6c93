import { describe, expect, it } from 'vitest';
import { shopDay } from './format';

describe('shopDay', () => {
  it('is the calendar day in Minsk, whatever the device zone', () => {
    // 22:30 UTC is already the next day in Minsk (UTC+3).
    expect(shopDay(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-23');
    expect(shopDay(Date.parse('2026-11-22T20:59:59Z'))).toBe('2026-11-22');
  });
});
