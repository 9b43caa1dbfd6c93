import type { AppConfig } from '../config';
import { sharedRedis } from '../redis';
import { createMemoryRateLimiter, type RateLimiter, type SlidingWindowOptions } from './rate-limit';
import { createRedisRateLimiter } from './redis-rate-limit';

export interface RateLimiterContext {
  /** Where a Redis outage is reported (the app's logger); the limiter keeps counting in memory meanwhile. */
  log?: { warn: (details: object, message: string) => void };
}

/**
 * The rate limiters of the app, made in one place: in memory for one
 * process; with `REDIS_URL` (several processes behind one address) in Redis,
 * so a limit holds across processes. `name` keeps the keys of different
 * limiters apart in the shared store.
 */
export function createRateLimiter(
  config: Pick<AppConfig, 'redisUrl'> & Partial<Pick<AppConfig, 'redisKeyPrefix'>>,
  name: string,
  options: SlidingWindowOptions,
  { log }: RateLimiterContext = {},
): RateLimiter {
  if (!config.redisUrl) return createMemoryRateLimiter(options);
  // Every hit fails alike during an outage: one line a minute says it without flooding the log under a burst.
  let reportedAt = Number.NEGATIVE_INFINITY;
  const report = (error: Error) => {
    if (Date.now() - reportedAt < 60_000) return;
    reportedAt = Date.now();
    log?.warn({ err: error, limiter: name }, 'rate limit store (Redis) unavailable: counting in memory');
  };
  return createRedisRateLimiter({
    ...options,
    client: sharedRedis(config.redisUrl, report),
    keyPrefix: `${config.redisKeyPrefix ?? ''}rate:${name}:`,
    onStoreError: report,
  });
}
