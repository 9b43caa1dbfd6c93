import { once } from 'node:events';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopSeeds } from '../db/seed/data/index';
import { closeSharedRedis, createRedisClient, sharedRedis } from '../redis';
import { FEEDBACK_RATE_LIMIT, FEEDBACK_TOO_MANY as TOO_MANY } from '../routes/feedback';
import { createTestApp, expectErrorAnswer, FROM_SHOP, type TestApp } from '../testing/index';
import { testRedisPrefix, testRedisUrl, unreachableReason } from '../testing/realtime';
import { createRateLimiter } from './rate-limiters';

const MINUTE = 60_000;
const memoryOnly = { redisUrl: undefined };

describe('rate limiters in memory (no REDIS_URL)', () => {
  // The library counts on the process clock and timers: fake ones move time without waiting.
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows `limit` hits in the window, then refuses with the seconds until the window ends', async () => {
    vi.useFakeTimers();
    const limiter = createRateLimiter(memoryOnly, 'test', { limit: 3, windowMs: MINUTE });
    for (let i = 0; i < 3; i++) expect(await limiter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    // Refused hits do not lengthen the wait.
    vi.advanceTimersByTime(MINUTE - 1500);
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 2 });
    vi.advanceTimersByTime(1500);
    for (let i = 0; i < 3; i++) expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(false);
  });

  it('keeps keys and limiters apart', async () => {
    const first = createRateLimiter(memoryOnly, 'first', { limit: 1, windowMs: MINUTE });
    const second = createRateLimiter(memoryOnly, 'second', { limit: 1, windowMs: MINUTE });
    expect((await first.hit('a')).allowed).toBe(true);
    expect((await first.hit('a')).allowed).toBe(false);
    expect((await first.hit('b')).allowed).toBe(true);
    expect((await second.hit('a')).allowed).toBe(true);
  });

  it('refuses a nonsensical configuration', () => {
    const make = (limit: number, windowMs: number) => () => createRateLimiter(memoryOnly, 'x', { limit, windowMs });
    expect(make(0, MINUTE)).toThrow(RangeError);
    expect(make(1.5, MINUTE)).toThrow(RangeError);
    expect(make(1, 0)).toThrow(RangeError);
    expect(make(1, 1500)).toThrow(RangeError);
    expect(make(1, Number.NaN)).toThrow(RangeError);
  });
});

const skipReason = await unreachableReason('Redis', testRedisUrl());
const [shop] = shopSeeds;
if (!shop) throw new Error('the demo shops are missing');
const message = {
  name: 'Алеся',
  contact: '+375 29 123-45-67',
  message: 'Очень вкусные пироги с капустой, спасибо пекарям!',
  shopId: shop._id,
};

describe.skipIf(skipReason !== undefined)(
  `rate limits in Redis${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    const prefix = testRedisPrefix();
    const redis = { redisUrl: testRedisUrl(), redisKeyPrefix: prefix };
    let nodes: [TestApp, TestApp];

    beforeAll(async () => {
      // Two apps with limiters of their own over one database and one Redis: two nodes behind one address.
      const first = await createTestApp({ env: { REDIS_URL: redis.redisUrl, REDIS_KEY_PREFIX: prefix } });
      const second = await createTestApp({
        database: first.database,
        env: { REDIS_URL: redis.redisUrl, REDIS_KEY_PREFIX: prefix },
      });
      nodes = [first, second];
      // The shared connection opens in the background; until it is ready hits are counted in memory.
      const client = sharedRedis(redis.redisUrl);
      if (!client.isReady) await once(client, 'ready');
    }, 60_000);

    afterAll(async () => {
      const cleaner = createRedisClient(testRedisUrl());
      await cleaner.connect();
      const keys = await cleaner.keys(`${prefix}*`);
      if (keys.length) await cleaner.del(keys);
      await cleaner.close();
      await nodes?.[1]?.close();
      await nodes?.[0]?.close();
      await closeSharedRedis();
    }, 30_000);

    it('counts a limit across two app instances: 429 with the Russian message and retry-after on either', async () => {
      const send = (node: TestApp) =>
        node.app.inject({
          method: 'POST',
          url: '/api/feedback',
          payload: message,
          remoteAddress: '198.51.100.77',
          headers: FROM_SHOP,
        });
      for (let i = 0; i < FEEDBACK_RATE_LIMIT.limit; i++) {
        const response = await send(i % 2 ? nodes[1] : nodes[0]);
        expect(response.statusCode, `message ${i + 1}: ${response.body}`).toBe(200);
      }
      // Each instance saw only some of the messages; together they reached the limit.
      for (const node of nodes) {
        const refused = await send(node);
        expect(expectErrorAnswer(refused, 429)).toBe(TOO_MANY);
        const retryAfter = Number(refused.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(FEEDBACK_RATE_LIMIT.windowMs / 1000);
      }
    }, 30_000);

    it('lets exactly the limit through when two limiters are hit at once, and keeps the key one window', async () => {
      const [a, b] = [0, 1].map(() => createRateLimiter(redis, 'parallel', { limit: 5, windowMs: MINUTE }));
      if (!a || !b) throw new Error('no limiters');
      const decisions = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit('10.0.0.1')));
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
      // The key layout operators see: <REDIS_KEY_PREFIX>rate:<name>:<key>, gone after its window.
      const ttl = await sharedRedis(redis.redisUrl).pTTL(`${prefix}rate:parallel:10.0.0.1`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(MINUTE);
    });
  },
);

describe('rate limits while Redis is down', () => {
  const down = { redisUrl: 'redis://127.0.0.1:1', redisKeyPrefix: 'unused:' };
  afterAll(() => closeSharedRedis());

  it('count in this process’s memory and report the outage', async () => {
    const warnings: string[] = [];
    const log = { warn: (_details: object, text: string) => warnings.push(text) };
    const limiter = createRateLimiter(down, 'outage', { limit: 2, windowMs: MINUTE }, { log });
    expect((await limiter.hit('key')).allowed).toBe(true);
    expect((await limiter.hit('key')).allowed).toBe(true);
    expect(await limiter.hit('key')).toMatchObject({ allowed: false });
    expect(warnings).toContain('rate limit store (Redis) unavailable: counting in memory');
  });

  it('never turn a request into a 500: the app limits from memory', async () => {
    const app = await createTestApp({ env: { REDIS_URL: down.redisUrl, REDIS_KEY_PREFIX: down.redisKeyPrefix } });
    try {
      const send = () =>
        app.app.inject({
          method: 'POST',
          url: '/api/feedback',
          payload: message,
          remoteAddress: '198.51.100.78',
          headers: FROM_SHOP,
        });
      for (let i = 0; i < FEEDBACK_RATE_LIMIT.limit; i++) expect((await send()).statusCode).toBe(200);
      expect(expectErrorAnswer(await send(), 429)).toBe(TOO_MANY);
    } finally {
      await app.close();
    }
  }, 30_000);
});
