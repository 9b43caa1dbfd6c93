import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { SIGNIN_FAILED, WRONG_CURRENT_PASSWORD } from '../services/accounts/auth';
import { createHashPool, HASHING_BUSY } from '../services/accounts/hash-pool';
import {
  createPasswordHasher,
  type PasswordHasher,
  pooledHasher,
  TEST_SCRYPT_COST,
} from '../services/accounts/passwords';
import { ACCOUNT_LIMITS } from '../services/accounts/services';
import { createTestUser, freshClientIp, TEST_ORIGIN } from '../testing/accounts';
import { createTestApp, expectErrorAnswer, type TestApp } from '../testing/index';
import { DEMO_KIOSK_PIN } from '../testing/kiosk';
import { TOO_MANY_SIGNINS, TOO_MANY_SIGNUPS } from './account-limits';

vi.setConfig({ testTimeout: 30_000 });

/*
 * Issue 26, defect 9: password hashing is bounded (a pool of 2 and a queue of
 * 6 here), a full pool answers 429 with retry-after at once, and attempts over
 * the rate limits are refused before any hashing.
 */

const POOL = { concurrency: 2, queue: 6 };

/** The test cost's scrypt, counting its calls and how many run at once; `hold` keeps them running until let go. */
function probeHasher() {
  const inner = createPasswordHasher(TEST_SCRYPT_COST, { pool: createHashPool({ concurrency: 64, queue: 0 }) });
  const probe = { calls: 0, running: 0, most: 0, hold: Promise.resolve() };
  const measured =
    <A extends unknown[], R>(work: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      probe.calls += 1;
      probe.running += 1;
      probe.most = Math.max(probe.most, probe.running);
      try {
        await probe.hold;
        return await work(...args);
      } finally {
        probe.running -= 1;
      }
    };
  const raw: PasswordHasher = {
    cost: inner.cost,
    hash: measured((password: string) => inner.hash(password)),
    verify: measured((password: string, encoded: string) => inner.verify(password, encoded)),
    verifyNothing: measured((password: string) => inner.verifyNothing(password)),
  };
  return { probe, hasher: pooledHasher(raw, createHashPool(POOL)) };
}

let serial = 0;
const freshEmail = () => `nobody${++serial}.${process.pid}@example.test`;
const freshPhone = () => `+37529${String(3_000_000 + ((process.pid * 97 + ++serial) % 6_999_999)).padStart(7, '0')}`;

