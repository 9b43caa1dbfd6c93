import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';

/* Pages may open the realtime connection where `REALTIME_URL` says, and nowhere else. */

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp({
    env: { PUBLIC_URL: 'https://pirog.example.by', REALTIME_URL: 'https://rt.pirog.example.by' },
  });
}, 60_000);

afterAll(() => shop?.close());

it('lets pages connect to the realtime server at REALTIME_URL, over HTTPS and WSS', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/' });
  const policy = String(response.headers['content-security-policy']);
  const connectSrc = policy.split(';').find((part) => part.startsWith('connect-src '));
  expect(connectSrc?.split(' ').slice(1).sort()).toEqual(
    ["'self'", 'https://rt.pirog.example.by', 'wss://rt.pirog.example.by'].sort(),
  );
});
