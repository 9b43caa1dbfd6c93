import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoggedAnswer, SignedInAnswer } from '../../src/domain/contract/account';
import { SignupBody } from '../../src/domain/contract/account-phone';
import { bonusAccounts, bonusLedger, sessions, users } from '../db/schema';
import { CROSS_SITE_REFUSED } from '../http/origin';
import { EMAIL_TAKEN, PHONE_TAKEN, SIGNIN_FAILED } from '../services/accounts/auth';
import { SESSION_COOKIE } from '../services/accounts/sessions';
import {
  type AccountsTestApp,
  createAccountsTestApp,
  createTestUser,
  freshClientIp,
  sessionCookieOf,
  TEST_ORIGIN,
} from '../testing/accounts';
import { expectErrorAnswer, json } from '../testing/index';
import { orderDatabaseKinds } from '../testing/orders';
import { TOO_MANY_SIGNINS } from './account-limits';
import { SIGNED_IN, SIGNED_UP } from './auth';

vi.setConfig({ testTimeout: 30_000 });

let serial = 0;
const base = 2_000_000 + Math.floor(Math.random() * 6_000_000);
/** A valid, unused Belarusian mobile number in a spelling shoppers type: `8 029 …`. */
const freshPhone = () => {
  serial += 1;
  const digits = String(base + serial * 7);
  return { typed: `8 029 ${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`, e164: `+37529${digits}` };
};
const freshEmail = () => `Shopper${++serial}.${base}@Example.Test`;

