import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGGED_OUT, LoggedAnswer, LoggedIn, UserDataAnswer } from '../../src/domain/contract/account';
import { UpdateDataBody } from '../../src/domain/contract/account-phone';
import { sessions, users } from '../db/schema';
import { CROSS_SITE_REFUSED } from '../http/origin';
import { EMAIL_OF_ANOTHER, PHONE_OF_ANOTHER, WRONG_CURRENT_PASSWORD } from '../services/accounts/auth';
import { signIdentityToken } from '../services/accounts/identity-token';
import { SESSION_COOKIE } from '../services/accounts/sessions';
import {
  type AccountsTestApp,
  createAccountsTestApp,
  createTestUser,
  sessionCookieOf,
  TEST_ORIGIN,
  type TestUser,
  userHeaders,
} from '../testing/accounts';
import { expectErrorAnswer, FIXED_NOW, json } from '../testing/index';
import { orderDatabaseKinds } from '../testing/orders';
import { TOO_MANY_SIGNINS } from './account-limits';
import { IDENTITY_REFUSED, LOGGED_OUT_MESSAGE, PASSWORD_CHANGED, PROFILE_SAVED } from './user';

vi.setConfig({ testTimeout: 30_000 });

let serial = 0;
const base = 2_000_000 + Math.floor(Math.random() * 6_000_000);
const freshPhone = () => `+37544${base + ++serial * 7}`;
/** Known to the test, so it can sign tokens the app accepts, except for what the test changes. */
const IDENTITY_SECRET = 'a-test-identity-secret-of-32-chars-at-least';

