import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './cached-reply';

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['GZIP ; q=0.5', 'gzip'],
  ])('for %j answers %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('offers only what the caller can send', () => {
    expect(preferredEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(preferredEncoding('br', ['gzip'])).toBe(null);
  });
});
