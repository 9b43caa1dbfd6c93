import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoggedIn } from '../../src/domain/contract/account';
import {
  type AccountsTestApp,
  createAccountsTestApp,
  createTestUser,
  freshClientIp,
  latestRecoveryCode,
  TEST_ORIGIN,
  type TestUser,
  userHeaders,
} from '../testing/accounts';
import { expectErrorAnswer, json } from '../testing/index';
import { orderDatabaseKinds } from '../testing/orders';
import { IDENTITY_REFUSED } from './user';

vi.setConfig({ testTimeout: 30_000 });

/**
 * Issue 26 (11c): a session that ends (sign-out, or the other sessions at a
 * password change) takes its identity token and its sockets with it at once,
 * not when the 15-minute token lapses. The sockets themselves are closed by
 * the realtime server (`server/realtime/server.test.ts`); here the app tells it
 * which sessions ended.
 */
let serial = 0;
const base = 2_000_000 + Math.floor(Math.random() * 6_000_000);
const freshPhone = () => {
  serial += 1;
  return `+37544${base + serial * 7}`;
};

describe.each(orderDatabaseKinds())('when a session ends, on %s', (kind) => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({ kind });
  }, 60_000);
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const tokenOf = async (user: Pick<TestUser, 'cookie'>) =>
    LoggedIn.parse(json(await get('/priapi/user/logged', { cookie: user.cookie }))).token;
  const dataOf = (id: string, token: string) =>
    get(`/priapi/user/data/${id}`, { authorization: `Bearer ${token}`, 'x-user-id': id });
  const endedSince = (before: number) => t.userEvents.ended.slice(before);

  it('a sign-out refuses that session’s identity token at once and closes its sockets; others keep theirs', async () => {
    const user = await createTestUser(t.database.db, { phone: freshPhone() });
    const token = await tokenOf(user);
    const other = await createTestUser(t.database.db, { phone: freshPhone() });
    const otherToken = await tokenOf(other);
    expect((await dataOf(user.id, token)).statusCode).toBe(200);
    const before = t.userEvents.ended.length;

    const exit = await get('/priapi/user/exit', { cookie: user.cookie, 'sec-fetch-site': 'same-origin' });
    expect(exit.statusCode, exit.body).toBe(200);
    // Well within the token's 15 minutes: the clock has not moved.
    expect(expectErrorAnswer(await dataOf(user.id, token), 401)).toBe(IDENTITY_REFUSED);
    expect(endedSince(before)).toEqual([user.sessionId]);
    expect((await dataOf(other.id, otherToken)).statusCode).toBe(200);

    // Signing out again (or as a guest) ends nothing more.
    await get('/priapi/user/exit', { cookie: user.cookie, 'sec-fetch-site': 'same-origin' });
    expect(endedSince(before)).toEqual([user.sessionId]);
  });

  it('a password change refuses the other sessions’ tokens at once and closes their sockets; this one works on', async () => {
    const phone = freshPhone();
    const here = await createTestUser(t.database.db, { phone, password: 'старый-пароль' });
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { login: phone, password: 'старый-пароль' },
      headers: { origin: TEST_ORIGIN },
    });
    const elsewhere = LoggedIn.parse(json(signin));
    const hereToken = await tokenOf(here);
    expect((await dataOf(here.id, elsewhere.token)).statusCode).toBe(200);
    const before = t.userEvents.ended.length;

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/priapi/user/update/password',
      payload: { currentPassword: 'старый-пароль', password: 'новый-пароль' },
      headers: userHeaders(here),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(expectErrorAnswer(await dataOf(here.id, elsewhere.token), 401)).toBe(IDENTITY_REFUSED);
    expect((await dataOf(here.id, hereToken)).statusCode).toBe(200);
    // The token names its session: the one the sign-in started.
    expect(endedSince(before)).toEqual([elsewhere.token.split('.')[2]]);
  });

  it('a recovery refuses every earlier session’s token at once and closes their sockets', async () => {
    const phone = freshPhone();
    const user = await createTestUser(t.database.db, { phone, password: 'старый-пароль' });
    const token = await tokenOf(user);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: { origin: TEST_ORIGIN }, remoteAddress: freshClientIp() });
    expect((await post('/api/auth/recovery', { login: phone })).statusCode).toBe(200);
    const code = (await latestRecoveryCode(t.database.db, phone)) as string;
    const before = t.userEvents.ended.length;
    const confirmed = await post('/api/auth/recovery/confirm', { login: phone, code, password: 'новый-пароль-1' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(expectErrorAnswer(await dataOf(user.id, token), 401)).toBe(IDENTITY_REFUSED);
    expect(endedSince(before)).toEqual([user.sessionId]);
    // The session the recovery started works.
    expect((await dataOf(user.id, LoggedIn.parse(json(confirmed)).token)).statusCode).toBe(200);
  });
});
