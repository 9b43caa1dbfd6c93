import type { AppConfig } from '../config';
import { createMemoryRateLimiter, type RateLimiter, type SlidingWindowOptions } from './rate-limit';

/**
 * The rate limiters of the app, made in one place: in memory for one
 * process; with `REDIS_URL` (several processes behind one address) the
 * realtime work of issue 14 puts them in Redis, so a limit holds across processes.
 * `name` keeps the keys of different limiters apart in a shared store.
 */
export function createRateLimiter(
  _config: Pick<AppConfig, 'redisUrl'>,
  _name: string,
  options: SlidingWindowOptions,
): RateLimiter {
  return createMemoryRateLimiter(options);
}
