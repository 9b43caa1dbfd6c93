import { describe, expect, it } from 'vitest';
import { countOf, NOUNS, pluralForm } from './plural';

describe('pluralForm (Intl.PluralRules ru)', () => {
  it.each([
    [1, '1 пирог'],
    [2, '2 пирога'],
    [5, '5 пирогов'],
    [11, '11 пирогов'],
    [12, '12 пирогов'],
    [14, '14 пирогов'],
    [21, '21 пирог'],
    [22, '22 пирога'],
    [25, '25 пирогов'],
    [101, '101 пирог'],
    [111, '111 пирогов'],
    [0, '0 пирогов'],
  ])('%i → %s', (count, text) => {
    expect(countOf(count, NOUNS.pie)).toBe(text);
  });

  it('works for every noun it knows', () => {
    expect([1, 3, 7].map((n) => countOf(n, NOUNS.drink))).toEqual(['1 напиток', '3 напитка', '7 напитков']);
    expect([1, 2, 5].map((n) => countOf(n, NOUNS.day))).toEqual(['1 день', '2 дня', '5 дней']);
    expect([21, 44, 111].map((n) => countOf(n, NOUNS.rating))).toEqual(['21 оценка', '44 оценки', '111 оценок']);
  });

  it('a fraction takes the genitive singular', () => {
    expect(pluralForm(1.5, NOUNS.pie)).toBe('пирога');
  });
});
