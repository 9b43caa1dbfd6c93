import { Agent } from 'node:https';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentAnswer } from '../../src/domain/contract/checkout';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { PUSH_MESSAGES, PushKeyAnswer } from '../../src/domain/contract/push';
import { createPushRepository } from '../repositories/push';
import { startPushSender } from '../services/push/sender';
import { loadVapidDetails } from '../services/push/vapid';
import { FIXED_NOW, fixedClock } from '../testing/clock';
import { createTestApp, expectErrorAnswer, json, TEST_ORIGIN, type TestApp } from '../testing/index';
import { newDeviceId, orderBody, postOrder } from '../testing/orders';
import { startTestPushService, type TestPushService, type TestSubscription } from '../testing/push-service';
import { createTestStaff, staffHeaders, type TestStaff } from '../testing/staff';

vi.setConfig({ testTimeout: 30_000 });

/*
 * Web push end to end without the internet (issue 28): orders placed and
 * moved through the API, messages queued with the moves and sent by the
 * push sender to a loopback push service that checks the VAPID signature and
 * decrypts each message with the keys it made for the subscription.
 */
describe('web push', () => {
  let testApp: TestApp;
  let service: TestPushService;
  let kassa: TestStaff;
  const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

  beforeAll(async () => {
    service = await startTestPushService();
    testApp = await createTestApp({ env: { PUSH_ALLOWED_ORIGINS: service.origin } });
    kassa = await createTestStaff(testApp.database.db, { role: 'manager', shopIds: ['nemiga'] });
  }, 60_000);
  afterAll(async () => {
    await testApp?.close();
    await service?.close();
  });

  const sender = async () =>
    startPushSender({
      db: testApp.database.db,
      vapid: await loadVapidDetails(testApp.database.db, { vapidKeys: undefined, vapidSubject: undefined }, FIXED_NOW),
      log: silentLog,
      clock: fixedClock,
      intervalMs: 60_000,
      agent: new Agent({ ca: service.certificate }),
    });

  const subscribe = (device: string, subscription: TestSubscription | object, orderUid?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: buildPath(endpoints.pushSubscribe),
      headers: { origin: TEST_ORIGIN },
      cookies: { tp_device: device },
      payload: { subscription, ...(orderUid ? { orderUid } : {}) },
    });

  const place = async (device: string) => {
    const response = await postOrder(testApp.app, orderBody({ point: 'nemiga' }), { device });
    expect(response.statusCode, response.body).toBe(200);
    return PaymentAnswer.parse(json(response)).orderId;
  };

  const move = async (uid: string, from: string, to: string) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: buildPath(endpoints.staffOrderStage, { uid }),
      headers: staffHeaders(kassa),
      payload: { from, to },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('gives one VAPID key, kept in the database, so every node signs with the same pair', async () => {
    const first = PushKeyAnswer.parse(
      json(await testApp.app.inject({ method: 'GET', url: buildPath(endpoints.pushKey) })),
    );
    const again = await loadVapidDetails(
      testApp.database.db,
      { vapidKeys: undefined, vapidSubject: undefined },
      FIXED_NOW,
    );
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(again.publicKey).toBe(first.publicKey);
  });

  it('tells the subscribed device «готов» when its pickup order is ready, signed and encrypted', async () => {
    const device = newDeviceId();
    const uid = await place(device);
    const subscription = service.subscribe();
    const subscribed = await subscribe(device, subscription, uid);
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    await move(uid, 'accepted', 'baking');
    await move(uid, 'baking', 'ready');

    const push = await sender();
    await push.runOnce();
    await push.stop();
    const [message] = await service.waitFor(1);
    expect(message?.subscriptionId).toBe(subscription.id);
    expect(message?.payload).toMatchObject({
      title: expect.stringMatching(/^Заказ № \d+ готов — можно забирать$/),
      url: `/doneorder?uid=${uid}`,
      tag: `order-${uid}`,
    });
    expect(message?.topic).toBe(uid);
    expect(message?.urgency).toBe('high');
    expect(Number(message?.ttl)).toBeLessThanOrEqual(3600);
    const key = PushKeyAnswer.parse(
      json(await testApp.app.inject({ method: 'GET', url: buildPath(endpoints.pushKey) })),
    );
    expect(message?.vapidKey).toBe(key.publicKey);
  });

  it('refuses endpoints that are no known push service, without a call; and another device’s order', async () => {
    const device = newDeviceId();
    const keys = service.subscribe().keys;
    for (const endpoint of ['https://169.254.169.254/latest', 'http://127.0.0.1:6002/x', 'https://evil.example/push']) {
      const response = await subscribe(device, { endpoint, keys });
      expect(expectErrorAnswer(response, 400), endpoint).toBe(PUSH_MESSAGES.badEndpoint);
    }
    const someoneElses = await place(newDeviceId());
    const response = await subscribe(device, service.subscribe(), someoneElses);
    expect(response.statusCode).toBe(404);
    const noCookie = await testApp.app.inject({
      method: 'POST',
      url: buildPath(endpoints.pushSubscribe),
      headers: { origin: TEST_ORIGIN },
      payload: { subscription: service.subscribe() },
    });
    expect(noCookie.statusCode).toBe(403);
    expect(await createPushRepository(testApp.database.db).findByDevice(device)).toBeNull();
  });

  it('deletes a subscription the push service calls gone (410), but not one refreshed meanwhile', async () => {
    const push = createPushRepository(testApp.database.db);
    // Gone: 410 removes the subscription and its queued messages.
    const gone = newDeviceId();
    const goneUid = await place(gone);
    const old = service.subscribe();
    await subscribe(gone, old);
    service.answer(old.id, 410);
    await move(goneUid, 'accepted', 'baking');
    await move(goneUid, 'baking', 'ready');
    const sending = await sender();
    await sending.runOnce();
    expect(await push.findByDevice(gone)).toBeNull();

    // Refreshed: the device subscribes anew while a message to the old endpoint is out; its late 410 keeps the new one.
    const device = newDeviceId();
    const uid = await place(device);
    const stale = service.subscribe();
    await subscribe(device, stale);
    await move(uid, 'accepted', 'baking');
    await move(uid, 'baking', 'ready');
    const [taken] = await push.takeDue(FIXED_NOW, 10, 60_000);
    if (!taken) throw new Error('no delivery queued');
    const fresh = service.subscribe();
    await subscribe(device, fresh);
    expect(await push.removeGoneSubscription(taken.subscription.id, stale.endpoint)).toBe(false);
    expect((await push.findByDevice(device))?.endpoint).toBe(fresh.endpoint);
    await sending.stop();
  });

  it('tries again later when the push service is down (5xx), honouring retry-after', async () => {
    const device = newDeviceId();
    const uid = await place(device);
    const subscription = service.subscribe();
    await subscribe(device, subscription);
    service.answer(subscription.id, 503, { 'retry-after': '30' });
    await move(uid, 'accepted', 'baking');
    await move(uid, 'baking', 'ready');
    const sending = await sender();
    await sending.runOnce();
    await sending.stop();
    const push = createPushRepository(testApp.database.db);
    const mine = (await push.deliveries()).filter((row) => (row.payload as { url: string }).url.endsWith(uid));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.sentAt).toBeNull();
    expect(mine[0]?.endedAt).toBeNull();
    expect(mine[0]?.lastError).toBe('push service answered 503');
    expect(mine[0]?.nextAttemptAt.getTime()).toBe(FIXED_NOW.getTime() + 30_000);
  });
});
