import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ErrorAnswer } from '../../src/domain/contract/common';

const CYRILLIC = /[а-яё]/i;

/**
 * The origin of the test apps' default `PUBLIC_URL`. Every state-changing
 * call (every POST, PUT, DELETE and side-effect GET but the gateway's
 * notification) must come from it or say `Sec-Fetch-Site: same-origin`, as
 * the shop's own pages do (`server/http/origin.ts`).
 */
export const TEST_ORIGIN = 'http://localhost:3000';

/** The headers a call from the shop's own page carries: its `Origin`. */
export const FROM_SHOP: Readonly<Record<string, string>> = { origin: TEST_ORIGIN };

export function json(response: LightMyRequestResponse): unknown {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return JSON.parse(response.body);
}

/** An error answer: a 4xx with JSON `{ message }`, by default a Russian sentence (not an English framework text). */
export function expectErrorAnswer(response: LightMyRequestResponse, status?: number, { russian = true } = {}): string {
  if (status !== undefined) expect(response.statusCode, response.body).toBe(status);
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  const { message } = ErrorAnswer.parse(json(response));
  expect(message.length).toBeGreaterThan(0);
  if (russian) expect(message).toMatch(CYRILLIC);
  return message;
}
