import { describe, expect, it } from 'vitest';
import { isReadApiPath } from './sw-cache';

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
    for (const path of ['/api/post/like/a/true', '/api/post/view/a', '/api/storage/update', '/api/product/a/rating']) {
      expect(isReadApiPath(path), path).toBe(false);
    }
  });
});
