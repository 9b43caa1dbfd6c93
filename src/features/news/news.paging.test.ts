import { describe, expect, it } from 'vitest';
import { POSTS_MAX_LIMIT } from '../../domain/contract/api';
import { hasMorePosts, NEWS_PAGE_SIZE, nextNewsLimit, parseNewsLimit, shownLabel } from './news.paging';

describe('news paging', () => {
  it('the first page has no limit in the URL', () => {
    for (const raw of [
      undefined,
      null,
      '',
      'abc',
      0,
      -12,
      3,
      NEWS_PAGE_SIZE,
      '6',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      {},
    ]) {
      expect(parseNewsLimit(raw)).toBeUndefined();
    }
  });

  it('reads a limit as whole pages, from numbers and strings', () => {
    expect(parseNewsLimit(12)).toBe(12);
    expect(parseNewsLimit('18')).toBe(18);
    expect(parseNewsLimit(7)).toBe(12);
    expect(parseNewsLimit(12.5)).toBe(18);
  });

  it('never asks the API for more than it serves', () => {
    expect(parseNewsLimit(5000)).toBe(POSTS_MAX_LIMIT);
    expect(nextNewsLimit(96)).toBe(POSTS_MAX_LIMIT);
    expect(nextNewsLimit(POSTS_MAX_LIMIT)).toBe(POSTS_MAX_LIMIT);
  });

  it('each «Показать ещё» adds one page', () => {
    expect(nextNewsLimit(NEWS_PAGE_SIZE)).toBe(12);
    expect(nextNewsLimit(12)).toBe(18);
    expect(nextNewsLimit(0)).toBe(12);
  });

  it('offers more only while posts remain and the answer was complete', () => {
    expect(hasMorePosts(6, 13, 6)).toBe(true);
    expect(hasMorePosts(12, 13, 12)).toBe(true);
    expect(hasMorePosts(13, 13, 18)).toBe(false);
    expect(hasMorePosts(6, 6, 6)).toBe(false);
    expect(hasMorePosts(0, 0, 6)).toBe(false);
    // The API answered fewer than asked though more exist (changed meanwhile): asking again would not help.
    expect(hasMorePosts(4, 13, 6)).toBe(false);
    expect(hasMorePosts(POSTS_MAX_LIMIT, 150, POSTS_MAX_LIMIT)).toBe(false);
  });

  it('counts in Russian', () => {
    expect(shownLabel(6, 13)).toBe('Показано 6 из 13 новостей');
    expect(shownLabel(6, 21)).toBe('Показано 6 из 21 новости');
    expect(shownLabel(6, 22)).toBe('Показано 6 из 22 новостей');
    expect(shownLabel(1, 1)).toBe('Показано 1 из 1 новости');
  });
});
