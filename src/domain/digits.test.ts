import { describe, expect, it } from 'vitest';
import { decimalComma, groupDigits, oneDecimal } from './digits';

describe('groupDigits', () => {
  it('spells whole numbers as Intl does for Russian', () => {
    const intl = new Intl.NumberFormat('ru');
    for (const value of [0, 7, 150, 999, 1000, 3000, 12_500, 100_000, 1_234_567]) {
      expect(groupDigits(value)).toBe(intl.format(value));
    }
  });
});

describe('oneDecimal', () => {
  it('spells one decimal place as Intl does for Russian, halves included', () => {
    const intl = new Intl.NumberFormat('ru', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const values = [0, 1, 4.25, 4.35, 4.05, 4.95, 4.999, 2.45, 1204, 12_345.65, 1e-7, 0.04, 0.05];
    for (let tenth = 0; tenth <= 500; tenth += 1) values.push(tenth / 100, tenth / 10 + 0.05);
    for (const value of values) expect(oneDecimal(value), String(value)).toBe(intl.format(value));
  });

  it('keeps a sign only where a digit is left', () => {
    expect(oneDecimal(-1.25)).toBe('-1,3');
    expect(oneDecimal(-0.01)).toBe('0,0');
  });
});

describe('decimalComma', () => {
  it('writes the shortest spelling with a comma and no grouping', () => {
    expect(decimalComma(2.5)).toBe('2,5');
    expect(decimalComma(12.75)).toBe('12,75');
    expect(decimalComma(1500)).toBe('1500');
    expect(decimalComma('')).toBe('');
  });
});
