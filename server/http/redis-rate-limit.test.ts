import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisClient, type RedisClient } from '../redis';
import { testRedisPrefix, testRedisUrl, unreachableReason } from '../testing/realtime';
import { createRedisRateLimiter } from './redis-rate-limit';

/*
 * The rate limits of several server processes in one Redis: two limiters
 * with their own connections stand for two processes.
 */

const skipReason = await unreachableReason('Redis', testRedisUrl());
const prefix = testRedisPrefix();
const WINDOW_MS = 60_000;

describe.skipIf(skipReason !== undefined)(`Redis rate limits${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let first: RedisClient;
  let second: RedisClient;
  let at = 1_800_000_000_000;
  const now = () => at;

  beforeAll(async () => {
    first = createRedisClient(testRedisUrl());
    second = createRedisClient(testRedisUrl());
    await Promise.all([first.connect(), second.connect()]);
  });

  afterAll(async () => {
    const keys = await first?.keys(`${prefix}*`);
    if (keys?.length) await first.del(keys);
    await Promise.all([first?.close(), second?.close()]);
  });

  const pair = (name: string, limit: number) =>
    [first, second].map((client) =>
      createRedisRateLimiter({ client, keyPrefix: `${prefix}${name}:`, limit, windowMs: WINDOW_MS, now }),
    ) as [ReturnType<typeof createRedisRateLimiter>, ReturnType<typeof createRedisRateLimiter>];

  it('counts the hits of both processes against one limit', async () => {
    const [a, b] = pair('shared', 3);
    expect((await a.hit('+375291234567')).allowed).toBe(true);
    expect((await b.hit('+375291234567')).allowed).toBe(true);
    expect((await a.hit('+375291234567')).allowed).toBe(true);
    expect(await b.hit('+375291234567')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    // Another key and another limiter's name have counters of their own.
    expect((await b.hit('+375297654321')).allowed).toBe(true);
    expect((await pair('other', 3)[1].hit('+375291234567')).allowed).toBe(true);
  });

  it('lets exactly the limit through when both processes are hit at once', async () => {
    const [a, b] = pair('parallel', 5);
    const decisions = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit('10.0.0.1')));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
  });

  it('slides: a hit leaves the window exactly one window after it was made', async () => {
    const [a, b] = pair('window', 2);
    const start = at;
    await a.hit('key');
    at = start + 20_000;
    await b.hit('key');
    at = start + 30_000;
    expect(await a.hit('key')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    at = start + WINDOW_MS;
    // The first hit is out; the second (at +20 s) still counts.
    expect((await b.hit('key')).allowed).toBe(true);
    expect(await a.hit('key')).toEqual({ allowed: false, retryAfterSeconds: 20 });
    at = start + WINDOW_MS + 20_000 + WINDOW_MS;
    expect((await a.hit('key')).allowed).toBe(true);
  });

  it('keeps no key longer than its window', async () => {
    const [a] = pair('expiry', 2);
    await a.hit('key');
    const ttl = await first.pTTL(`${prefix}expiry:key`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(WINDOW_MS);
  });

  it('reloads its script after Redis forgot it', async () => {
    const [a] = pair('noscript', 2);
    await first.scriptFlush();
    expect((await a.hit('key')).allowed).toBe(true);
    expect((await a.hit('key')).allowed).toBe(true);
    expect((await a.hit('key')).allowed).toBe(false);
  });
});

describe('Redis rate limits while Redis is down', () => {
  it('count in this process’s memory and report the outage', async () => {
    // Never connected, fail-fast: every command fails at once, as during an outage.
    const client = createRedisClient('redis://127.0.0.1:1', { failFast: true });
    const errors: Error[] = [];
    const limiter = createRedisRateLimiter({
      client,
      keyPrefix: 'unused:',
      limit: 2,
      windowMs: WINDOW_MS,
      onStoreError: (error) => errors.push(error),
    });
    expect((await limiter.hit('key')).allowed).toBe(true);
    expect((await limiter.hit('key')).allowed).toBe(true);
    expect((await limiter.hit('key')).allowed).toBe(false);
    expect(errors.length).toBeGreaterThan(0);
  });
});
