import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentAnswer, PaymentStatusAnswer, SlotsAnswer } from '../../src/domain/contract/checkout';
import { QuoteAnswer } from '../../src/domain/contract/quote';
import { orderLines, orders } from '../db/schema';
import { settlePayment } from '../services/orders/settle';
import { createTestApp, expectErrorAnswer, FIXED_NOW, FROM_SHOP, json, type TestApp } from '../testing/index';
import {
  deliveryBody,
  gatewayTransaction,
  insertAwaitingOrder,
  newDeviceId,
  newIdempotencyKey,
  orderBody,
  orderDatabaseKinds,
  postOrder,
  recordingLog,
  setSlotCapacity,
} from '../testing/orders';

// Each test places orders over HTTP and a database; on a busy shared machine one can pass 5 s.
vi.setConfig({ testTimeout: 30_000 });

/* The test clock is Sunday 22 November 2026, 12:00 in Minsk (FIXED_NOW). */

describe.each(orderDatabaseKinds())('POST /api/payment on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ kind });
  }, 60_000);
  afterAll(() => testApp?.close());

  const db = () => testApp.database.db;
  const orderCount = async () => (await db().select({ n: count() }).from(orders))[0]?.n ?? 0;
  const place = async (body: unknown, options: Parameters<typeof postOrder>[2] = {}) => {
    const response = await postOrder(testApp.app, body, options);
    expect(response.statusCode, response.body).toBe(200);
    return PaymentAnswer.parse(json(response));
  };
  const stored = async (uid: string) => {
    const [row] = await db().select().from(orders).where(eq(orders.uid, uid));
    if (!row) throw new Error(`order ${uid} not stored`);
    return row;
  };
  const quote = async (items: unknown) =>
    QuoteAnswer.parse(
      json(
        await testApp.app.inject({
          method: 'POST',
          url: '/api/cart/quote',
          payload: { items } as object,
          headers: FROM_SHOP,
        }),
      ),
    );

  it('places an order paid on receipt: confirmed at once, a short number, an unguessable uid', async () => {
    const answer = await place(orderBody());
    expect(answer.redirect_url).toBeNull();
    expect(answer.orderId).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(answer.number).toBeGreaterThanOrEqual(1001);
    expect(answer.message).toBe(`Заказ № ${answer.number} принят. Оплата при получении`);
    const row = await stored(answer.orderId);
    expect(row).toMatchObject({
      status: 'confirmed',
      stage: 'accepted',
      deliveryMethod: 'pickup',
      placeId: 'nemiga',
      placeTitle: 'Пекарня на Немиге',
      placeAddress: 'ул. Немига, 12',
      asap: true,
      phone: '+375291234567',
      paymentMethod: 'on_receipt',
      checkoutToken: null,
      expiresAt: null,
      deliveryFeeKopecks: 0,
    });
    // «Как можно скорее» is the earliest open slot: 12:00 plus the 30-minute pickup lead.
    expect(row.slotFrom.toISOString()).toBe('2026-11-22T09:30:00.000Z');
    const again = await place(orderBody());
    expect(again.number).toBe(answer.number + 1);
    expect(again.orderId).not.toBe(answer.orderId);
  });

  it('prices the cart itself: a price or total the client sends is ignored', async () => {
    const cart = [
      { _id: 'kapusta-yaytso', count: 2, cost: 0.01, title: 'Дёшево' },
      { _id: 'myasnoy', count: 1, cost: 0.01 },
    ];
    const answer = await place(orderBody({ cartData: cart, total: 0.01, sum: 0.01 }));
    const expected = await quote(cart.map(({ _id, count }) => ({ _id, count })));
    // Three hearty pies: the demo promotion takes half off the third.
    expect(expected.discount).toBeGreaterThan(0);
    const row = await stored(answer.orderId);
    expect([row.sumKopecks, row.discountKopecks, row.totalKopecks]).toEqual([
      expected.sum,
      expected.discount,
      expected.total,
    ]);
    expect(row.promoId).toBe(expected.promo?._id);
    expect(row.promoTitle).toBe(expected.promo?.title);
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderUid, answer.orderId));
    expect(lines.map((line) => [line.productId, line.count, line.unitCostKopecks, line.totalKopecks])).toEqual(
      expected.lines.map((line, index) => [line._id, line.count, expected.items[index]?.cost, line.total]),
    );
  });

  it('adds the zone’s delivery fee below its free-delivery threshold, none above it or for pickup', async () => {
    // Central district: fee 5,00, free from 40,00; one pie is 29,90.
    const one = await stored((await place(deliveryBody())).orderId);
    expect([one.sumKopecks, one.deliveryFeeKopecks, one.totalKopecks]).toEqual([2990, 500, 3490]);
    expect(one).toMatchObject({
      address: 'ул. Немига, д. 5, кв. 12',
      addressParts: { street: 'ул. Немига', house: '5', flat: '12' },
      placeTitle: 'Центральный район',
      placeAddress: null,
    });
    // The central district's first window today: 12:00 plus its 60-minute lead.
    expect(one.slotFrom.toISOString()).toBe('2026-11-22T10:00:00.000Z');
    const two = await stored((await place(deliveryBody({ cartData: [{ _id: 'kapusta-yaytso', count: 2 }] }))).orderId);
    expect([two.sumKopecks, two.deliveryFeeKopecks, two.totalKopecks]).toEqual([5980, 0, 5980]);
    const pickup = await stored((await place(orderBody())).orderId);
    expect(pickup.deliveryFeeKopecks).toBe(0);
  });

  it('refuses a delivery below the zone’s minimum order, naming the amount', async () => {
    const before = await orderCount();
    const small = deliveryBody({ cartData: [{ _id: 'mors-klyukva', count: 1 }] });
    const message = expectErrorAnswer(await postOrder(testApp.app, small), 400);
    expect(message).toBe('Минимальная сумма заказа в этот район — 20,00\u00a0руб.');
    expect(await orderCount()).toBe(before);
    // Pickup has no minimum.
    await place(orderBody({ cartData: [{ _id: 'mors-klyukva', count: 1 }] }));
  });

  const bad: [string, Record<string, unknown>, number, string][] = [
    ['an empty cart', orderBody({ cartData: [] }), 400, 'Корзина пуста'],
    ['a zero count', orderBody({ cartData: [{ _id: 'kapusta-yaytso', count: 0 }] }), 400, 'cartData'],
    ['a fractional count', orderBody({ cartData: [{ _id: 'kapusta-yaytso', count: 1.5 }] }), 400, 'целым'],
    ['an unknown product', orderBody({ cartData: [{ _id: 'net-takogo', count: 1 }] }), 400, 'нет в продаже'],
    ['no method', orderBody({ deliveryMethod: undefined }), 400, 'доставку или самовывоз'],
    ['delivery without a zone', deliveryBody({ zone: undefined }), 400, 'Выберите район доставки'],
    ['delivery without an address', deliveryBody({ address: undefined }), 400, 'Укажите адрес доставки'],
    ['an unknown zone', deliveryBody({ zone: 'mars' }), 400, 'Такого района доставки нет'],
    ['pickup without a shop', orderBody({ point: undefined }), 400, 'Выберите пекарню'],
    ['an unknown shop', orderBody({ point: 'mars' }), 400, 'Такой пекарни нет'],
    ['a malformed date', orderBody({ deliveryDate: '22.11.2026' }), 400, 'ГГГГ-ММ-ДД'],
    ['a past date', orderBody({ deliveryDate: '2026-11-21' }), 400, 'с 22.11.2026 по 29.11.2026'],
    ['a date too far ahead', orderBody({ deliveryDate: '2026-12-01' }), 400, 'с 22.11.2026 по 29.11.2026'],
    ['no time', orderBody({ deliveryTime: undefined }), 400, 'Выберите время'],
    ['a time that is no slot', orderBody({ deliveryTime: '1234' }), 400, 'Такого времени в этот день нет'],
    ['a slot past its cut-off', orderBody({ deliveryTime: '1200' }), 409, 'уже недоступно'],
    ['a closed day', orderBody({ point: 'surganova', deliveryTime: '1000' }), 400, 'Такого времени'],
    ['no payment method', orderBody({ paymentMethod: 'cash' }), 400, 'способ оплаты'],
    ['no name', orderBody({ name: '  ' }), 400, 'Укажите имя'],
    ['no phone', orderBody({ phone: undefined }), 400, 'phone'],
    ['a foreign phone', orderBody({ phone: '+7 912 345-67-89' }), 400, 'phone'],
    ['a bad e-mail', orderBody({ email: 'nope@' }), 400, 'e-mail'],
    ['a long comment', orderBody({ comment: 'ы'.repeat(501) }), 400, 'Комментарий слишком длинный'],
  ];

  it.each(bad)('refuses %s with a 4xx and a Russian message, writing nothing', async (_name, body, status, text) => {
    const before = await orderCount();
    const message = expectErrorAnswer(await postOrder(testApp.app, body), status);
    expect(message).toContain(text);
    expect(await orderCount()).toBe(before);
  });

  it('refuses a request without a valid Idempotency-Key, or with a body that is not JSON', async () => {
    expect(expectErrorAnswer(await postOrder(testApp.app, orderBody(), { key: null }), 400)).toContain(
      'Idempotency-Key',
    );
    expect(expectErrorAnswer(await postOrder(testApp.app, orderBody(), { key: 'short' }), 400)).toContain(
      'Idempotency-Key',
    );
    const notJson = await testApp.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: { ...FROM_SHOP, 'content-type': 'application/json', 'idempotency-key': newIdempotencyKey() },
      payload: '{"cartData":',
    });
    expectErrorAnswer(notJson, 400);
  });

  it('refuses card payment with 503 and writes nothing when no card gateway is configured', async () => {
    const before = await orderCount();
    const response = await postOrder(testApp.app, orderBody({ paymentMethod: 'card' }));
    expect(response.statusCode).toBe(503);
    expect((json(response) as { message: string }).message).toContain('Оплата картой сейчас недоступна');
    expect(await orderCount()).toBe(before);
  });

  it('answers a retry with the same key and body with the same order, another body with 422', async () => {
    const key = newIdempotencyKey();
    const first = await place(orderBody({ deliveryDate: '2026-11-23' }), { key });
    const before = await orderCount();
    // Property order and phone spelling do not make it another request.
    const reordered = { ...orderBody({ deliveryDate: '2026-11-23' }) };
    expect(await place({ phone: '8 029 123-45-67', ...reordered }, { key })).toEqual(first);
    expect(await orderCount()).toBe(before);
    const other = await postOrder(testApp.app, orderBody({ deliveryDate: '2026-11-23', name: 'Иван' }), { key });
    expect(expectErrorAnswer(other, 422)).toContain('Idempotency-Key');
    expect(await orderCount()).toBe(before);
  });

  it('makes one order of ten concurrent duplicates', async () => {
    const key = newIdempotencyKey();
    const before = await orderCount();
    const body = orderBody({ point: 'pritytskogo', deliveryDate: '2026-11-24' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => postOrder(testApp.app, body, { key })));
    for (const response of answers) expect(response.statusCode, response.body).toBe(200);
    const ids = new Set(answers.map((response) => PaymentAnswer.parse(json(response)).orderId));
    expect(ids.size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
  });

  it('lets exactly as many orders into a slot as it has room for when 20 race for it', async () => {
    await setSlotCapacity(testApp, 5);
    try {
      const body = orderBody({ point: 'pobediteley', deliveryDate: '2026-11-25', deliveryTime: '1000' });
      const answers = await Promise.all(Array.from({ length: 20 }, () => postOrder(testApp.app, body)));
      const won = answers.filter((response) => response.statusCode === 200);
      const lost = answers.filter((response) => response.statusCode !== 200);
      expect(won).toHaveLength(5);
      for (const response of lost) expect(expectErrorAnswer(response, 409)).toContain('уже занято');
      const slots = SlotsAnswer.parse(
        json(await testApp.app.inject({ method: 'GET', url: '/api/delivery/slots/pickup/pobediteley/2026-11-25' })),
      );
      expect(slots.slots.find((slot) => slot._id === '1000')?.capacityLeft).toBe(0);
    } finally {
      await setSlotCapacity(testApp, 4);
    }
  });

  it('gives «Как можно скорее» the earliest slot that still has room', async () => {
    await setSlotCapacity(testApp, 1);
    try {
      const body = orderBody({ point: 'nezavisimosti', deliveryDate: '2026-11-26' });
      const first = await stored((await place(body)).orderId);
      const second = await stored((await place(body)).orderId);
      // Thursday: Nezavisimosti opens at 08:00.
      expect(first.slotFrom.toISOString()).toBe('2026-11-26T05:00:00.000Z');
      expect(second.slotFrom.toISOString()).toBe('2026-11-26T05:15:00.000Z');
    } finally {
      await setSlotCapacity(testApp, 4);
    }
  });

  it('shows the contact details only to the device that placed the order', async () => {
    const device = newDeviceId();
    const answer = await place(orderBody({ email: 'alesya@example.by', comment: 'Позвоните' }), { device });
    const check = (cookies?: Record<string, string>) =>
      testApp.app.inject({ method: 'GET', url: `/api/payment/${answer.orderId}`, ...(cookies ? { cookies } : {}) });
    const own = await check({ tp_device: device });
    expect(own.statusCode).toBe(200);
    const mine = PaymentStatusAnswer.parse(json(own));
    expect(mine.status).toBe('confirmed');
    expect(mine.order.contact).toEqual({
      name: 'Алеся',
      phone: '+375291234567',
      email: 'alesya@example.by',
      address: null,
      comment: 'Позвоните',
    });
    expect(mine.order).toMatchObject({ number: answer.number, stage: 'accepted', asap: true });
    for (const stranger of [await check({ tp_device: newDeviceId() }), await check()]) {
      expect(stranger.statusCode).toBe(200);
      const seen = PaymentStatusAnswer.parse(json(stranger));
      expect(seen.order.contact).toBeNull();
      expect(stranger.body).not.toContain('Алеся');
      expect(stranger.body).not.toContain('375291234567');
    }
  });

  it('answers 202 while a payment is in review, 402 once it expired', async () => {
    const log = recordingLog().log;
    const reviewed = await insertAwaitingOrder(db());
    await settlePayment(
      db(),
      {
        kind: 'transaction',
        transaction: gatewayTransaction(reviewed, { amount: 1 }),
        source: 'webhook',
        testMode: true,
      },
      { now: FIXED_NOW, log },
    );
    const inReview = await testApp.app.inject({ method: 'GET', url: `/api/payment/${reviewed.uid}` });
    expect(inReview.statusCode).toBe(202);
    expect(PaymentStatusAnswer.parse(json(inReview))).toMatchObject({
      status: 'review',
      message: `Платёж по заказу № ${reviewed.number} проверяется. Мы свяжемся с вами`,
      order: { stage: null, contact: null },
    });
    const lapsed = await insertAwaitingOrder(db());
    await settlePayment(
      db(),
      { kind: 'expired', orderUid: lapsed.uid, source: 'reconciler', reason: 'Время' },
      { now: FIXED_NOW, log },
    );
    const expired = await testApp.app.inject({ method: 'GET', url: `/api/payment/${lapsed.uid}` });
    expect(expired.statusCode).toBe(402);
    expect(PaymentStatusAnswer.parse(json(expired)).message).toContain('Время на оплату истекло');
  });

  it('answers 404 with a message for an order nobody placed', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/payment/${newIdempotencyKey()}` });
    expect(expectErrorAnswer(response, 404)).toBe('Заказ не найден');
  });
});
