import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdresaAnswer } from '../../src/domain/contract/api';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { KIOSK_COOKIE } from '../../src/domain/contract/kiosk';
import { StaffSignedInAnswer } from '../../src/domain/contract/staff';
import { staff, staffSessions } from '../db/schema';
import { CROSS_SITE_REFUSED } from '../http/origin';
import { STAFF_SIGN_IN_REQUIRED } from '../http/staff';
import { createRecordingStaffEvents, type RecordingStaffEvents } from '../realtime/staff-events';
import { hashSessionToken } from '../services/accounts/sessions';
import { STAFF_DISABLED, STAFF_SIGNIN_FAILED } from '../services/staff/auth';
import { STAFF_COOKIE, STAFF_SESSION_LIFETIME_MS } from '../services/staff/sessions';
import { createTestUser, freshClientIp, TEST_ORIGIN } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/app';
import { FIXED_NOW } from '../testing/clock';
import { expectErrorAnswer, json } from '../testing/http';
import { enrolTestKiosk } from '../testing/kiosk';
import { orderDatabaseKinds } from '../testing/orders';
import { createTestStaff, DEMO_STAFF, postStaffSignin, staffCookieOf, staffHeaders } from '../testing/staff';
import { TOO_MANY_SIGNINS } from './account-limits';
import { STAFF_SIGNED_OUT } from './staff-auth';

vi.setConfig({ testTimeout: 30_000 });

const [admin, kassa] = DEMO_STAFF;
if (!admin || !kassa) throw new Error('the demo staff are missing');
const FIRST_SHOP = { _id: 'nezavisimosti', title: expect.any(String) };

