import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RLWrapperTimeouts,
} from 'rate-limiter-flexible';
import type { AppConfig } from '../config';
import { sharedRedis } from '../redis';
import type { RateDecision, RateLimit, RateLimiter } from './rate-limit';

export interface RateLimiterContext {
  /** Where a Redis outage is reported (the app's logger); the limiter keeps counting in memory meanwhile. */
  log?: { warn: (details: Record<string, unknown>, message: string) => void };
  /**
   * How long a Redis answer may take before the hit is counted in memory instead: a Redis that
   * hangs (not refuses) must not hang sign-ins with it. Generous, so a loaded machine's pauses do not trip it.
   */
  storeTimeoutMs?: number;
}

const STORE_TIMEOUT_MS = 2_000;

/** The memory limiter that stands in for Redis; it says when it is used, as the library falls back silently. */
class FallbackMemory extends RateLimiterMemory {
  constructor(
    options: ConstructorParameters<typeof RateLimiterMemory>[0],
    private readonly used: () => void,
  ) {
    super(options);
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>): Promise<RateLimiterRes> {
    this.used();
    return super.consume(...args);
  }
}

/**
 * The rate limiters of the app, made in one place with rate-limiter-flexible:
 * in memory for one process; with `REDIS_URL` (several processes behind one
 * address) in Redis, so a limit holds across processes. A window is fixed: it
 * starts at a key's first hit and its count resets when it ends. `name` keeps
 * the keys of different limiters apart (`<REDIS_KEY_PREFIX>rate:<name>:<key>`).
 *
 * While Redis is unreachable, slow or erring, hits are counted in this
 * process's memory (the library's insurance limiter) rather than let through
 * (a password-guessing window) or refused (nobody could sign in), and no
 * request turns into a 500.
 */
export function createRateLimiter(
  config: Pick<AppConfig, 'redisUrl'> & Partial<Pick<AppConfig, 'redisKeyPrefix'>>,
  name: string,
  { limit, windowMs }: RateLimit,
  { log, storeTimeoutMs = STORE_TIMEOUT_MS }: RateLimiterContext = {},
): RateLimiter {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`rate limit must be a positive integer: ${limit}`);
  // Redis keeps a window as a TTL in whole seconds.
  if (!(windowMs >= 1000 && windowMs % 1000 === 0)) {
    throw new RangeError(`rate window must be whole seconds: ${windowMs} ms`);
  }
  const shape = { points: limit, duration: windowMs / 1000, keyPrefix: name };
  if (!config.redisUrl) return decisions(new RateLimiterMemory(shape));

  // Every hit fails alike during an outage: one line a minute says it without flooding the log under a burst.
  let reportedAt = Number.NEGATIVE_INFINITY;
  const report = (error?: Error) => {
    if (Date.now() - reportedAt < 60_000) return;
    reportedAt = Date.now();
    log?.warn({ err: error, limiter: name }, 'rate limit store (Redis) unavailable: counting in memory');
  };
  const redis = new RateLimiterRedis({
    ...shape,
    keyPrefix: `${config.redisKeyPrefix ?? ''}rate:${name}`,
    storeClient: sharedRedis(config.redisUrl, report),
    // node-redis (not ioredis); a client still connecting refuses at once, so the hit goes to memory.
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new FallbackMemory(shape, () => report()),
  });
  return decisions(new RLWrapperTimeouts({ limiter: redis, timeoutMs: storeTimeoutMs }));
}

/** The library's answer (a refusal is a rejected `RateLimiterRes`) as the app's `RateDecision`. */
function decisions(limiter: RateLimiterAbstract): RateLimiter {
  return {
    async hit(key): Promise<RateDecision> {
      try {
        await limiter.consume(key);
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
  };
}
