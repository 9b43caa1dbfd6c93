import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpointList } from '../../src/domain/contract/endpoints';
import { buildPath, type EndpointRoute, pathParamNames } from '../../src/domain/contract/http';
import { productRatings } from '../db/schema';
import { productSeeds } from '../db/seed/data/index';
import { TEST_ORIGIN } from '../testing/accounts';
import { expectErrorAnswer, testAppPerFile } from '../testing/index';
import { newDeviceId } from '../testing/orders';
import { DEVICE_COOKIE } from './device';
import { CROSS_SITE_REFUSED } from './origin';

/**
 * Issue 26 (11d): every state-changing call of the contract, cookie-authenticated
 * or not, is refused unless it comes from the shop's own pages; only the
 * gateway's server-to-server notification is exempt (it is signed).
 */
const server = testAppPerFile();

const changesState = (endpoint: EndpointRoute) => endpoint.method !== 'GET' || endpoint.sideEffects === true;
const guarded = endpointList.filter((endpoint) => changesState(endpoint) && endpoint.serverToServer !== true);
const exempt = endpointList.filter((endpoint) => endpoint.serverToServer === true);

const samplePath = (endpoint: EndpointRoute) =>
  buildPath(endpoint, Object.fromEntries(pathParamNames(endpoint).map((name) => [name, 'x'])));

const call = (endpoint: EndpointRoute, headers: Record<string, string>) =>
  server.app.inject({
    method: endpoint.method,
    url: samplePath(endpoint),
    headers: { cookie: `${DEVICE_COOKIE}=${newDeviceId()}`, ...headers },
    ...(endpoint.method === 'GET' ? {} : { payload: {} }),
  });

const FOREIGN: Array<[string, Record<string, string>]> = [
  ['another site’s Origin', { origin: 'http://evil.example' }],
  ['the shop’s host on another scheme', { origin: 'https://localhost:3000' }],
  ['a cross-site fetch without Origin', { 'sec-fetch-site': 'cross-site' }],
  ['a same-site (other subdomain) fetch', { 'sec-fetch-site': 'same-site' }],
  ['no Origin and no Sec-Fetch-Site (a script)', {}],
];

describe('the Origin check of state-changing calls', () => {
  it('covers the cookie-less public writes too', () => {
    const paths = guarded.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    for (const expected of [
      'POST /api/payment',
      'POST /api/cart/quote',
      'POST /api/storage/update',
      'POST /api/product/:id/rating',
      'POST /api/feedback',
      'GET /api/post/like/:_id/:value',
      'GET /api/post/view/:_id',
    ]) {
      expect(paths).toContain(expected);
    }
    expect(exempt.map((endpoint) => endpoint.path)).toEqual(['/api/payment/webhook']);
  });

  describe.each(guarded.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s',
    (_name, endpoint) => {
      it.each(FOREIGN)('is refused with 403 for %s', async (_case, headers) => {
        const response = await call(endpoint, headers);
        expect(expectErrorAnswer(response, 403)).toBe(CROSS_SITE_REFUSED);
        expect(response.headers['cache-control']).toMatch(/no-store/);
      });

      it('passes the check from the shop’s own pages (Origin) and same-origin fetches (Sec-Fetch-Site)', async () => {
        const sameOrigin: Record<string, string>[] = [{ origin: TEST_ORIGIN }, { 'sec-fetch-site': 'same-origin' }];
        for (const headers of sameOrigin) {
          const response = await call(endpoint, headers);
          expect(response.statusCode).not.toBe(500);
          if (response.statusCode === 403) expect(response.json()).not.toEqual({ message: CROSS_SITE_REFUSED });
        }
      });
    },
  );

  it('lets the gateway’s notification through from anywhere: its signature decides', async () => {
    for (const endpoint of exempt) {
      for (const [, headers] of FOREIGN) {
        const response = await call(endpoint, headers);
        expect(response.statusCode).not.toBe(403);
      }
    }
  });

  it('changes nothing when it refuses: a cross-site rating is not stored', async () => {
    const product = productSeeds[0];
    if (!product) throw new Error('the demo catalogue is empty');
    const ratings = async () =>
      (
        await server.testApp.database.db
          .select({ n: count() })
          .from(productRatings)
          .where(eq(productRatings.productId, product._id))
      )[0]?.n;
    const before = await ratings();
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/product/${product._id}/rating`,
      payload: { stars: 5 },
      headers: { origin: 'http://evil.example', cookie: `${DEVICE_COOKIE}=${newDeviceId()}` },
    });
    expectErrorAnswer(response, 403);
    expect(await ratings()).toBe(before);
  });
});
