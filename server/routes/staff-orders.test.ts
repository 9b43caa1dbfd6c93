import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentAnswer } from '../../src/domain/contract/checkout';
import { endpointList } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { KIOSK_COOKIE } from '../../src/domain/contract/kiosk';
import {
  StaffAuditAnswer,
  StaffConflictAnswer,
  StaffOrderAnswer,
  StaffOrdersAnswer,
} from '../../src/domain/contract/staff';
import { createRecordingOrderEvents } from '../realtime/order-events';
import { createRecordingStaffEvents } from '../realtime/staff-events';
import { createTestUser, TEST_ORIGIN, userHeaders } from '../testing/accounts';
import { createTestApp, json, type TestApp } from '../testing/index';
import { enrolTestKiosk } from '../testing/kiosk';
import { newDeviceId, newIdempotencyKey, orderBody, orderDatabaseKinds, postOrder } from '../testing/orders';
import { createTestStaff, DEMO_STAFF, postStaffSignin, staffCookieOf, type TestStaff } from '../testing/staff';

vi.setConfig({ testTimeout: 30_000 });

const SAMPLE_UID = 'AAAAAAAAAAAAAAAAAAAAAAAA';

describe.each(orderDatabaseKinds())('the staff order API on %s', (kind) => {
  let testApp: TestApp;
  const staffEvents = createRecordingStaffEvents();
  const orderEvents = createRecordingOrderEvents();
  let kassa: TestStaff;
  let manager: TestStaff;
  let otherShop: TestStaff;
  beforeAll(async () => {
    testApp = await createTestApp({ kind, staffEvents, orderEvents });
    kassa = await createTestStaff(testApp.database.db, { role: 'staff', shopIds: ['nemiga'] });
    manager = await createTestStaff(testApp.database.db, { role: 'manager', shopIds: ['nemiga'] });
    otherShop = await createTestStaff(testApp.database.db, { role: 'staff', shopIds: ['surganova'] });
  }, 60_000);
  afterAll(() => testApp?.close());

  const call = (method: 'GET' | 'POST', url: string, who: { cookie: string } | null, payload?: object, extra = {}) =>
    testApp.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}), ...extra },
    });
  const place = async (device = newDeviceId(), point = 'nemiga') => {
    const response = await postOrder(testApp.app, orderBody({ point }), { device });
    expect(response.statusCode, response.body).toBe(200);
    return PaymentAnswer.parse(json(response)).orderId;
  };

  it('refuses every staff route to a shopper’s session, a kiosk’s cookie and no session at all', async () => {
    const user = await createTestUser(testApp.database.db);
    const kiosk = await enrolTestKiosk(testApp.app);
    const staffRoutes = endpointList.filter((endpoint) => endpoint.access === 'staff');
    expect(staffRoutes.length).toBeGreaterThanOrEqual(9);
    for (const endpoint of staffRoutes) {
      const url = endpoint.path.includes(':uid') ? buildPath(endpoint, { uid: SAMPLE_UID }) : endpoint.path;
      for (const cookie of [userHeaders(user).cookie, `${KIOSK_COOKIE}=${kiosk.token}`, undefined]) {
        const response = await testApp.app.inject({
          method: endpoint.method,
          url: `${url}${endpoint.method === 'GET' ? '?shop=nemiga' : ''}`,
          headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), 'idempotency-key': newIdempotencyKey() },
          ...(endpoint.method === 'POST' ? { payload: {} } : {}),
        });
        expect([401, 403], `${endpoint.method} ${endpoint.path} with ${cookie ?? 'nothing'}`).toContain(
          response.statusCode,
        );
      }
    }
  });

  it('lets the demo cashier sign in and see, move and take cash for today’s orders of their shop', async () => {
    const demoKassa = DEMO_STAFF.find((account) => account.login === 'kassa');
    if (!demoKassa) throw new Error('no demo cashier');
    const signin = await postStaffSignin(testApp.app, demoKassa.login, demoKassa.password);
    expect(signin.statusCode, signin.body).toBe(200);
    const cashier = { cookie: staffCookieOf(signin) ?? '' };
    const shop = signin.json().staff.shops[0]._id as string;
    const device = newDeviceId();
    const uid = await place(device, shop);
    const board = StaffOrdersAnswer.parse(json(await call('GET', `/api/staff/orders?shop=${shop}`, cashier)));
    const card = board.orders.find((order) => order.uid === uid);
    expect(card).toMatchObject({ stage: 'accepted', payment: 'unpaid', channel: 'web', paymentMethod: 'on_receipt' });

    const moved = await call('POST', `/api/staff/orders/${uid}/stage`, cashier, { from: 'accepted', to: 'baking' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.headers['cache-control']).toMatch(/no-store/);
    const again = await call('POST', `/api/staff/orders/${uid}/stage`, cashier, { from: 'accepted', to: 'baking' });
    expect(again.statusCode).toBe(409);
    expect(StaffConflictAnswer.parse(json(again)).order.stage).toBe('baking');

    const cash = await call('POST', `/api/staff/orders/${uid}/cash`, cashier, { method: 'terminal' });
    const twice = await call('POST', `/api/staff/orders/${uid}/cash`, cashier, {});
    expect(StaffOrderAnswer.parse(json(cash)).order.payment).toBe('paid');
    expect(StaffOrderAnswer.parse(json(twice)).order.transactions).toHaveLength(1);

    const since = StaffOrdersAnswer.parse(
      json(await call('GET', `/api/staff/orders?shop=${shop}&since=${board.seq}`, cashier)),
    );
    expect(since.seq).toBe(board.seq + 2);
    expect(since.orders.map((order) => order.uid)).toEqual([uid]);

    // The board heard each change, numbered; the shopper's device heard its order, and nobody else's.
    const heard = staffEvents.orders
      .filter((event) => event.payload.order.uid === uid)
      .map((event) => event.payload.seq);
    // The board heard the order arrive (before it was read) and each change after, numbered.
    expect(heard).toEqual([board.seq, board.seq + 1, board.seq + 2]);
    expect(orderEvents.changed.filter((event) => event.uid === uid)).toMatchObject([
      { deviceId: device, payload: { uid, stage: 'accepted', payment: 'unpaid' } },
      { deviceId: device, payload: { uid, stage: 'baking', payment: 'unpaid' } },
      { deviceId: device, payload: { uid, stage: 'baking', payment: 'paid' } },
    ]);
  });

  it('answers 404 to staff of another shop, and 403 to staff asking what only managers may', async () => {
    const uid = await place();
    for (const [path, body] of [
      ['stage', { from: 'accepted', to: 'baking' }],
      ['cash', {}],
      ['cancel', { reason: 'Тест' }],
    ] as const) {
      const response = await call('POST', `/api/staff/orders/${uid}/${path}`, otherShop, body);
      expect(response.statusCode, path).toBe(404);
    }
    expect((await call('GET', '/api/staff/orders?shop=nemiga', otherShop)).statusCode).toBe(404);
    const refund = await call(
      'POST',
      `/api/staff/orders/${uid}/refund`,
      kassa,
      { amount: 1, reason: 'x' },
      { 'idempotency-key': newIdempotencyKey() },
    );
    expect(refund.statusCode).toBe(403);
    expect((await call('GET', '/api/staff/audit?shop=nemiga', kassa)).statusCode).toBe(403);
    // A malformed uid is refused by its format before any query.
    expect((await call('POST', '/api/staff/orders/%00/cash', kassa, {})).statusCode).toBe(400);
  });

  it('refuses a refund beyond what was paid with 400, and shows managers the audit log', async () => {
    const uid = await place();
    await call('POST', `/api/staff/orders/${uid}/cash`, kassa, {});
    const tooMuch = await call(
      'POST',
      `/api/staff/orders/${uid}/refund`,
      manager,
      { amount: 100, reason: 'Ошибка' },
      { 'idempotency-key': newIdempotencyKey() },
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toMatch(/Вернуть можно не больше 29,90/);
    const part = await call(
      'POST',
      `/api/staff/orders/${uid}/refund`,
      manager,
      { amount: 10, reason: 'Подгорел' },
      { 'idempotency-key': newIdempotencyKey() },
    );
    expect(StaffOrderAnswer.parse(json(part)).order).toMatchObject({ payment: 'partially_refunded', refunded: 1000 });
    const audit = StaffAuditAnswer.parse(json(await call('GET', `/api/staff/audit?shop=nemiga&order=${uid}`, manager)));
    expect(audit.entries.map((entry) => entry.action)).toEqual(['refund', 'cash']);
    expect(audit.entries[0]).toMatchObject({ reason: 'Подгорел', staff: { id: manager.id } });
  });
});
