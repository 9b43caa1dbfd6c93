import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { KIOSK_MESSAGES, KIOSK_PIN_LOCKOUT, KIOSK_PIN_SHOP_LOCKOUT } from '../../src/domain/contract/kiosk';
import { createHashPool, HASHING_BUSY } from '../services/accounts/hash-pool';
import { createPasswordHasher, type PasswordHasher, TEST_SCRYPT_COST } from '../services/accounts/passwords';
import { DomainError } from '../services/errors';
import { TEST_ORIGIN } from '../testing/accounts';
import { createTestApp, expectErrorAnswer, FIXED_NOW, type TestApp } from '../testing/index';
import { DEMO_KIOSK_PIN } from '../testing/kiosk';
import { orderDatabaseKinds } from '../testing/orders';

vi.setConfig({ testTimeout: 30_000 });

/*
 * Issue 26, defect 8: a burst of parallel PINs gets no more comparisons than
 * the lockout allows, per address and per shop (rotating X-Forwarded-For).
 */

/**
 * The test cost's hasher, counting the PIN comparisons; each takes a while, so a burst really overlaps.
 * While `busy`, it refuses as a full hashing pool does.
 */
function countingHasher(): PasswordHasher & { compared: () => number; busy: boolean } {
  // A pool of its own wide enough for any burst here: what is counted is the lockout, not the pool.
  const inner = createPasswordHasher(TEST_SCRYPT_COST, { pool: createHashPool({ concurrency: 64, queue: 0 }) });
  let compared = 0;
  return {
    busy: false,
    cost: inner.cost,
    hash: (password) => inner.hash(password),
    async verify(password, encoded) {
      if (this.busy) throw new DomainError('too_many', HASHING_BUSY, { retryAfterSeconds: 2 });
      compared += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return inner.verify(password, encoded);
    },
    verifyNothing: (password) => inner.verifyNothing(password),
    compared: () => compared,
  };
}

const codesOf = (answers: LightMyRequestResponse[]) => {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
  return counts;
};

describe.each(orderDatabaseKinds())('kiosk PIN bursts on %s', (kind) => {
  let instant = FIXED_NOW.getTime();
  let shop: TestApp;
  let hasher: ReturnType<typeof countingHasher>;
  beforeAll(async () => {
    hasher = countingHasher();
    // TRUST_PROXY: the client's address comes from X-Forwarded-For, which an attacker can set to anything.
    shop = await createTestApp({
      kind,
      clock: () => new Date(instant),
      passwordHasher: hasher,
      env: { TRUST_PROXY: 'true' },
    });
  }, 60_000);
  afterAll(() => shop?.close());

  const enrol = (shopId: string, pin: string, forwardedFor: string) =>
    shop.app.inject({
      method: 'POST',
      url: buildPath(endpoints.kioskEnrol),
      payload: { shopId, pin },
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': forwardedFor },
    });

  it('compares at most the allowed PINs of a parallel burst from one address; the rest get 429 with retry-after', async () => {
    const before = hasher.compared();
    const answers = await Promise.all(Array.from({ length: 30 }, () => enrol('surganova', '0000', '192.0.2.7')));
    expect(hasher.compared() - before).toBeLessThanOrEqual(KIOSK_PIN_LOCKOUT.attempts);
    expect(codesOf(answers)).toEqual({ 401: KIOSK_PIN_LOCKOUT.attempts - 1, 429: 31 - KIOSK_PIN_LOCKOUT.attempts });
    for (const answer of answers.filter((each) => each.statusCode === 429)) {
      expect(expectErrorAnswer(answer)).toBe(KIOSK_MESSAGES.locked(KIOSK_PIN_LOCKOUT.lockMs));
      expect(answer.headers['retry-after']).toBe(String(KIOSK_PIN_LOCKOUT.lockMs / 1000));
    }
    // Locked now even for the right PIN, which is not compared either.
    const comparedSoFar = hasher.compared();
    expectErrorAnswer(await enrol('surganova', DEMO_KIOSK_PIN, '192.0.2.7'), 429);
    expect(hasher.compared()).toBe(comparedSoFar);
  });

  it('caps wrong PINs per shop across addresses: rotating X-Forwarded-For unlocks no more guesses', async () => {
    const start = instant;
    try {
      const before = hasher.compared();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, index) => enrol('malinovka', '0000', `198.51.100.${index + 1}`)),
      );
      expect(hasher.compared() - before).toBeLessThanOrEqual(KIOSK_PIN_SHOP_LOCKOUT.attempts);
      expect(codesOf(answers)).toEqual({
        401: KIOSK_PIN_SHOP_LOCKOUT.attempts - 1,
        429: 31 - KIOSK_PIN_SHOP_LOCKOUT.attempts,
      });
      // The shop's PIN is refused from any address, the right one too, without a comparison.
      const comparedSoFar = hasher.compared();
      const fresh = await enrol('malinovka', DEMO_KIOSK_PIN, '203.0.113.9');
      expect(expectErrorAnswer(fresh, 429)).toBe(KIOSK_MESSAGES.locked(KIOSK_PIN_SHOP_LOCKOUT.lockMs));
      expect(fresh.headers['retry-after']).toBe(String(KIOSK_PIN_SHOP_LOCKOUT.lockMs / 1000));
      expect(hasher.compared()).toBe(comparedSoFar);
      // Another shop is not locked.
      expect((await enrol('nemiga', DEMO_KIOSK_PIN, '203.0.113.9')).statusCode).toBe(200);
      // Once the lock has passed, the right PIN opens the shop again.
      instant = start + KIOSK_PIN_SHOP_LOCKOUT.lockMs;
      expect((await enrol('malinovka', DEMO_KIOSK_PIN, '203.0.113.9')).statusCode).toBe(200);
    } finally {
      instant = start;
    }
  });

  it('counts only wrong PINs against the shop: right ones in between take none of its budget', async () => {
    const wrong = KIOSK_PIN_SHOP_LOCKOUT.attempts - 1;
    for (let index = 0; index < wrong; index++) {
      expectErrorAnswer(await enrol('pritytskogo', '0000', `198.51.101.${index + 1}`), 401);
      expect((await enrol('pritytskogo', DEMO_KIOSK_PIN, `198.51.102.${index + 1}`)).statusCode).toBe(200);
    }
    // The shop's last wrong PIN locks it.
    expectErrorAnswer(await enrol('pritytskogo', '0000', '198.51.101.250'), 429);
    expectErrorAnswer(await enrol('pritytskogo', DEMO_KIOSK_PIN, '198.51.102.250'), 429);
  });

  it('counts no try the busy server refused to compare: a PIN refused by the hashing pool costs nothing', async () => {
    hasher.busy = true;
    try {
      for (let index = 0; index < KIOSK_PIN_SHOP_LOCKOUT.attempts + 2; index++) {
        const refused = await enrol('nezavisimosti', '0000', '192.0.2.50');
        expect(expectErrorAnswer(refused, 429)).toBe(HASHING_BUSY);
        expect(refused.headers['retry-after']).toBe('2');
      }
    } finally {
      hasher.busy = false;
    }
    for (let attempt = 1; attempt < KIOSK_PIN_LOCKOUT.attempts; attempt++) {
      expect(expectErrorAnswer(await enrol('nezavisimosti', '0000', '192.0.2.50'), 401)).toBe(KIOSK_MESSAGES.wrongPin);
    }
    expect((await enrol('nezavisimosti', DEMO_KIOSK_PIN, '192.0.2.50')).statusCode).toBe(200);
  });
});
