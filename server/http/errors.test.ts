import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { LostConnectionError, OUTCOME_UNKNOWN } from '../db/connection-errors';
import { DomainError } from '../services/errors';
import { installErrorHandling } from './errors';

async function answerOf(error: Error) {
  const app = Fastify();
  installErrorHandling(app);
  app.get('/', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return response;
}

describe('domain errors at the HTTP edge', () => {
  it('maps each kind to its status with the Russian message', async () => {
    const cases = [
      ['invalid', 400],
      ['unauthorized', 401],
      ['forbidden', 403],
      ['not_found', 404],
      ['conflict', 409],
      ['unprocessable', 422],
      ['too_many', 429],
      ['unavailable', 503],
      ['upstream', 502],
    ] as const;
    for (const [kind, status] of cases) {
      const response = await answerOf(new DomainError(kind, 'Сообщение'));
      expect(response.statusCode, kind).toBe(status);
      expect(response.json()).toEqual({ message: 'Сообщение' });
    }
  });

  it('answers 503 with Retry-After for a lost connection the database layer gave up on, inside Drizzle’s error', async () => {
    const lost = new LostConnectionError(true, new Error('Connection terminated unexpectedly'));
    const response = await answerOf(new Error('Failed query: insert into feedback', { cause: lost }));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: OUTCOME_UNKNOWN });
    expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('sends retry-after and extra answer fields, but never lets them replace the message', async () => {
    const response = await answerOf(
      new DomainError('conflict', 'Заказ уже передвинули', {
        retryAfterSeconds: 2.2,
        answer: { order: { n: 1 }, message: 'x' },
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ order: { n: 1 }, message: 'Заказ уже передвинули' });
    expect(response.headers['retry-after']).toBe('3');
  });
});
