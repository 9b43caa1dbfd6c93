import type { FastifyReply } from 'fastify';
import { HttpError } from '../http/errors';
import type { RateLimiter } from '../http/rate-limit';

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
