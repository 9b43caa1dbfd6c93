import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentAnswer, PaymentStatusAnswer, SlotsAnswer } from '../../src/domain/contract/checkout';
import { KIOSK_MESSAGES } from '../../src/domain/contract/kiosk';
import { orders } from '../db/schema';
import { type CardShop, startCardShop } from '../testing/card-shop';
import { expectErrorAnswer, FIXED_NOW, json } from '../testing/index';
import { enrolTestKiosk, kioskOrderBody, kioskRequest, postKioskOrder, type TestKiosk } from '../testing/kiosk';
import { newDeviceId, newIdempotencyKey, orderDatabaseKinds, setSlotCapacity } from '../testing/orders';
import { payOnSandboxPage } from '../testing/payments';

vi.setConfig({ testTimeout: 30_000 });

/* Orders placed on a shop's tablet (issue 15): pickup now at its shop, through the same order service. */

const SUCCESS_CARD = '4200000000000000';

describe.each(orderDatabaseKinds())('kiosk orders on %s', (kind) => {
  let shop: CardShop;
  let kiosk: TestKiosk;
  beforeAll(async () => {
    shop = await startCardShop({ kind });
    kiosk = await enrolTestKiosk(shop.testApp.app, 'nemiga', { origin: shop.url });
  }, 60_000);
  afterAll(() => shop?.close());

  const app = () => shop.testApp.app;
  const db = () => shop.testApp.database.db;
  const order = (body = kioskOrderBody(), from: Pick<TestKiosk, 'token'> = kiosk, key?: string) =>
    postKioskOrder(app(), from, body, { origin: shop.url, ...(key ? { key } : {}) });
  const placed = async (body = kioskOrderBody()) => {
    const response = await order(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return PaymentAnswer.parse(json(response));
  };
  const status = (uid: string, from: Pick<TestKiosk, 'token'> | null, device?: string) =>
    kioskRequest(
      app(),
      from,
      { method: 'GET', url: `/api/payment/${uid}`, ...(device ? { headers: { cookie: `tp_device=${device}` } } : {}) },
      { origin: shop.url },
    );
  const earliestSlot = async (date: string) => {
    const answer = SlotsAnswer.parse(
      json(await app().inject({ method: 'GET', url: `/api/delivery/slots/pickup/nemiga/${date}` })),
    );
    return answer.slots.find((slot) => slot.capacityLeft > 0);
  };

  it('places an order paid at the counter: priced by the server, at the earliest slot, no phone, channel kiosk', async () => {
    const slot = await earliestSlot('2026-11-22');
    const answer = await placed(
      kioskOrderBody({ products: [{ productId: 'kapusta-yaytso', count: 2 }], name: '  Аня  ' }),
    );
    expect(answer).toMatchObject({ redirect_url: null, bonusUsed: 0 });
    expect(answer.message).toBe(`Заказ № ${answer.number} принят. Оплата при получении`);
    const row = await shop.order(answer.orderId);
    expect(row).toMatchObject({
      status: 'confirmed',
      stage: 'accepted',
      channel: 'kiosk',
      kioskDeviceId: kiosk.config.deviceId,
      phone: null,
      name: 'Аня',
      deliveryMethod: 'pickup',
      placeId: 'nemiga',
      paymentMethod: 'on_receipt',
      asap: true,
      // 2 × 29,90 руб. from the catalogue, whatever the tablet might have thought.
      sumKopecks: 5980,
    });
    expect(row.slotFrom.toISOString()).toBe(new Date(slot?.from ?? 0).toISOString());
    // The coming staff board finds it by shop and status.
    const waiting = await db()
      .select({ uid: orders.uid })
      .from(orders)
      .where(and(eq(orders.placeId, 'nemiga'), eq(orders.status, 'confirmed'), eq(orders.channel, 'kiosk')));
    expect(waiting.map((found) => found.uid)).toContain(answer.orderId);
  });

  it('shows the order’s contact to the kiosk that placed it and to nobody else', async () => {
    const answer = await placed(kioskOrderBody({ name: 'Оля' }));
    const own = PaymentStatusAnswer.parse(json(await status(answer.orderId, kiosk)));
    expect(own.order.contact).toMatchObject({ name: 'Оля', phone: null });

    const other = await enrolTestKiosk(app(), 'pobediteley', { origin: shop.url });
    const theirs = await status(answer.orderId, other);
    expect(theirs.statusCode).toBe(200);
    expect(PaymentStatusAnswer.parse(json(theirs)).order.contact).toBeNull();
    const stranger = PaymentStatusAnswer.parse(json(await status(answer.orderId, null, newDeviceId())));
    expect(stranger.order.contact).toBeNull();
    expect(stranger.status).toBe('confirmed');
  });

  it('answers a retry with the same Idempotency-Key with the same order', async () => {
    const key = newIdempotencyKey();
    const first = PaymentAnswer.parse(json(await order(kioskOrderBody(), kiosk, key)));
    const second = PaymentAnswer.parse(json(await order(kioskOrderBody(), kiosk, key)));
    expect(second.orderId).toBe(first.orderId);
    expectErrorAnswer(await order(kioskOrderBody({ payment: 'card' }), kiosk, key), 422);
  });

  it('opens the bank’s page for a card order (the QR) and is paid by the webhook like a guest order', async () => {
    const answer = await placed(kioskOrderBody({ payment: 'card' }));
    expect(answer.redirect_url).toMatch(new RegExp(`^${shop.pair.sandbox.publicUrl}/`));
    expect((await status(answer.orderId, kiosk)).statusCode).toBe(202);
    const back = await payOnSandboxPage(answer.redirect_url ?? '', { number: SUCCESS_CARD });
    expect(back.location).toContain(`/doneorder?uid=${answer.orderId}`);
    const paid = await shop.waitForStatus(answer.orderId, 'paid');
    expect(paid).toMatchObject({ channel: 'kiosk', stage: 'accepted', phone: null });
    const checked = await status(answer.orderId, kiosk);
    expect(checked.statusCode).toBe(200);
    expect(PaymentStatusAnswer.parse(json(checked)).status).toBe('paid');
  });

  it('says the shop takes no order now when no pickup slot is left (closed at the injected time)', async () => {
    try {
      shop.setNow(new Date('2026-11-22T21:50:00+03:00'));
      expect(expectErrorAnswer(await order(), 409)).toBe(KIOSK_MESSAGES.noSlot);
      shop.setNow(new Date('2026-11-22T06:00:00+03:00'));
      // Early in the morning the earliest slot is the opening's (09:00 on Sunday).
      const answer = await placed();
      expect((await shop.order(answer.orderId)).slotFrom.toISOString()).toBe('2026-11-22T06:00:00.000Z');
    } finally {
      shop.setNow(FIXED_NOW);
    }
    // A closed shop's kiosk (Сурганова closes on Sundays).
    const closed = await enrolTestKiosk(app(), 'surganova', { origin: shop.url });
    expect(expectErrorAnswer(await order(kioskOrderBody(), closed), 409)).toBe(KIOSK_MESSAGES.noSlot);
  });

  it('keeps every slot within its capacity when kiosks order in parallel', async () => {
    const twin = await enrolTestKiosk(app(), 'nemiga', { origin: shop.url });
    try {
      await setSlotCapacity(shop.testApp, 2);
      shop.setNow(new Date('2026-11-22T20:50:00+03:00'));
      // 21:30 and 21:45 are the last pickup times: room for 4 orders, 7 try.
      const answers = await Promise.all(
        Array.from({ length: 7 }, (_, index) => order(kioskOrderBody(), index % 2 ? twin : kiosk)),
      );
      const codes = answers.map((response) => response.statusCode);
      const uids = answers
        .filter((response) => response.statusCode === 200)
        .map((r) => PaymentAnswer.parse(json(r)).orderId);
      const slots = await Promise.all(uids.map(async (uid) => (await shop.order(uid)).slotFrom.toISOString()));
      const perSlot = new Map<string, number>();
      for (const slot of slots) perSlot.set(slot, (perSlot.get(slot) ?? 0) + 1);
      for (const taken of perSlot.values()) expect(taken).toBeLessThanOrEqual(2);
      expect(uids).toHaveLength(4);
      expect(codes.filter((code) => code === 409).length).toBe(7 - uids.length);
    } finally {
      shop.setNow(FIXED_NOW);
      await setSlotCapacity(shop.testApp, 6);
    }
  });

  it('answers bad order bodies with a 4xx and a Russian message', async () => {
    const bad = [
      {},
      kioskOrderBody({ products: [] }),
      kioskOrderBody({ products: [{ productId: 'kapusta-yaytso', count: 0 }] }),
      kioskOrderBody({ products: [{ _id: 'kapusta-yaytso', count: 1 }] }),
      kioskOrderBody({ payment: 'cash' }),
      kioskOrderBody({ name: 'я'.repeat(41) }),
      kioskOrderBody({ products: [{ productId: 'netu-takogo', count: 1 }] }),
    ];
    for (const body of bad) expectErrorAnswer(await order(body), 400);
    const noKey = await kioskRequest(
      app(),
      kiosk,
      { method: 'POST', url: '/api/kiosk/order', payload: kioskOrderBody() },
      { origin: shop.url },
    );
    expectErrorAnswer(noKey, 400);
  });
});