describe('password hashing under load', () => {
  let shop: TestApp;
  let probe: ReturnType<typeof probeHasher>['probe'];
  beforeAll(async () => {
    const made = probeHasher();
    probe = made.probe;
    shop = await createTestApp({ passwordHasher: made.hasher });
  }, 60_000);
  afterAll(() => shop?.close());

  const send = (
    method: 'POST' | 'PUT',
    url: string,
    payload: object,
    { ip = freshClientIp(), cookie }: { ip?: string; cookie?: string } = {},
  ) =>
    shop.app.inject({
      method,
      url,
      payload,
      remoteAddress: ip,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    });
  const signin = (login: string, password: string, ip?: string) =>
    send('POST', buildPath(endpoints.authSignin), { login, password }, ip ? { ip } : {});
  const signup = (ip?: string) =>
    send(
      'POST',
      buildPath(endpoints.authSignup),
      { name: 'Алеся', phone: freshPhone(), password: 'тёплый-пирог-1' },
      ip ? { ip } : {},
    );
  const changePassword = (cookie: string, currentPassword: string) =>
    send('PUT', buildPath(endpoints.userUpdatePassword), { currentPassword, password: 'новый-пароль-1' }, { cookie });

  it('hashes at most 2 at once for 40 parallel sign-ins; the overflow gets 429 with retry-after at once', async () => {
    let release!: () => void;
    probe.hold = new Promise((resolve) => {
      release = resolve;
    });
    probe.most = 0;
    const callsBefore = probe.calls;
    const user = await createTestUser(shop.database.db, { password: 'старый-пароль-1' });
    let settled = 0;
    const pending = Array.from({ length: 40 }, () =>
      signin(freshEmail(), 'не-тот-пароль').finally(() => {
        settled += 1;
      }),
    );
    let busy: LightMyRequestResponse[];
    try {
      // Everything beyond the 2 running and the 6 queued is answered while those still hash.
      await vi.waitFor(() => expect(settled).toBe(40 - POOL.concurrency - POOL.queue), { timeout: 10_000 });
      // Sign-up, password change and kiosk PINs wait in the same pool: refused too while it is full.
      busy = [
        await signup(),
        await changePassword(user.cookie, 'старый-пароль-1'),
        await send('POST', buildPath(endpoints.kioskEnrol), { shopId: 'nemiga', pin: DEMO_KIOSK_PIN }),
      ];
    } finally {
      release();
    }
    const answers = await Promise.all(pending);

    expect(probe.most).toBe(POOL.concurrency);
    expect(probe.calls - callsBefore).toBe(POOL.concurrency + POOL.queue);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(40 - POOL.concurrency - POOL.queue);
    for (const answer of [...refused, ...busy]) {
      expect(expectErrorAnswer(answer, 429)).toBe(HASHING_BUSY);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    for (const answer of answers.filter((each) => each.statusCode !== 429)) {
      expect(expectErrorAnswer(answer, 401)).toBe(SIGNIN_FAILED);
    }
    // Once the pool has room, all work again.
    expect((await changePassword(user.cookie, 'старый-пароль-1')).statusCode).toBe(200);
    expect((await signup()).statusCode).toBe(200);
    const enrolled = await send('POST', buildPath(endpoints.kioskEnrol), { shopId: 'nemiga', pin: DEMO_KIOSK_PIN });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
  });

  it('refuses sign-ins over the account’s limit before hashing, parallel ones too', async () => {
    const password = 'пароль-аккаунта-1';
    const email = freshEmail();
    await createTestUser(shop.database.db, { email, password });
    const before = probe.calls;
    // From many addresses, so only the account's limit stops them; one after another, so the pool never refuses.
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.account.limit; attempt++) {
      expect(expectErrorAnswer(await signin(email, 'не-тот'), 401)).toBe(SIGNIN_FAILED);
    }
    expect(probe.calls - before).toBe(ACCOUNT_LIMITS.account.limit);
    const over = await Promise.all(Array.from({ length: 20 }, () => signin(email, password)));
    for (const answer of over) {
      expect(expectErrorAnswer(answer, 429)).toBe(TOO_MANY_SIGNINS);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect(probe.calls - before).toBe(ACCOUNT_LIMITS.account.limit);
  });

  it('refuses sign-ups over the address’s limit and password checks over the account’s before hashing', async () => {
    const ip = freshClientIp();
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.signupAddress.limit; attempt++) {
      expect((await signup(ip)).statusCode).toBe(200);
    }
    const before = probe.calls;
    expect(expectErrorAnswer(await signup(ip), 429)).toBe(TOO_MANY_SIGNUPS);

    const user = await createTestUser(shop.database.db, { password: 'старый-пароль-2' });
    const afterUser = probe.calls;
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.account.limit; attempt++) {
      expect(expectErrorAnswer(await changePassword(user.cookie, 'не-тот'), 403)).toBe(WRONG_CURRENT_PASSWORD);
    }
    expect(probe.calls - afterUser).toBe(ACCOUNT_LIMITS.account.limit);
    expect(expectErrorAnswer(await changePassword(user.cookie, 'старый-пароль-2'), 429)).toBe(TOO_MANY_SIGNINS);
    expect(probe.calls - afterUser).toBe(ACCOUNT_LIMITS.account.limit);
    expect(afterUser).toBe(before);
  });
});
