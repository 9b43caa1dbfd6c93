import { describe, expect, it } from 'vitest';
import { ratingsWord } from './StarRating';

describe('ratingsWord', () => {
  it.each([
    [1, 'оценка'],
    [2, 'оценки'],
    [5, 'оценок'],
    [11, 'оценок'],
    [21, 'оценка'],
    [22, 'оценки'],
    [112, 'оценок'],
  ])('%i → %s', (count, word) => {
    expect(ratingsWord(count)).toBe(word);
  });
});
