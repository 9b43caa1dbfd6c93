import { describe, expect, it } from 'vitest';
import { endpointList } from './endpoints';
import { SESSION_PATH_PATTERN } from './http';
import { USER_PAGE_PATTERN } from './sw-cache';
import { isReadApiPath } from './sw-read-api';

describe('routes of the worker', () => {
  it('keeps read-API answers but not the like and view calls', () => {
    for (const path of [
      '/api/products/all',
      '/api/product/myasnoy',
      '/api/subslider',
      '/api/adresa/all',
      '/api/alerts',
      '/api/promos',
      '/api/posts/-1/6',
      '/api/post/novyy-sezon',
    ]) {
      expect(isReadApiPath(path), path).toBe(true);
    }
    for (const path of [
      '/api/post/like/a/true',
      '/api/post/view/a',
      '/api/storage/update',
      '/api/product/a/rating',
      '/api/search',
    ]) {
      expect(isReadApiPath(path), path).toBe(false);
    }
  });

  it('never keeps a session’s call or a shopper’s own page (issue 14)', () => {
    const sessionCalls = endpointList.filter((endpoint) => SESSION_PATH_PATTERN.test(endpoint.path));
    expect(sessionCalls.length).toBeGreaterThan(10);
    for (const endpoint of sessionCalls) {
      expect(endpoint.offline, endpoint.path).toBeUndefined();
      expect(isReadApiPath(endpoint.path.replace(/:\w+/g, 'x')), endpoint.path).toBe(false);
    }
    expect(USER_PAGE_PATTERN.test('/user/0b6c1f7e-5d7a-4c3b-9a53-2f1e8d4c7b10')).toBe(true);
    expect(USER_PAGE_PATTERN.test('/cart')).toBe(false);
  });
});
