import { createHash, randomUUID } from 'node:crypto';
import type { RedisClient } from '../redis';
import { createMemoryRateLimiter, type RateDecision, type RateLimiter, type SlidingWindowOptions } from './rate-limit';

/*
 * The same sliding log as the in-memory limiter, kept in Redis so every
 * server process behind one address counts the same hits: one sorted set per
 * key (score = hit time), trimmed, counted and appended in one Lua script, so
 * two processes can never both take the last allowed hit.
 */
const SLIDING_WINDOW_HIT = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) >= limit then
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  return {0, oldest[2]}
end
redis.call('ZADD', key, now, ARGV[4])
redis.call('PEXPIRE', key, window)
return {1, '0'}
`;
const SCRIPT_SHA = createHash('sha1').update(SLIDING_WINDOW_HIT).digest('hex');

export interface RedisRateLimiterOptions extends SlidingWindowOptions {
  client: RedisClient;
  /** Starts every key of this limiter (`<REDIS_KEY_PREFIX>rate:<name>:`), so limiters never share counters. */
  keyPrefix: string;
  /** Redis could not answer; the hit was counted in this process's memory instead. */
  onStoreError?: (error: Error) => void;
}

/**
 * A `RateLimiter` whose counters live in Redis. While Redis is unreachable
 * it limits per process from memory rather than letting everything through
 * (a password-guessing window) or refusing everyone (nobody could sign in).
 */
export function createRedisRateLimiter({
  client,
  keyPrefix,
  onStoreError = () => {},
  ...window
}: RedisRateLimiterOptions): RateLimiter {
  const { limit, windowMs, now = Date.now } = window;
  const fallback = createMemoryRateLimiter(window);

  const run = async (key: string, at: number): Promise<unknown> => {
    const args = {
      keys: [`${keyPrefix}${key}`],
      // A unique member: two hits in the same millisecond are two hits.
      arguments: [String(at), String(windowMs), String(limit), `${at}:${randomUUID()}`],
    };
    try {
      return await client.evalSha(SCRIPT_SHA, args);
    } catch (error) {
      // The script cache is empty after a Redis restart: send the script itself once.
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return client.eval(SLIDING_WINDOW_HIT, args);
    }
  };

  return {
    async hit(key): Promise<RateDecision> {
      const at = now();
      let reply: unknown;
      try {
        reply = await run(key, at);
      } catch (error) {
        onStoreError(error as Error);
        return fallback.hit(key);
      }
      const [allowed, oldest] = reply as [number, string];
      if (allowed === 1) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((Number(oldest) + windowMs - at) / 1000)) };
    },
  };
}
