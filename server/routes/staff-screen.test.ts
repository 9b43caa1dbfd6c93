import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { SCREEN_SESSION_READ_ONLY, SCREEN_SHOP_NOT_YOURS, StaffSignedInAnswer } from '../../src/domain/contract/staff';
import { SCREEN_SESSION_LIFETIME_MS, STAFF_COOKIE, STAFF_SESSION_LIFETIME_MS } from '../services/staff/sessions';
import { TEST_ORIGIN } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/app';
import { FIXED_NOW } from '../testing/clock';
import { expectErrorAnswer, json } from '../testing/http';
import { createTestStaff, DEMO_STAFF, staffCookieOf, staffHeaders } from '../testing/staff';

vi.setConfig({ testTimeout: 30_000 });

const [admin, kassa] = DEMO_STAFF;
if (!admin || !kassa) throw new Error('the demo staff are missing');
const KASSA_SHOP = 'nezavisimosti';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The pickup screen's session (issue 28): signed in once on the screen, it
 * lives for weeks, and it may only read its own shop's orders.
 */
describe('a pickup screen’s session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  const signinScreen = (login: string, password: string, screen: string) =>
    t.app.inject({
      method: 'POST',
      url: buildPath(endpoints.staffSignin),
      payload: { login, password, screen },
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      headers: { origin: TEST_ORIGIN },
    });
  const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('is made for a shop the staff member works at, names that shop alone and lives 30 days', async () => {
    const response = await signinScreen(kassa.login, kassa.password, KASSA_SHOP);
    expect(response.statusCode, response.body).toBe(200);
    expect(StaffSignedInAnswer.parse(json(response)).staff).toMatchObject({
      screenShop: KASSA_SHOP,
      shops: [{ _id: KASSA_SHOP, title: expect.any(String) }],
    });
    const cookie = response.cookies.find((each) => each.name === STAFF_COOKIE);
    expect(cookie).toMatchObject({ maxAge: SCREEN_SESSION_LIFETIME_MS / 1000, httpOnly: true, sameSite: 'Strict' });
    const me = await get(`${STAFF_COOKIE}=${cookie?.value}`, buildPath(endpoints.staffMe));
    expect(StaffSignedInAnswer.parse(json(me)).staff.screenShop).toBe(KASSA_SHOP);
  });

  it('is refused for another shop, with no cookie set', async () => {
    const response = await signinScreen(kassa.login, kassa.password, 'nemiga');
    expect(expectErrorAnswer(response, 403)).toBe(SCREEN_SHOP_NOT_YOURS);
    expect(staffCookieOf(response)).toBeNull();
  });

  it('reads its shop’s orders and nothing else: moves, money, journals and the back office are 403', async () => {
    const response = await signinScreen(admin.login, admin.password, 'nemiga');
    const cookie = staffCookieOf(response);
    if (!cookie) throw new Error('no staff cookie was set');
    const own = await get(cookie, `${buildPath(endpoints.staffOrders)}?shop=nemiga`);
    expect(own.statusCode, own.body).toBe(200);
    // An admin's screen is still one shop's screen.
    const other = await get(cookie, `${buildPath(endpoints.staffOrders)}?shop=surganova`);
    expect(other.statusCode).toBeGreaterThanOrEqual(400);
    expect(other.statusCode).toBeLessThan(500);
    const uid = 'A1B2C3D4E5';
    const headers = { cookie, origin: TEST_ORIGIN };
    for (const [method, url, payload] of [
      ['POST', buildPath(endpoints.staffOrderStage, { uid }), { from: 'accepted', to: 'baking' }],
      ['POST', buildPath(endpoints.staffOrderCash, { uid }), { method: 'cash' }],
      ['POST', buildPath(endpoints.staffOrderCancel, { uid }), { reason: 'нет' }],
      ['GET', buildPath(endpoints.staffAudit), undefined],
      ['GET', buildPath(endpoints.adminProducts), undefined],
    ] as const) {
      const refused = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(expectErrorAnswer(refused, 403)).toBe(SCREEN_SESSION_READ_ONLY);
    }
    const signout = await t.app.inject({ method: 'POST', url: buildPath(endpoints.staffSignout), headers });
    expect(signout.statusCode, signout.body).toBe(200);
  });

  it('is still signed in after a night and a fortnight switched off, where a board’s session has ended', async () => {
    const since = new Date(FIXED_NOW.getTime() - 14 * DAY_MS);
    const screen = await createTestStaff(t.database.db, { now: since, screenShop: 'nemiga' });
    const board = await createTestStaff(t.database.db, {
      now: new Date(FIXED_NOW.getTime() - STAFF_SESSION_LIFETIME_MS),
    });
    expect((await get(screen.cookie, buildPath(endpoints.staffMe))).statusCode).toBe(200);
    expectErrorAnswer(await get(board.cookie, buildPath(endpoints.staffMe)), 401);
    const expired = await createTestStaff(t.database.db, {
      now: new Date(FIXED_NOW.getTime() - SCREEN_SESSION_LIFETIME_MS),
      screenShop: 'nemiga',
    });
    expectErrorAnswer(await get(expired.cookie, buildPath(endpoints.staffMe)), 401);
  });

  it('reads nothing once its staff member no longer works at the shop', async () => {
    const screen = await createTestStaff(t.database.db, { screenShop: 'nemiga' });
    await t.database.db.execute(`delete from staff_shops where staff_id = '${screen.id}'`);
    const me = StaffSignedInAnswer.parse(json(await get(screen.cookie, buildPath(endpoints.staffMe))));
    expect(me.staff.shops).toEqual([]);
    const orders = await t.app.inject({
      method: 'GET',
      url: `${buildPath(endpoints.staffOrders)}?shop=nemiga`,
      headers: staffHeaders(screen),
    });
    expect(orders.statusCode).toBeGreaterThanOrEqual(400);
    expect(orders.statusCode).toBeLessThan(500);
  });
});
