import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminShopAnswer, type AdminShopBody, STALE_VERSION_MESSAGE } from '../../src/domain/contract/admin';
import { AdresaAnswer } from '../../src/domain/contract/api';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { adminAudit, shops } from '../db/schema';
import { NOT_YOUR_SHOP } from '../services/admin/shop-access';
import { MANAGER_HOURS_ONLY } from '../services/admin/shops';
import { ROLE_REQUIRED } from '../services/staff/actor';
import { TEST_ORIGIN } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/app';
import { expectErrorAnswer, json } from '../testing/http';
import { orderDatabaseKinds } from '../testing/orders';
import { createTestStaff, staffHeaders, type TestStaff } from '../testing/staff';

vi.setConfig({ testTimeout: 30_000 });

const SHOP = 'nemiga';

describe.each(orderDatabaseKinds())('the back office’s shops on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  let manager: TestStaff;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await createTestStaff(t.database.db, { role: 'admin' });
    manager = await createTestStaff(t.database.db, { role: 'manager', shopIds: [SHOP] });
  }, 60_000);
  afterAll(() => t?.close());

  const path = (id = SHOP) => buildPath(endpoints.adminShop, { id });
  const read = async (member: TestStaff = manager): Promise<AdminShopBody> => {
    const response = await t.app.inject({ method: 'GET', url: path(), headers: staffHeaders(member) });
    expect(response.statusCode, response.body).toBe(200);
    return AdminShopAnswer.parse(json(response));
  };
  const save = (payload: unknown, member: TestStaff = manager, id = SHOP) =>
    t.app.inject({ method: 'PUT', url: path(id), headers: staffHeaders(member), payload: payload as object });
  const shown = async () =>
    AdresaAnswer.parse(json(await t.app.inject({ method: 'GET', url: buildPath(endpoints.adresa) }))).adresaData.find(
      (shop) => shop._id === SHOP,
    );
  const sundayClosed = (body: AdminShopBody) => ({
    shop: { ...body.shop, hours: [...body.shop.hours.slice(0, 6), null] },
    version: body.version,
  });

  it('lets the shop’s manager change its hours, and shoppers see them at once', async () => {
    const before = await read();
    const saved = await save(sundayClosed(before));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(AdminShopAnswer.parse(json(saved)).version).toBe(before.version + 1);
    expect((await shown())?.hours[6]).toBeNull();
    const rows = await t.database.db.select().from(adminAudit).where(eq(adminAudit.entityId, SHOP));
    expect(rows.at(-1)).toMatchObject({ entity: 'shop', staffId: manager.id, after: { hours: expect.any(Array) } });
  });

  it('keeps everything but the hours an admin’s, and other shops their own managers’', async () => {
    const before = await read();
    const renamed = { shop: { ...before.shop, title: 'Тёплый пирог на Немиге, 12' }, version: before.version };
    expect(expectErrorAnswer(await save(renamed), 403)).toBe(MANAGER_HOURS_ONLY);
    const staff = await createTestStaff(t.database.db, { role: 'staff', shopIds: [SHOP] });
    expect(expectErrorAnswer(await save(renamed, staff), 403)).toBe(ROLE_REQUIRED.manager);
    const other = await createTestStaff(t.database.db, { role: 'manager', shopIds: ['nezavisimosti'] });
    expect(expectErrorAnswer(await save(renamed, other), 403)).toBe(NOT_YOUR_SHOP);
    const unsigned = await t.app.inject({ method: 'GET', url: path(), headers: { origin: TEST_ORIGIN } });
    expectErrorAnswer(unsigned, 401);
    const [row] = await t.database.db.select().from(shops).where(eq(shops.id, SHOP));
    expect(row?.version).toBe(before.version);

    const byAdmin = await save(renamed, admin);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await shown())?.title).toBe('Тёплый пирог на Немиге, 12');
  });

  it('refuses a stale version with the shop as it is now, and bad hours with a message', async () => {
    const before = await read();
    expect(
      (await save({ shop: { ...before.shop, phone: '+375 17 000-00-01' }, version: before.version }, admin)).statusCode,
    ).toBe(200);
    const stale = await save(sundayClosed(before));
    expect(expectErrorAnswer(stale, 409)).toBe(STALE_VERSION_MESSAGE);
    expect(AdminShopAnswer.parse(json(stale)).shop.phone).toBe('+375 17 000-00-01');

    const now = await read();
    const bad = [
      { ...now.shop, hours: now.shop.hours.slice(0, 6) },
      { ...now.shop, hours: [{ opens: '20:00', closes: '08:00' }, ...now.shop.hours.slice(1)] },
      { ...now.shop, hours: [{ opens: '25:00', closes: '26:00' }, ...now.shop.hours.slice(1)] },
      { ...now.shop, title: '' },
      { ...now.shop, address: 'ул.\u0000Немига' },
      { ...now.shop, location: { lat: 200, lng: 27 } },
    ];
    for (const shop of bad) expectErrorAnswer(await save({ shop, version: now.version }, admin), 400);
    expectErrorAnswer(await save({ shop: now.shop, version: now.version }, admin, 'net-takoy'), 404);
    expectErrorAnswer(await save({ shop: { ...now.shop, _id: 'nezavisimosti' }, version: now.version }, admin), 400);
    expect((await read()).version).toBe(now.version);
  });
});
