import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import { deviceIdOf } from '../http/device';
import { HttpError } from '../http/errors';
import { clientKey, type RateLimiter } from '../http/rate-limit';
import { route } from '../http/route';
import type { FeedbackRepository } from '../repositories/feedback';

/** Feedback messages one client may send: 5 in any 10 minutes. */
export const FEEDBACK_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

export const FEEDBACK_THANKS = 'Спасибо! Мы получили ваше сообщение и ответим в течение рабочего дня.';
export const FEEDBACK_TOO_MANY = 'Слишком много сообщений. Попробуйте через несколько минут.';
export const FEEDBACK_UNKNOWN_SHOP = 'Такой пекарни нет';

/** Feedback (SPEC §7): stores a message to the shop, rate-limited per client address. */
export async function feedbackRoutes(
  app: FastifyInstance,
  { feedback, limiter }: { feedback: FeedbackRepository; limiter: RateLimiter },
): Promise<void> {
  route(app, endpoints.feedback, async ({ body, request, reply }) => {
    // Counted only once the body is valid (validation runs first), so a shopper fixing a typo in
    // the phone number is not locked out; checked before any database work, so a flood costs little.
    // `request.ip` honours X-Forwarded-For because the app runs with trustProxy.
    const decision = await limiter.hit(clientKey(request.ip));
    if (!decision.allowed) {
      return reply
        .status(429)
        .header('retry-after', String(decision.retryAfterSeconds))
        .send({ message: FEEDBACK_TOO_MANY });
    }
    const result = await feedback.save(body, { deviceId: deviceIdOf(request, reply), ip: request.ip });
    if (!result.saved) throw new HttpError(400, FEEDBACK_UNKNOWN_SHOP);
    return { message: FEEDBACK_THANKS };
  });
}