describe.each(orderDatabaseKinds())('sign-up, sign-in and recovery on %s', (kind) => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    // TRUST_PROXY: a test can say the request came over HTTPS (X-Forwarded-Proto), which must not set Secure.
    t = await createAccountsTestApp({ kind, env: { TRUST_PROXY: 'true' } });
  }, 60_000);
  afterAll(() => t?.close());

  const db = () => t.database.db;
  const post = (
    url: string,
    payload: unknown,
    {
      ip = freshClientIp(),
      cookie,
      headers = {},
    }: { ip?: string; cookie?: string; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      remoteAddress: ip,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    });
  const signup = (body: Record<string, unknown>, options?: Parameters<typeof post>[2]) =>
    post('/api/auth/signup', { name: 'Алеся', password: 'тёплый-пирог-1', ...body }, options);
  const signin = (login: string, password: string, options?: Parameters<typeof post>[2]) =>
    post('/api/auth/signin', { login, password }, options);
  const logged = async (cookie: string) =>
    LoggedAnswer.parse(json(await t.app.inject({ method: 'GET', url: '/priapi/user/logged', headers: { cookie } })));
  const signedIn = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    const cookie = sessionCookieOf(response);
    expect(cookie).not.toBeNull();
    return { answer: SignedInAnswer.parse(json(response)), cookie: cookie as string };
  };

  describe('POST /api/auth/signup', () => {
    it('creates the user with the welcome bonus and a session, in E.164 and lower case, and signs in', async () => {
      const phone = freshPhone();
      const email = freshEmail();
      const { answer, cookie } = signedIn(await signup({ phone: phone.typed, email }));
      expect(answer).toMatchObject({
        isLogged: true,
        name: 'Алеся',
        phone: phone.e164,
        email: email.toLowerCase(),
        address: null,
        creditCards: [],
        bonuses: { value: 300, held: 0 },
        message: SIGNED_UP,
        realtimeUrl: 'http://localhost:6002',
      });
      expect(SIGNED_UP).toBe('Добро пожаловать! Вам начислено 300 бонусных баллов');
      expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
      const [user] = await db().select().from(users).where(eq(users.id, answer.id));
      expect(user?.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
      expect(user?.passwordHash).not.toContain('тёплый');
      expect(await db().select().from(bonusLedger).where(eq(bonusLedger.userId, answer.id))).toMatchObject([
        { kind: 'welcome', points: 300 },
      ]);
      expect(await db().select().from(bonusAccounts).where(eq(bonusAccounts.userId, answer.id))).toMatchObject([
        { available: 300, held: 0 },
      ]);
      expect(await logged(cookie)).toMatchObject({ isLogged: true, id: answer.id });
    });

    it('takes a body with an e-mail as the app sends it: the form checked by the contract, then encoded by it', async () => {
      const phone = freshPhone();
      const email = freshEmail();
      // What the sign-up form hands to `api()`, and what `api()` puts on the wire.
      const checked = SignupBody.parse({ name: 'Алеся', phone: phone.typed, email, password: 'тёплый-пирог-1' });
      const { answer } = signedIn(await post('/api/auth/signup', SignupBody.encode(checked)));
      expect(answer).toMatchObject({ phone: phone.e164, email: email.toLowerCase() });
    });

    it('sets the session cookie httpOnly, SameSite=Lax, for 30 days, Secure only when PUBLIC_URL is HTTPS', async () => {
      const plain = await signup({ phone: freshPhone().typed });
      const cookie = plain.cookies.find((each) => each.name === SESSION_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
      expect(cookie?.secure).toBeFalsy();
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // PUBLIC_URL is http here: a request claiming HTTPS does not decide (server/http/cookies.test.ts has the rest).
      const https = await signup({ phone: freshPhone().typed }, { headers: { 'x-forwarded-proto': 'https' } });
      expect(https.cookies.find((each) => each.name === SESSION_COOKIE)?.secure).toBeFalsy();
      // The database keeps only the token's hash.
      const stored = await db().select({ tokenHash: sessions.tokenHash }).from(sessions);
      expect(stored.some((row) => row.tokenHash === cookie?.value)).toBe(false);
    });

    it('refuses bad input with a Russian 400 and stores nothing', async () => {
      const phone = freshPhone();
      for (const body of [
        { phone: phone.typed, name: '' },
        { phone: '12345' },
        { phone: phone.typed, password: '1234567' },
        { phone: phone.typed, email: 'не-почта' },
        { phone: phone.typed, password: 42 },
        { phone: phone.typed, password: 'x'.repeat(129) },
      ]) {
        expectErrorAnswer(await signup(body), 400);
      }
      expectErrorAnswer(
        await post('/api/auth/signup', '{"name":', { headers: { 'content-type': 'application/json' } }),
        400,
      );
      expect(await db().select().from(users).where(eq(users.phone, phone.e164))).toEqual([]);
    });

    it('answers 409 for a phone or e-mail that already has an account, in any spelling', async () => {
      const phone = freshPhone();
      const email = freshEmail();
      signedIn(await signup({ phone: phone.e164, email }));
      expect(expectErrorAnswer(await signup({ phone: phone.typed }), 409)).toBe(PHONE_TAKEN);
      expect(expectErrorAnswer(await signup({ phone: freshPhone().typed, email: email.toUpperCase() }), 409)).toBe(
        EMAIL_TAKEN,
      );
    });

    it('lets one of parallel sign-ups with one phone through and answers the others 409 (the unique index decides)', async () => {
      const phone = freshPhone();
      const responses = await Promise.all(
        Array.from({ length: 4 }, (_, index) =>
          signup({ phone: phone.typed, email: `race${index}.${base}@example.test` }),
        ),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
      for (const response of responses.filter((each) => each.statusCode === 409)) {
        expect(json(response)).toEqual({ message: PHONE_TAKEN });
      }
      expect(await db().select().from(users).where(eq(users.phone, phone.e164))).toHaveLength(1);
      const email = freshEmail();
      const byEmail = await Promise.all([
        signup({ phone: freshPhone().typed, email }),
        signup({ phone: freshPhone().typed, email }),
      ]);
      expect(byEmail.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    });

    it('refuses a sign-up posted from another site (login CSRF), but not a same-origin one without Origin', async () => {
      const refused = await signup({ phone: freshPhone().typed }, { headers: { origin: 'https://evil.example' } });
      expect(expectErrorAnswer(refused, 403)).toBe(CROSS_SITE_REFUSED);
      const bare = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name: 'Алеся', phone: freshPhone().typed, password: 'тёплый-пирог-1' },
        remoteAddress: freshClientIp(),
      });
      expectErrorAnswer(bare, 403);
      const sameOrigin = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name: 'Алеся', phone: freshPhone().typed, password: 'тёплый-пирог-1' },
        remoteAddress: freshClientIp(),
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      expect(sameOrigin.statusCode, sameOrigin.body).toBe(200);
    });
  });

  describe('POST /api/auth/signin', () => {
    it('signs in by phone in any spelling or by e-mail in any case, each time with a new session', async () => {
      const phone = freshPhone();
      const email = freshEmail();
      const user = await createTestUser(db(), {
        phone: phone.e164,
        email: email.toLowerCase(),
        password: 'секрет-123',
      });
      const byPhone = signedIn(await signin(phone.typed, 'секрет-123'));
      expect(byPhone.answer).toMatchObject({ isLogged: true, id: user.id, message: SIGNED_IN });
      const byEmail = signedIn(await signin(email.toUpperCase(), 'секрет-123'));
      expect(byEmail.answer.id).toBe(user.id);
      expect(byEmail.cookie).not.toBe(byPhone.cookie);
      expect(byEmail.answer.token).toMatch(/^v2\./);
    });

    it('rotates: signing in again revokes the session the browser had', async () => {
      const phone = freshPhone();
      const user = await createTestUser(db(), { phone: phone.e164, password: 'секрет-123' });
      const again = signedIn(await signin(phone.e164, 'секрет-123', { cookie: user.cookie }));
      expect(await logged(user.cookie)).toMatchObject({ isLogged: false });
      expect(await logged(again.cookie)).toMatchObject({ isLogged: true, id: user.id });
    });

    it('answers a wrong password and an unknown login alike: same status, same body, no cookie', async () => {
      const phone = freshPhone();
      await createTestUser(db(), { phone: phone.e164, password: 'секрет-123' });
      const wrongPassword = await signin(phone.typed, 'не-тот-пароль');
      const unknownLogin = await signin(freshPhone().typed, 'не-тот-пароль');
      const unknownEmail = await signin(freshEmail(), 'не-тот-пароль');
      for (const response of [wrongPassword, unknownLogin, unknownEmail]) {
        expect(expectErrorAnswer(response, 401)).toBe(SIGNIN_FAILED);
        expect(sessionCookieOf(response)).toBeNull();
      }
      expect(unknownLogin.body).toBe(wrongPassword.body);
      expectErrorAnswer(await signin('не телефон', 'x'), 400);
      expectErrorAnswer(await signin(phone.typed, ''), 400);
    });

    it('limits tries per account, from any address and by phone or e-mail alike: then 429 with retry-after', async () => {
      const phone = freshPhone();
      const email = freshEmail();
      await createTestUser(db(), { phone: phone.e164, email: email.toLowerCase(), password: 'секрет-123' });
      for (let index = 0; index < 10; index += 1) {
        expectErrorAnswer(await signin(index % 2 ? phone.typed : email, 'подбор'), 401);
      }
      const refused = await signin(phone.typed, 'секрет-123');
      expect(expectErrorAnswer(refused, 429)).toBe(TOO_MANY_SIGNINS);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another account is not affected.
      const other = freshPhone();
      await createTestUser(db(), { phone: other.e164, password: 'секрет-123' });
      signedIn(await signin(other.typed, 'секрет-123'));
    });

    it('limits tries per address across accounts: then 429 with retry-after, other addresses unaffected', async () => {
      const ip = freshClientIp();
      for (let index = 0; index < 50; index += 1) {
        expectErrorAnswer(await signin(freshPhone().typed, 'подбор', { ip }), 401);
      }
      const phone = freshPhone();
      await createTestUser(db(), { phone: phone.e164, password: 'секрет-123' });
      const refused = await signin(phone.typed, 'секрет-123', { ip });
      expect(expectErrorAnswer(refused, 429)).toBe(TOO_MANY_SIGNINS);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      signedIn(await signin(phone.typed, 'секрет-123'));
    });
  });
});
