import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentAnswer, PaymentStatusAnswer } from '../../src/domain/contract/checkout';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { AttachOrdersAnswer } from '../../src/domain/contract/order-tracking';
import { createRecordingUserEvents } from '../realtime/user-events';
import { createTestUser, TEST_ORIGIN, type TestUser } from '../testing/accounts';
import { createTestApp, json, type TestApp } from '../testing/index';
import { newDeviceId, orderBody, postOrder } from '../testing/orders';
import { createTestStaff, type TestStaff } from '../testing/staff';

vi.setConfig({ testTimeout: 30_000 });

/** The shopper's live order page (issue 28): the timeline, money and cancel reason, and taking guest orders. */
describe('the order tracking API', () => {
  let testApp: TestApp;
  let kassa: TestStaff;
  let manager: TestStaff;
  const userEvents = createRecordingUserEvents();
  beforeAll(async () => {
    testApp = await createTestApp({ userEvents });
    kassa = await createTestStaff(testApp.database.db, { role: 'staff', shopIds: ['nemiga'] });
    manager = await createTestStaff(testApp.database.db, { role: 'manager', shopIds: ['nemiga'] });
  }, 60_000);
  afterAll(() => testApp?.close());

  const place = async (device = newDeviceId()) => {
    const response = await postOrder(testApp.app, orderBody({ point: 'nemiga' }), { device });
    expect(response.statusCode, response.body).toBe(200);
    return PaymentAnswer.parse(json(response)).orderId;
  };
  const staff = (who: TestStaff, uid: string, action: string, body: object) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${uid}/${action}`,
      payload: body,
      headers: { origin: TEST_ORIGIN, cookie: who.cookie },
    });
  const track = async (uid: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: buildPath(endpoints.paymentStatus, { uid }) });
    expect(response.statusCode, response.body).toBe(200);
    const answer = PaymentStatusAnswer.parse(json(response));
    if (!answer.order.tracking) throw new Error('no tracking in the answer');
    return answer.order.tracking;
  };
  const reached = (tracking: { steps: { stage: string; at: string | null }[] }) =>
    tracking.steps.map((step) => `${step.stage}${step.at ? '@' : ''}`);

  it('tells each step with its time, leaves an undone move out and shows the money as the ledger has it', async () => {
    const uid = await place();
    let tracking = await track(uid);
    expect(reached(tracking)).toEqual(['accepted@', 'baking', 'ready', 'handed_over']);
    expect(tracking.money).toEqual({ state: 'on_receipt', paid: 0, refunded: 0 });
    expect(tracking.cancelReason).toBeNull();

    expect((await staff(kassa, uid, 'stage', { from: 'accepted', to: 'baking' })).statusCode).toBe(200);
    expect((await staff(kassa, uid, 'stage', { from: 'baking', to: 'ready' })).statusCode).toBe(200);
    expect(reached(await track(uid))).toEqual(['accepted@', 'baking@', 'ready@', 'handed_over']);
    // A mistaken tap taken back: «Готов к выдаче» leaves the timeline again.
    expect((await staff(kassa, uid, 'stage', { from: 'ready', to: 'baking' })).statusCode).toBe(200);
    tracking = await track(uid);
    expect(reached(tracking)).toEqual(['accepted@', 'baking@', 'ready', 'handed_over']);

    expect((await staff(kassa, uid, 'cash', { method: 'cash' })).statusCode).toBe(200);
    const paid = await track(uid);
    expect(paid.money.state).toBe('paid');
    expect(paid.money.paid).toBeGreaterThan(0);
    expect(paid.seq).toBeGreaterThan(tracking.seq);
  });

  it('ends a cancelled order’s timeline with the cancel and its reason in words, and shows the refund', async () => {
    const uid = await place();
    expect((await staff(kassa, uid, 'cash', { method: 'cash' })).statusCode).toBe(200);
    const cancel = await staff(manager, uid, 'cancel', { reason: 'Закончилась начинка' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const tracking = await track(uid);
    expect(reached(tracking)).toEqual(['accepted@', 'cancelled@']);
    expect(tracking.cancelReason).toBe('Закончилась начинка');
    expect(tracking.money.state).toBe('refunded');
    expect(tracking.money.refunded).toBeGreaterThan(0);
  });

  describe('attaching the device’s guest orders to the account', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await createTestUser(testApp.database.db);
    });
    const attach = (device: string | null, uids: unknown, who: TestUser | null = user) =>
      testApp.app.inject({
        method: 'POST',
        url: buildPath(endpoints.userAttachOrders),
        payload: { uids },
        headers: {
          origin: TEST_ORIGIN,
          cookie: [who?.cookie, device ? `tp_device=${device}` : null].filter(Boolean).join('; '),
        },
      });

    it('attaches only this device’s orders of no account, once, and says which', async () => {
      const device = newDeviceId();
      const mine = await place(device);
      const another = await place();
      const response = await attach(device, [mine, another]);
      expect(response.statusCode, response.body).toBe(200);
      expect(AttachOrdersAnswer.parse(json(response)).attached).toEqual([mine]);
      expect(userEvents.changed).toContain(user.id);
      // Already the account's: a second call (or another account) takes nothing.
      const other = await createTestUser(testApp.database.db);
      expect(AttachOrdersAnswer.parse(json(await attach(device, [mine], other))).attached).toEqual([]);
      expect(AttachOrdersAnswer.parse(json(await attach(device, [mine]))).attached).toEqual([]);
      // Without the device cookie nothing is this device's.
      expect(AttachOrdersAnswer.parse(json(await attach(null, [another]))).attached).toEqual([]);
    });

    it('refuses a malformed uid and a caller who is not signed in', async () => {
      const device = newDeviceId();
      const uid = await place(device);
      expect((await attach(device, ['../../etc'])).statusCode).toBe(400);
      expect((await attach(device, [])).statusCode).toBe(400);
      expect([401, 403]).toContain((await attach(device, [uid], null)).statusCode);
    });
  });
});
