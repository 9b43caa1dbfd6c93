import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorAnswer } from '../../src/domain/contract/common';
import { FeedbackAnswer, FeedbackBody } from '../../src/domain/contract/engagement';
import { deviceIdOf } from '../http/device';
import { HttpError } from '../http/errors';
import { clientKey, type RateLimiter } from '../http/rate-limit';
import type { FeedbackRepository } from '../repositories/feedback';

/** Feedback messages one client may send: 5 in any 10 minutes. */
export const FEEDBACK_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

export const FEEDBACK_THANKS = 'Спасибо! Мы получили ваше сообщение и ответим в течение рабочего дня.';
export const FEEDBACK_TOO_MANY = 'Слишком много сообщений. Попробуйте через несколько минут.';
export const FEEDBACK_UNKNOWN_SHOP = 'Такой пекарни нет';

const { limit, windowMs } = FEEDBACK_RATE_LIMIT;
const SUMMARY = `Send a message to the shop (at most ${limit} per client in ${windowMs / 60_000} minutes)`;

/** `POST /api/feedback` (SPEC §7): stores a message to the shop, rate-limited per client address. */
export const feedbackRoutes: FastifyPluginAsyncZod<{ feedback: FeedbackRepository; limiter: RateLimiter }> = async (
  app,
  { feedback, limiter },
) => {
  app.post(
    '/api/feedback',
    {
      schema: {
        tags: ['content'],
        summary: SUMMARY,
        body: FeedbackBody,
        response: { 200: FeedbackAnswer, 400: ErrorAnswer, 429: ErrorAnswer },
      },
    },
    async (request, reply) => {
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
      const result = await feedback.save(request.body, { deviceId: deviceIdOf(request, reply), ip: request.ip });
      if (!result.saved) throw new HttpError(400, FEEDBACK_UNKNOWN_SHOP);
      return { message: FEEDBACK_THANKS };
    },
  );
};
