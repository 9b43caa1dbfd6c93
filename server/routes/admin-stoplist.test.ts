import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { soldOutMessage } from '../../src/domain/catalog/sold-out';
import { AdminStoplistAnswer } from '../../src/domain/contract/admin';
import { DeliveryOptionsAnswer } from '../../src/domain/contract/delivery';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { shopDateOf } from '../../src/domain/shop-time';
import { adminAudit } from '../db/schema';
import { NOT_YOUR_SHOP, PAST_DAY } from '../services/admin/stoplist';
import { ROLE_REQUIRED } from '../services/staff/actor';
import { createTestUser, TEST_ORIGIN } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/app';
import { FIXED_NOW } from '../testing/clock';
import { expectErrorAnswer, json } from '../testing/http';
import { deliveryBody, orderBody, orderDatabaseKinds, postOrder } from '../testing/orders';
import { createTestStaff, staffHeaders, type TestStaff } from '../testing/staff';

vi.setConfig({ testTimeout: 30_000 });

const TODAY = shopDateOf(FIXED_NOW);
const PRODUCT = 'kapusta-yaytso';

describe.each(orderDatabaseKinds())('shops’ stop-lists on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  let manager: TestStaff;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await createTestStaff(t.database.db, { role: 'admin' });
    manager = await createTestStaff(t.database.db, { role: 'manager', shopIds: ['nemiga'] });
  }, 60_000);
  afterAll(() => t?.close());

  const put = (body: Record<string, unknown>, headers = staffHeaders(manager)) =>
    t.app.inject({ method: 'PUT', url: buildPath(endpoints.adminStoplistUpdate), headers, payload: body });
  const get = (query: string, headers = staffHeaders(manager)) =>
    t.app.inject({ method: 'GET', url: `${buildPath(endpoints.adminStoplist)}?${query}`, headers });
  const options = async () =>
    DeliveryOptionsAnswer.parse(json(await t.app.inject({ method: 'GET', url: buildPath(endpoints.deliveryOptions) })));
  const auditRows = () => t.database.db.select().from(adminAudit).where(eq(adminAudit.entity, 'stoplist'));

  it('is kept by the shop’s managers and admins only', async () => {
    const staff = await createTestStaff(t.database.db, { role: 'staff', shopIds: ['nemiga'] });
    const shopper = await createTestUser(t.database.db);
    const body = { shop: 'nemiga', product: PRODUCT, soldOut: true };
    expectErrorAnswer(await put(body, { origin: TEST_ORIGIN }), 401);
    expectErrorAnswer(await put(body, { origin: TEST_ORIGIN, cookie: shopper.cookie }), 401);
    expect(expectErrorAnswer(await put(body, staffHeaders(staff)), 403)).toBe(ROLE_REQUIRED.manager);
    expect(expectErrorAnswer(await put({ ...body, shop: 'nezavisimosti' }), 403)).toBe(NOT_YOUR_SHOP);
    expect(expectErrorAnswer(await get('shop=nezavisimosti'), 403)).toBe(NOT_YOUR_SHOP);
    expectErrorAnswer(await put({ ...body, shop: 'net-takoy' }, staffHeaders(admin)), 404);
    expectErrorAnswer(await put({ ...body, product: 'net-takogo' }), 404);
    expect(expectErrorAnswer(await put({ ...body, date: '2026-11-01' }), 400)).toBe(PAST_DAY);
    expectErrorAnswer(await put({ ...body, date: '2027-11-01' }), 400);
    expectErrorAnswer(await put({ ...body, soldOut: 'да' }), 400);
    expectErrorAnswer(await put({ ...body, product: 'Пирог\u0000' }), 400);
    expectErrorAnswer(await put(body, staffHeaders(manager, 'https://evil.example')), 403);
    expect(await auditRows()).toHaveLength(0);
  });

  it('marks a pie sold out for today: the delivery options say so and checkout refuses it at that shop only', async () => {
    const marked = await put({ shop: 'nemiga', product: PRODUCT, soldOut: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(AdminStoplistAnswer.parse(json(marked))).toEqual({ shop: 'nemiga', date: TODAY, soldOut: [PRODUCT] });

    const answer = await options();
    expect(answer.points.find((point) => point._id === 'nemiga')?.soldOut).toEqual([
      { date: TODAY, products: [PRODUCT] },
    ]);
    expect(answer.points.find((point) => point._id === 'nezavisimosti')?.soldOut).toEqual([]);

    const refused = await postOrder(t.app, orderBody({ deliveryDate: TODAY }));
    expect(expectErrorAnswer(refused, 409)).toBe(soldOutMessage(['Пирог с капустой и яйцом']));
    const elsewhere = await postOrder(t.app, orderBody({ deliveryDate: TODAY, point: 'nezavisimosti' }));
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    const otherPie = await postOrder(
      t.app,
      orderBody({ deliveryDate: TODAY, cartData: [{ _id: 'myasnoy', count: 1 }] }),
    );
    expect(otherPie.statusCode, otherPie.body).toBe(200);

    const back = await put({ shop: 'nemiga', product: PRODUCT, soldOut: false });
    expect(AdminStoplistAnswer.parse(json(back)).soldOut).toEqual([]);
    expect((await options()).points.find((point) => point._id === 'nemiga')?.soldOut).toEqual([]);
    const accepted = await postOrder(t.app, orderBody({ deliveryDate: TODAY }));
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('applies to a delivery zone through the shop that serves it', async () => {
    const zone = (await options()).zones[0];
    if (!zone) throw new Error('the demo delivery zones are missing');
    const before = await postOrder(
      t.app,
      deliveryBody({ zone: zone._id, deliveryDate: TODAY, cartData: [{ _id: PRODUCT, count: 9 }] }),
    );
    expect(before.statusCode, before.body).toBe(200);
    // Every shop sold out: whichever shop serves the zone, the zone shows it and checkout refuses it.
    for (const shop of (await options()).points) {
      expect((await put({ shop: shop._id, product: PRODUCT, soldOut: true }, staffHeaders(admin))).statusCode).toBe(
        200,
      );
    }
    expect((await options()).zones[0]?.soldOut).toEqual([{ date: TODAY, products: [PRODUCT] }]);
    const refused = await postOrder(
      t.app,
      deliveryBody({ zone: zone._id, deliveryDate: TODAY, cartData: [{ _id: PRODUCT, count: 9 }] }),
    );
    expectErrorAnswer(refused, 409);
    for (const shop of (await options()).points) {
      await put({ shop: shop._id, product: PRODUCT, soldOut: false }, staffHeaders(admin));
    }
  });

  it('writes one journal row per change, none for a repeated tap, even when tapped on two tablets at once', async () => {
    const before = (await auditRows()).length;
    const taps = await Promise.all([1, 2, 3, 4].map(() => put({ shop: 'nemiga', product: 'myasnoy', soldOut: true })));
    expect(taps.map((tap) => tap.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await auditRows()).toHaveLength(before + 1);
    const listed = AdminStoplistAnswer.parse(json(await get(`shop=nemiga&date=${TODAY}`)));
    expect(listed.soldOut).toEqual(['myasnoy']);
    await put({ shop: 'nemiga', product: 'myasnoy', soldOut: false });
    await put({ shop: 'nemiga', product: 'myasnoy', soldOut: false });
    expect(await auditRows()).toHaveLength(before + 2);
  });
});
