import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config';
import { HttpError } from '../http/errors';
import type { RateLimiter } from '../http/rate-limit';
import { createRateLimiter, type RateLimiterContext } from '../http/rate-limiters';
import { ACCOUNT_LIMITS } from '../services/accounts/services';

export const TOO_MANY_SIGNINS = 'Слишком много попыток входа. Попробуйте через несколько минут';
export const TOO_MANY_RECOVERIES = 'Слишком много запросов на смену пароля. Попробуйте через несколько минут';
export const TOO_MANY_SIGNUPS = 'Слишком много регистраций с этого адреса. Попробуйте позже';

/** Counts one try under `key`; over the limit → 429 with `retry-after` and the Russian `message`. */
export async function enforceLimit(
  reply: FastifyReply,
  limiter: RateLimiter,
  key: string,
  message: string,
): Promise<void> {
  const decision = await limiter.hit(key);
  if (decision.allowed) return;
  reply.header('retry-after', String(decision.retryAfterSeconds));
  throw new HttpError(429, message);
}

/** Staff sign-in (issue 26) is limited like shoppers': per login as typed (normalized) and per client address. */
export const STAFF_SIGNIN_LIMITS = {
  login: ACCOUNT_LIMITS.account,
  address: ACCOUNT_LIMITS.signinAddress,
} as const;

export interface StaffLimiters {
  login: RateLimiter;
  address: RateLimiter;
}

/** The staff sign-in limiters: in memory, or in Redis with `REDIS_URL`. */
export function createStaffLimiters(
  config: Pick<AppConfig, 'redisUrl' | 'redisKeyPrefix'>,
  context: RateLimiterContext = {},
): StaffLimiters {
  return {
    login: createRateLimiter(config, 'staff:login', STAFF_SIGNIN_LIMITS.login, context),
    address: createRateLimiter(config, 'staff:address', STAFF_SIGNIN_LIMITS.address, context),
  };
}
