import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { closeSharedRedis } from '../redis';
import { createTestApp, json, type TestApp } from '../testing/index';
import { testRedisPrefix, testRedisUrl, unreachableReason } from '../testing/realtime';
import { createDrainState } from './readiness';

// Each test builds an app over a fresh database; on a busy shared machine that can pass 5 s.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const TOKEN = 'metrics-token-for-tests-0123456789';
const BEARER = { authorization: `Bearer ${TOKEN}` };

/** Every family `/metrics` promises (issue 31), by name. */
const FAMILIES = [
  'http_request_duration_seconds',
  'pirog_orders_placed_total',
  'pirog_orders_paid_total',
  'pirog_orders_cancelled_total',
  'pirog_payment_webhooks_total',
  'pirog_reconciler_lag_seconds',
  'pirog_job_failures_total',
  'pirog_realtime_sockets',
  'pirog_read_model_version',
  'nodejs_eventloop_lag_seconds',
];

describe('health, readiness and metrics on an embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind: 'pglite', env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('answers /healthz without asking anything, cached by nobody, with no cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers /readyz 200 when the database, its migrations and the read model are there', async () => {
    // The first probe starts the read model's load; on a busy machine it may say `pending` until it is done.
    const probe = () => t.app.inject({ method: 'GET', url: '/readyz' });
    await expect.poll(async () => (await probe()).statusCode, { timeout: 20_000 }).toBe(200);
    const response = await probe();
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', redis: 'not-configured', readModel: 'ok', draining: 'ok' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('needs no Origin, session or device for the probes, however often they come', async () => {
    for (let round = 0; round < 30; round += 1) {
      const response = await t.app.inject({ method: 'GET', url: round % 2 ? '/readyz' : '/healthz' });
      expect(response.statusCode).toBe(200);
    }
  });

  it('refuses /metrics without the bearer token, or with a wrong one, showing no metric', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: TOKEN }, { authorization: '' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('http_request_duration_seconds');
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('serves every promised family in the Prometheus text format with the token', async () => {
    await t.app.inject({ method: 'GET', url: buildPath(endpoints.productsAll) });
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: BEARER });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    for (const family of FAMILIES) expect(response.body, family).toContain(`# TYPE ${family} `);
    expect(response.body).toContain('pirog_realtime_sockets 0');
    expect(response.body).toContain('pirog_reconciler_lag_seconds 0');
  });

  it('labels request durations by the route pattern, never by the URL a client typed', async () => {
    await t.app.inject({ method: 'GET', url: `${buildPath(endpoints.productsAll)}?some-product-that-is-not-there=1` });
    await t.app.inject({ method: 'GET', url: '/no/such/page/at-all' });
    const { body } = await t.app.inject({ method: 'GET', url: '/metrics', headers: BEARER });
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/products\/all",status="200"\} [1-9]/,
    );
    expect(body).toContain('route="unmatched",status="404"');
    expect(body).not.toContain('some-product-that-is-not-there');
    expect(body).not.toContain('/no/such/page');
  });

  it('counts refused gateway notifications', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: buildPath(endpoints.paymentWebhook),
      headers: { 'content-type': 'application/json' },
      payload: '{"transaction":{}}',
    });
    expect(response.statusCode).toBe(401);
    const { body } = await t.app.inject({ method: 'GET', url: '/metrics', headers: BEARER });
    expect(body).toContain('pirog_payment_webhooks_total{outcome="refused"} 1');
    expect(body).toContain('pirog_payment_webhooks_total{outcome="accepted"} 0');
  });
});

describe('an app without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind: 'pglite' });
  });
  afterAll(() => t.close());

  it('does not serve /metrics on its port at all, token or not', async () => {
    for (const headers of [{}, BEARER]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
  });
});

describe('readiness when something is missing', () => {
  it('answers 503 while draining, and closes each connection it answers on', async () => {
    const drain = createDrainState();
    const t = await createTestApp({ kind: 'pglite', drain });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      drain.draining = true;
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(json(response)).toEqual({
        status: 'unready',
        checks: {
          database: 'skipped',
          migrations: 'skipped',
          redis: 'skipped',
          readModel: 'skipped',
          draining: 'draining',
        },
      });
      expect(response.headers.connection).toBe('close');
      // The shop itself still answers during the notice: only the proxy is told to stop sending.
      const products = await t.app.inject({ method: 'GET', url: buildPath(endpoints.productsAll) });
      expect(products.statusCode).toBe(200);
      expect(products.headers.connection).toBe('close');
    } finally {
      await t.close();
    }
  });

  it('marks the drain as soon as the app starts closing', async () => {
    const drain = createDrainState();
    const t = await createTestApp({ kind: 'pglite', drain });
    await t.close();
    expect(drain.draining).toBe(true);
  });

  it('answers 503 naming the database when it is closed', async () => {
    const t = await createTestApp({ kind: 'pglite' });
    try {
      await t.database.close();
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(json(response)).toMatchObject({
        status: 'unready',
        checks: { database: 'failed', migrations: 'failed', draining: 'ok' },
      });
      // Liveness is another question: the process still answers.
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });
});

const redisSkip = await unreachableReason('Redis', testRedisUrl());

describe.skipIf(redisSkip !== undefined)('readiness with REDIS_URL', () => {
  afterAll(() => closeSharedRedis());

  it('checks Redis when configured: 200 when it answers, 503 when it does not', async () => {
    const up = await createTestApp({ env: { REDIS_URL: testRedisUrl(), REDIS_KEY_PREFIX: testRedisPrefix() } });
    try {
      const response = await up.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode, response.body).toBe(200);
      expect(json(response)).toMatchObject({ checks: { redis: 'ok', database: 'ok', migrations: 'ok' } });
    } finally {
      await up.close();
    }
    // A port where nothing listens: the fail-fast client refuses the PING at once.
    const down = await createTestApp({
      env: { REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: testRedisPrefix() },
    });
    try {
      const response = await down.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(json(response)).toMatchObject({ status: 'unready', checks: { redis: 'failed', database: 'ok' } });
    } finally {
      await down.close();
    }
  });
});