describe.each(orderDatabaseKinds())('staff sign-in, sessions and sign-out on %s', (kind) => {
  let t: TestApp;
  let events: RecordingStaffEvents;
  beforeAll(async () => {
    events = createRecordingStaffEvents();
    t = await createTestApp({ kind, staffEvents: events });
  }, 60_000);
  afterAll(() => t?.close());

  const me = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: buildPath(endpoints.staffMe), headers: cookie ? { cookie } : {} });
  const signout = (cookie: string, origin = TEST_ORIGIN) =>
    t.app.inject({ method: 'POST', url: buildPath(endpoints.staffSignout), headers: { cookie, origin } });
  const signedIn = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    const cookie = staffCookieOf(response);
    if (!cookie) throw new Error('no staff cookie was set');
    return { answer: StaffSignedInAnswer.parse(json(response)), cookie };
  };

  it('signs the demo staff in, with their role and shops, and the session answers /api/staff/me', async () => {
    const { answer, cookie } = signedIn(await postStaffSignin(t.app, kassa.login, kassa.password));
    expect(answer.staff).toEqual({
      id: expect.any(String),
      name: 'Касса',
      role: 'staff',
      shops: [FIRST_SHOP],
      screenShop: null,
    });
    // The board learns where its socket goes from the sign-in, as the shopper's app does from its logged check.
    expect(answer.realtimeUrl).toMatch(/^https?:\/\//);
    const again = await me(cookie);
    expect(again.statusCode, again.body).toBe(200);
    expect(StaffSignedInAnswer.parse(json(again))).toEqual(answer);
    // Staff data is nobody's to keep: no shared cache, no browser cache.
    expect(again.headers['cache-control']).toBe('private, no-store');

    const { answer: asAdmin } = signedIn(await postStaffSignin(t.app, admin.login, admin.password));
    expect(asAdmin.staff).toMatchObject({ name: 'Администратор', role: 'admin' });
    // An admin works on every shop, in /adresa order.
    const adresa = await t.app.inject({ method: 'GET', url: buildPath(endpoints.adresa) });
    const shops = AdresaAnswer.parse(json(adresa)).adresaData.map(({ _id, title }) => ({ _id, title }));
    expect(shops[0]).toEqual(FIRST_SHOP);
    expect(asAdmin.staff.shops).toEqual(shops);
  });

  it('takes the login in any case and with spaces around it', async () => {
    signedIn(await postStaffSignin(t.app, ` ${kassa.login.toUpperCase()} `, kassa.password));
  });

  it('sets tp_staff httpOnly, SameSite=Strict, Path=/, for the session’s 12 hours, not Secure over plain HTTP', async () => {
    const response = await postStaffSignin(t.app, kassa.login, kassa.password);
    const cookie = response.cookies.find((each) => each.name === STAFF_COOKIE);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
      maxAge: STAFF_SESSION_LIFETIME_MS / 1000,
    });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.database.db.select().from(staffSessions);
    // Only the token's SHA-256 is kept.
    expect(stored.some((row) => row.tokenHash === cookie?.value)).toBe(false);
  });

  it('refuses a wrong password and an unknown login alike, in Russian', async () => {
    const wrong = await postStaffSignin(t.app, kassa.login, 'pirog-not-this');
    const unknown = await postStaffSignin(t.app, 'nobody-here', kassa.password);
    for (const response of [wrong, unknown]) {
      expect(expectErrorAnswer(response, 401)).toBe(STAFF_SIGNIN_FAILED);
      expect(staffCookieOf(response)).toBeNull();
    }
    expect(STAFF_SIGNIN_FAILED).toBe('Неверный логин или пароль');
  });

  it('refuses a disabled account, and its live session at once', async () => {
    const member = await createTestStaff(t.database.db);
    expect((await me(member.cookie)).statusCode).toBe(200);
    await t.database.db.update(staff).set({ disabledAt: FIXED_NOW }).where(eq(staff.id, member.id));
    expect(expectErrorAnswer(await postStaffSignin(t.app, member.login, member.password), 401)).toBe(STAFF_DISABLED);
    // Without the password nothing tells the account exists.
    expect(expectErrorAnswer(await postStaffSignin(t.app, member.login, 'wrong-one'), 401)).toBe(STAFF_SIGNIN_FAILED);
    const refused = await me(member.cookie);
    expect(expectErrorAnswer(refused, 401)).toBe(STAFF_SIGN_IN_REQUIRED);
    // The dead cookie is cleared.
    expect(refused.cookies.find((each) => each.name === STAFF_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
  });

  it('answers 401 to no session, a shopper’s session and a kiosk’s cookie', async () => {
    const shopper = await createTestUser(t.database.db);
    const kiosk = await enrolTestKiosk(t.app, 'nemiga');
    for (const cookie of [undefined, shopper.cookie, `${KIOSK_COOKIE}=${kiosk.token}`, `${STAFF_COOKIE}=forged`]) {
      expect(expectErrorAnswer(await me(cookie), 401), String(cookie)).toBe(STAFF_SIGN_IN_REQUIRED);
      const out = await t.app.inject({
        method: 'POST',
        url: buildPath(endpoints.staffSignout),
        headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      });
      expectErrorAnswer(out, 401);
    }
    // A shopper's session cookie under the staff name is no staff session either.
    expectErrorAnswer(await me(`${STAFF_COOKIE}=${shopper.sessionToken}`), 401);
  });

  it('refuses a cross-site sign-in and sign-out with 403, before anything is looked up', async () => {
    const member = await createTestStaff(t.database.db);
    const forged = await postStaffSignin(t.app, kassa.login, kassa.password, {
      headers: { origin: 'https://evil.example' },
    });
    expect(expectErrorAnswer(forged, 403)).toBe(CROSS_SITE_REFUSED);
    expect(staffCookieOf(forged)).toBeNull();
    expect(expectErrorAnswer(await signout(member.cookie, 'https://evil.example'), 403)).toBe(CROSS_SITE_REFUSED);
    expect((await me(member.cookie)).statusCode).toBe(200);
  });

  it('signs out: the session is revoked at once, the cookie cleared and its sockets told to end', async () => {
    const { cookie } = signedIn(await postStaffSignin(t.app, kassa.login, kassa.password));
    const token = cookie.slice(`${STAFF_COOKIE}=`.length);
    const [session] = await t.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, hashSessionToken(token)));
    const out = await signout(cookie);
    expect(out.statusCode, out.body).toBe(200);
    expect(json(out)).toEqual({ message: STAFF_SIGNED_OUT });
    expect(out.cookies.find((each) => each.name === STAFF_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
    expect(events.endedSessions).toContain(session?.id);
    expectErrorAnswer(await me(cookie), 401);
    expectErrorAnswer(await signout(cookie), 401);
  });

  it('starts a new session on every sign-in and revokes the one the browser had', async () => {
    const first = signedIn(await postStaffSignin(t.app, kassa.login, kassa.password));
    const second = signedIn(
      await postStaffSignin(t.app, admin.login, admin.password, { headers: { cookie: first.cookie } }),
    );
    expect(second.cookie).not.toBe(first.cookie);
    expectErrorAnswer(await me(first.cookie), 401);
    expect(StaffSignedInAnswer.parse(json(await me(second.cookie))).staff.role).toBe('admin');
  });

  it('ends a session 12 hours after its last use and slides it while in use', async () => {
    const expired = await createTestStaff(t.database.db, {
      now: new Date(FIXED_NOW.getTime() - STAFF_SESSION_LIFETIME_MS),
    });
    expectErrorAnswer(await me(expired.cookie), 401);
    const used = await createTestStaff(t.database.db, { now: new Date(FIXED_NOW.getTime() - 11 * 60_000) });
    const response = await me(used.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((each) => each.name === STAFF_COOKIE)).toMatchObject({
      maxAge: STAFF_SESSION_LIFETIME_MS / 1000,
      sameSite: 'Strict',
      httpOnly: true,
    });
    const [row] = await t.database.db.select().from(staffSessions).where(eq(staffSessions.id, used.sessionId));
    expect(row?.expiresAt.getTime()).toBe(FIXED_NOW.getTime() + STAFF_SESSION_LIFETIME_MS);
  });

  it('limits sign-in per login and per address, before any password is checked', async () => {
    const member = await createTestStaff(t.database.db);
    for (let attempt = 0; attempt < 10; attempt++) {
      expectErrorAnswer(await postStaffSignin(t.app, member.login, 'wrong'), 401);
    }
    // The right password too: the login's budget is spent, from any address.
    const limited = await postStaffSignin(t.app, member.login, member.password);
    expect(expectErrorAnswer(limited, 429)).toBe(TOO_MANY_SIGNINS);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const ip = freshClientIp();
    for (let attempt = 0; attempt < 50; attempt++) {
      expectErrorAnswer(await postStaffSignin(t.app, `nobody-${attempt}`, 'wrong', { ip }), 401);
    }
    expectErrorAnswer(await postStaffSignin(t.app, kassa.login, kassa.password, { ip }), 429);
  });
});

describe('the staff cookie behind HTTPS', () => {
  it('is Secure when PUBLIC_URL is HTTPS, though the request reached the server over plain HTTP', async () => {
    const t = await createTestApp({ env: { PUBLIC_URL: 'https://pirog.example' } });
    try {
      const response = await postStaffSignin(t.app, kassa.login, kassa.password, {
        headers: { origin: 'https://pirog.example' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.cookies.find((each) => each.name === STAFF_COOKIE)).toMatchObject({
        secure: true,
        sameSite: 'Strict',
        httpOnly: true,
      });
      const member = await createTestStaff(t.database.db);
      const out = await t.app.inject({
        method: 'POST',
        url: buildPath(endpoints.staffSignout),
        headers: staffHeaders(member, 'https://pirog.example'),
      });
      expect(out.cookies.find((each) => each.name === STAFF_COOKIE)).toMatchObject({ secure: true, maxAge: 0 });
    } finally {
      await t.close();
    }
  }, 60_000);
});