describe.each(orderDatabaseKinds())('the signed-in shopper’s /priapi/user calls on %s', (kind) => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({ kind, env: { IDENTITY_SECRET } });
  }, 60_000);
  afterAll(() => t?.close());

  const db = () => t.database.db;
  const newUser = (options: { email?: string; password?: string } = {}) =>
    createTestUser(db(), { phone: freshPhone(), ...options });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const logged = async (user?: Pick<TestUser, 'cookie'>) => {
    const response = await get('/priapi/user/logged', user ? { cookie: user.cookie } : {});
    expect(response.statusCode, response.body).toBe(200);
    return LoggedAnswer.parse(json(response));
  };
  const tokenOf = async (user: TestUser) => LoggedIn.parse(await logged(user)).token;
  const dataOf = (id: string, token: string, headerId = id, cookie?: string) =>
    get(`/priapi/user/data/${id}`, {
      authorization: `Bearer ${token}`,
      'x-user-id': headerId,
      ...(cookie ? { cookie } : {}),
    });
  const put = (url: string, user: Pick<TestUser, 'cookie'> | null, payload: object, origin = TEST_ORIGIN) =>
    t.app.inject({ method: 'PUT', url, payload, headers: user ? { ...userHeaders(user), origin } : { origin } });

  describe('GET /priapi/user/logged', () => {
    it('answers a guest, or a browser with an unknown cookie, 200 logged out; never stored by a cache', async () => {
      const guest = await get('/priapi/user/logged');
      expect(guest.headers['cache-control']).toBe('private, no-store');
      expect(json(guest)).toEqual(LOGGED_OUT);
      expect(await logged({ cookie: `${SESSION_COOKIE}=${'A'.repeat(43)}` })).toMatchObject({ isLogged: false });
    });

    it('answers a signed-in shopper their data, a token bound to their id and the realtime address', async () => {
      const user = await newUser();
      const answer = LoggedIn.parse(await logged(user));
      expect(answer).toMatchObject({
        isLogged: true,
        id: user.id,
        name: 'Алеся',
        bonuses: { value: 300, held: 0 },
        creditCards: [],
        realtimeUrl: 'http://localhost:6002',
      });
      expect(answer.token.split('.').slice(0, 3)).toEqual(['v2', user.id, user.sessionId]);
      expect(new Date(answer.tokenExpiresAt).getTime()).toBeGreaterThan(FIXED_NOW.getTime());
    });

    it('sends the cookie again with a new 30-day Max-Age when the session slides forward', async () => {
      const user = await newUser();
      const fresh = await get('/priapi/user/logged', { cookie: user.cookie });
      expect(fresh.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
      const dayAgo = new Date(FIXED_NOW.getTime() - 24 * 60 * 60 * 1000);
      await db()
        .update(sessions)
        .set({ lastSeenAt: dayAgo, expiresAt: new Date(dayAgo.getTime() + 30 * 86_400_000) })
        .where(eq(sessions.userId, user.id));
      const slid = await get('/priapi/user/logged', { cookie: user.cookie });
      expect(slid.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toMatchObject({
        value: user.sessionToken,
        maxAge: 30 * 24 * 60 * 60,
        httpOnly: true,
        sameSite: 'Lax',
      });
      const [row] = await db().select().from(sessions).where(eq(sessions.userId, user.id));
      expect(row?.expiresAt.getTime()).toBe(FIXED_NOW.getTime() + 30 * 86_400_000);
    });
  });

  describe('GET /priapi/user/data/:id', () => {
    it('answers the user’s data to their token with the matching id header; the token alone is enough', async () => {
      const user = await newUser();
      const token = await tokenOf(user);
      const response = await dataOf(user.id, token);
      expect(response.statusCode, response.body).toBe(200);
      const { userData } = UserDataAnswer.parse(json(response));
      expect(userData).toMatchObject({ id: user.id, bonuses: { value: 300 }, bonusHistory: [{ kind: 'welcome' }] });
      expect(response.headers['cache-control']).toBe('private, no-store');
    });

    it('never lets user A read B: A’s token for B’s id, a mismatched id header, or A’s cookie → 401', async () => {
      const a = await newUser();
      const b = await newUser();
      const tokenA = await tokenOf(a);
      const refusals = [
        await dataOf(b.id, tokenA),
        await dataOf(b.id, tokenA, a.id),
        await dataOf(a.id, tokenA, b.id),
        await dataOf(b.id, tokenA, b.id, a.cookie),
        await dataOf(b.id, 'v1.forged.9999999999999.c2lnbmF0dXJl', b.id, a.cookie),
      ];
      for (const response of refusals) expect(expectErrorAnswer(response, 401)).toBe(IDENTITY_REFUSED);
      // B's own session cookie does not help a request carrying A's token for B either.
      expectErrorAnswer(await dataOf(b.id, tokenA, b.id, b.cookie), 401);
      // And another user's cookie does not spoil a valid token.
      expect((await dataOf(a.id, tokenA, a.id, b.cookie)).statusCode).toBe(200);
    });

    it('refuses an expired token, one signed with another secret, and a user who no longer exists', async () => {
      const user = await newUser();
      const identity = { userId: user.id, sessionId: user.sessionId };
      const valid = signIdentityToken(IDENTITY_SECRET, identity, FIXED_NOW).token;
      expect((await dataOf(user.id, valid)).statusCode).toBe(200);
      const expired = signIdentityToken(IDENTITY_SECRET, identity, new Date(FIXED_NOW.getTime() - 3_600_000)).token;
      expectErrorAnswer(await dataOf(user.id, expired), 401);
      const foreign = signIdentityToken('y'.repeat(32), identity, FIXED_NOW).token;
      expectErrorAnswer(await dataOf(user.id, foreign), 401);
      // A token naming a session that is not the user's own is worth nothing either.
      const other = await newUser();
      const borrowed = signIdentityToken(IDENTITY_SECRET, { userId: user.id, sessionId: other.sessionId }, FIXED_NOW);
      expectErrorAnswer(await dataOf(user.id, borrowed.token), 401);
      const gone = await newUser();
      const goneToken = await tokenOf(gone);
      await db().delete(users).where(eq(users.id, gone.id));
      expectErrorAnswer(await dataOf(gone.id, goneToken), 401);
    });

    it('answers headers or an id that are malformed with a Russian 400', async () => {
      const user = await newUser();
      expectErrorAnswer(await get(`/priapi/user/data/${user.id}`), 400);
      expectErrorAnswer(
        await get(`/priapi/user/data/${user.id}`, { authorization: 'Basic x', 'x-user-id': user.id }),
        400,
      );
      expectErrorAnswer(await dataOf('not-a-uuid', await tokenOf(user)), 400);
    });
  });

  describe('GET /priapi/user/exit', () => {
    it('revokes the session and clears the cookie; a guest or a second call gets the same answer', async () => {
      const user = await newUser();
      const response = await get('/priapi/user/exit', { cookie: user.cookie, 'sec-fetch-site': 'same-origin' });
      expect(response.statusCode, response.body).toBe(200);
      expect(json(response)).toEqual({ message: LOGGED_OUT_MESSAGE });
      expect(response.headers['cache-control']).toBe('no-store');
      const cleared = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
      expect(cleared?.value).toBe('');
      expect(cleared?.expires?.getTime() ?? 0).toBeLessThan(Date.now());
      expect(await logged(user)).toMatchObject({ isLogged: false });
      const again = await get('/priapi/user/exit', { cookie: user.cookie, origin: TEST_ORIGIN });
      expect(json(again)).toEqual({ message: LOGGED_OUT_MESSAGE });
    });

    it('is refused from another site, or without Origin and Sec-Fetch-Site, and the session stays', async () => {
      const user = await newUser();
      const crossSite = await get('/priapi/user/exit', { cookie: user.cookie, origin: 'https://evil.example' });
      expect(expectErrorAnswer(crossSite, 403)).toBe(CROSS_SITE_REFUSED);
      const navigation = await get('/priapi/user/exit', { cookie: user.cookie, 'sec-fetch-site': 'cross-site' });
      expectErrorAnswer(navigation, 403);
      expectErrorAnswer(await get('/priapi/user/exit', { cookie: user.cookie }), 403);
      // However the path is spelled, the check is made on the route that would run.
      const encoded = await get('/priapi/user/%65xit', { cookie: user.cookie, origin: 'https://evil.example' });
      expectErrorAnswer(encoded, 403);
      expect(await logged(user)).toMatchObject({ isLogged: true });
    });
  });

  describe('PUT /priapi/user/update/data', () => {
    const form = (overrides: Record<string, unknown> = {}) => ({
      name: 'Алеся Новикова',
      phone: freshPhone(),
      email: `Alesya${++serial}.${base}@Example.Test`,
      address: { street: ' ул. Немига ', house: '5', flat: '' },
      ...overrides,
    });

    it('saves the profile (E.164, lower-cased e-mail, address in trimmed parts) and tells realtime after commit', async () => {
      const user = await newUser();
      const digits = String(base + ++serial * 7);
      const body = form({ phone: `8 044 ${digits}` });
      const response = await put('/priapi/user/update/data', user, body);
      expect(response.statusCode, response.body).toBe(200);
      expect(json(response)).toEqual({ message: PROFILE_SAVED });
      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({
        name: 'Алеся Новикова',
        phone: `+37544${digits}`,
        email: (body.email as string).toLowerCase(),
        address: 'ул. Немига, д. 5',
        addressParts: { street: 'ул. Немига', house: '5' },
      });
      expect(t.userEvents.changed).toContain(user.id);
      // Without e-mail and address the fields are emptied.
      await put('/priapi/user/update/data', user, { name: 'Алеся', phone: row?.phone as string });
      expect((await db().select().from(users).where(eq(users.id, user.id)))[0]).toMatchObject({
        email: null,
        address: null,
        addressParts: null,
      });
    });

    it('saves a profile with an e-mail as the app sends it: the form checked by the contract, then encoded by it', async () => {
      const user = await newUser();
      const checked = UpdateDataBody.parse(form());
      const response = await put('/priapi/user/update/data', user, UpdateDataBody.encode(checked));
      expect(response.statusCode, response.body).toBe(200);
      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      expect(row?.email).toBe(checked.email);
      expect(checked.email).toMatch(/^alesya\d+\.\d+@example\.test$/);
    });

    it('answers 409 for another account’s phone or e-mail, changes nothing, and never touches user B', async () => {
      const b = await newUser({ email: `b${++serial}.${base}@example.test` });
      const [bRow] = await db().select().from(users).where(eq(users.id, b.id));
      const a = await newUser();
      const changedBefore = t.userEvents.changed.length;
      const phoneTaken = await put('/priapi/user/update/data', a, form({ phone: bRow?.phone }));
      expect(expectErrorAnswer(phoneTaken, 409)).toBe(PHONE_OF_ANOTHER);
      const emailTaken = await put('/priapi/user/update/data', a, form({ email: bRow?.email?.toUpperCase() }));
      expect(expectErrorAnswer(emailTaken, 409)).toBe(EMAIL_OF_ANOTHER);
      expect(t.userEvents.changed.length).toBe(changedBefore);
      // A body naming B's id is still about the session's user only.
      await put('/priapi/user/update/data', a, { ...form(), id: b.id, _id: b.id });
      expect((await db().select().from(users).where(eq(users.id, b.id)))[0]).toEqual(bRow);
    });

    it('refuses a guest (401), bad input (400) and a cross-site form (403) in Russian', async () => {
      const user = await newUser();
      expectErrorAnswer(await put('/priapi/user/update/data', null, form()), 401);
      expectErrorAnswer(await put('/priapi/user/update/data', user, form({ name: '' })), 400);
      expectErrorAnswer(await put('/priapi/user/update/data', user, form({ phone: '123' })), 400);
      expectErrorAnswer(await put('/priapi/user/update/data', user, form({ email: 'почта' })), 400);
      const crossSite = await put('/priapi/user/update/data', user, form(), 'https://evil.example');
      expect(expectErrorAnswer(crossSite, 403)).toBe(CROSS_SITE_REFUSED);
    });
  });

  describe('PUT /priapi/user/update/password', () => {
    it('checks the current password, revokes every other session and keeps this one', async () => {
      const phone = freshPhone();
      const here = await createTestUser(db(), { phone, password: 'старый-пароль' });
      const signin = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { login: phone, password: 'старый-пароль' },
        headers: { origin: TEST_ORIGIN },
      });
      const elsewhere = { cookie: sessionCookieOf(signin) as string };
      const wrong = await put('/priapi/user/update/password', here, {
        currentPassword: 'не-тот',
        password: 'новый-пароль',
      });
      expect(expectErrorAnswer(wrong, 403)).toBe(WRONG_CURRENT_PASSWORD);
      expect(await logged(elsewhere)).toMatchObject({ isLogged: true });
      const changed = await put('/priapi/user/update/password', here, {
        currentPassword: 'старый-пароль',
        password: 'новый-пароль',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(json(changed)).toEqual({ message: PASSWORD_CHANGED });
      expect(await logged(here)).toMatchObject({ isLogged: true, id: here.id });
      expect(await logged(elsewhere)).toMatchObject({ isLogged: false });
    });

    it('limits wrong current passwords like sign-in (429), and refuses a guest, bad input and cross-site', async () => {
      const user = await newUser({ password: 'старый-пароль' });
      const body = { currentPassword: 'подбор', password: 'новый-пароль' };
      for (let index = 0; index < 10; index += 1)
        expectErrorAnswer(await put('/priapi/user/update/password', user, body), 403);
      const refused = await put('/priapi/user/update/password', user, { ...body, currentPassword: 'старый-пароль' });
      expect(expectErrorAnswer(refused, 429)).toBe(TOO_MANY_SIGNINS);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expectErrorAnswer(await put('/priapi/user/update/password', null, body), 401);
      const other = await newUser({ password: 'старый-пароль' });
      expectErrorAnswer(await put('/priapi/user/update/password', other, { ...body, password: 'short' }), 400);
      expectErrorAnswer(await put('/priapi/user/update/password', other, { password: 'новый-пароль' }), 400);
      expectErrorAnswer(await put('/priapi/user/update/password', other, body, 'https://evil.example'), 403);
    });
  });
});
