import { describe, expect, it } from 'vitest';
import { endpointSchemas } from './endpoint-schemas';
import { endpointList, endpoints, findEndpoint } from './endpoints';
import {
  API_PATH_PATTERN,
  API_PREFIX,
  buildPath,
  matchPath,
  PRIVATE_API_PREFIX,
  pathParamNames,
  STAFF_API_PATH_PATTERN,
} from './http';
import { KIOSK_API_PATH_PATTERN } from './kiosk-path';
import { SYNC_QUEUES } from './sync-queue';

describe('paths of endpoints', () => {
  it('are built with every parameter percent-encoded', () => {
    expect(buildPath(endpoints.productsAll)).toBe('/api/products/all');
    expect(buildPath(endpoints.posts, { direction: '-1', limit: 10 })).toBe('/api/posts/-1/10');
    expect(buildPath(endpoints.product, { id: 'a/b c' })).toBe('/api/product/a%2Fb%20c');
    expect(() => buildPath(endpoints.product)).toThrow(/id/);
  });

  it('are matched back into their parameters, segment by segment', () => {
    expect(matchPath(endpoints.postLike, '/api/post/like/abc/false')).toEqual({ _id: 'abc', value: 'false' });
    expect(matchPath(endpoints.product, '/api/product/a%2Fb')).toEqual({ id: 'a/b' });
    expect(matchPath(endpoints.post, '/api/post/like/abc/false')).toBeNull();
    expect(matchPath(endpoints.product, '/api/product/')).toBeNull();
    expect(matchPath(endpoints.product, '/api/product/%E0%A4%A')).toBeNull();
    expect(pathParamNames(endpoints.posts)).toEqual(['direction', 'limit']);
  });

  it('find the endpoint of a request by method and path', () => {
    expect(findEndpoint('POST', '/api/product/x/rating')?.endpoint.id).toBe('rateProduct');
    expect(findEndpoint('GET', '/api/product/x/rating')).toBeNull();
    expect(findEndpoint('GET', '/api/post/view/x')?.endpoint.id).toBe('postView');
  });

  it('tell API calls from pages', () => {
    expect(API_PATH_PATTERN.test('/api/alerts')).toBe(true);
    expect(API_PATH_PATTERN.test('/priapi/user/logged')).toBe(true);
    expect(API_PATH_PATTERN.test('/apiary')).toBe(false);
    expect(API_PATH_PATTERN.test('/pirogi')).toBe(false);
  });
});

describe('the endpoint table', () => {
  it('keys every endpoint by its own id and gives it schemas', () => {
    for (const [key, endpoint] of Object.entries(endpoints)) {
      expect(endpoint.id).toBe(key);
      expect(endpointSchemas).toHaveProperty(key);
    }
    expect(Object.keys(endpointSchemas).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('puts public endpoints under /api, per-user ones under /priapi, the kiosk’s under /api/kiosk and staff ones under /api/staff or /api/admin', () => {
    const prefixes = {
      public: API_PREFIX,
      user: PRIVATE_API_PREFIX,
      kiosk: `${API_PREFIX}/kiosk`,
      staff: API_PREFIX,
    } as const;
    for (const endpoint of endpointList) {
      const prefix = prefixes[endpoint.access];
      expect(KIOSK_API_PATH_PATTERN.test(endpoint.path), endpoint.id).toBe(endpoint.feature === 'kiosk');
      expect(STAFF_API_PATH_PATTERN.test(endpoint.path), endpoint.id).toBe(
        endpoint.feature === 'staff' || endpoint.feature === 'admin',
      );
      if (endpoint.access === 'staff') {
        expect(endpoint.path.startsWith(`${API_PREFIX}/${endpoint.feature}/`), endpoint.id).toBe(true);
      }
      expect(endpoint.path.startsWith(`${prefix}/`), endpoint.id).toBe(true);
    }
  });

  it('never describes one method and path twice', () => {
    const keys = endpointList.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names path parameters exactly as the params schema does', () => {
    for (const endpoint of endpointList) {
      const schemas = endpointSchemas[endpoint.id as keyof typeof endpointSchemas];
      const shape = 'params' in schemas ? Object.keys((schemas.params as { shape: object }).shape) : [];
      expect(pathParamNames(endpoint).sort(), endpoint.id).toEqual(shape.sort());
    }
  });

  it('queues only writes, into the worker’s known queues, and caches only reads', () => {
    for (const endpoint of endpointList) {
      if (endpoint.offline?.kind === 'queue') {
        expect(Object.values(SYNC_QUEUES)).toContain(endpoint.offline.queue);
        expect(endpoint.method !== 'GET' || endpoint.sideEffects === true, endpoint.id).toBe(true);
      }
      if (endpoint.offline?.kind === 'read') {
        expect(endpoint.method, endpoint.id).toBe('GET');
        expect(endpoint.sideEffects, endpoint.id).toBeUndefined();
        expect(endpoint.access, endpoint.id).toBe('public');
      }
    }
  });
});
