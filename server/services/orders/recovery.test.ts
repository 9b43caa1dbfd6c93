import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentAnswer } from '../../../src/domain/contract/checkout';
import { kopecks } from '../../../src/domain/money';
import { idempotencyKeys, orders as ordersTable, paymentTransactions } from '../../db/schema';
import { createBepaidGateway } from '../../payments/bepaid/adapter';
import { parsePublicKey } from '../../payments/bepaid/signature';
import type { PaymentGateway } from '../../payments/gateway';
import { type CardShop, startCardShop } from '../../testing/card-shop';
import { json } from '../../testing/index';
import {
  insertAwaitingOrder,
  newDeviceId,
  newIdempotencyKey,
  orderBody,
  orderDatabaseKinds,
  postOrder,
  recordingLog,
} from '../../testing/orders';
import { payOnSandboxPage, type SandboxPair, startWebhookReceiver } from '../../testing/payments';
import { reconcileOnce, startReconciler } from './reconciler';

// Each test places orders over HTTP and a database; on a busy shared machine one can pass 5 s.
vi.setConfig({ testTimeout: 30_000 });

/* What happens when things go wrong: lost webhooks, unpaid checkouts, a gateway that is down. */

const minutes = (count: number) => count * 60_000;

/** The real adapter pointed at a port where nothing listens: every call fails as a dead gateway does. */
function unreachableGateway({ sandbox }: SandboxPair): PaymentGateway {
  const publicKey = parsePublicKey(sandbox.publicKeyPem);
  if (!publicKey) throw new Error('no key');
  return createBepaidGateway({
    checkoutUrl: 'http://127.0.0.1:9',
    shopId: sandbox.shopId,
    secretKey: sandbox.secretKey,
    publicKey,
    test: true,
    timeoutMs: 2_000,
  });
}

describe.each(orderDatabaseKinds())('recovery on %s', (kind) => {
  let shop: CardShop;
  beforeAll(async () => {
    shop = await startCardShop({ kind });
  }, 60_000);
  afterAll(() => shop?.close());

  const db = () => shop.testApp.database.db;
  const options = (gateway: PaymentGateway = shop.pair.gateway) => ({ db: db(), gateway, log: recordingLog().log });
  const cardOrder = async (overrides: Record<string, unknown> = {}) => {
    const response = await postOrder(shop.testApp.app, orderBody({ paymentMethod: 'card', ...overrides }), {
      device: newDeviceId(),
      origin: shop.url,
    });
    expect(response.statusCode, response.body).toBe(200);
    return PaymentAnswer.parse(json(response));
  };
  const later = (ms: number) => shop.setNow(new Date(shop.now().getTime() + ms));

  it('the reconciler settles a payment whose webhook was dropped, once it is a minute old', async () => {
    const answer = await cardOrder();
    await payOnSandboxPage(answer.redirect_url ?? '', { number: '4000000000000077' });
    await shop.pair.sandbox.whenIdle();
    // Younger than a minute: left to the webhook and the return page.
    expect(await reconcileOnce(options(), shop.now())).toMatchObject({ settled: 0 });
    later(minutes(1));
    expect((await reconcileOnce(options(), shop.now())).settled).toBeGreaterThanOrEqual(1);
    expect(await shop.order(answer.orderId)).toMatchObject({ status: 'paid', stage: 'accepted' });
    const recorded = await db()
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderUid, answer.orderId));
    expect(recorded).toMatchObject([{ source: 'reconciler', outcome: 'paid' }]);
  });

  it('the reconciler on its timer does the same', async () => {
    const answer = await cardOrder();
    await payOnSandboxPage(answer.redirect_url ?? '', { number: '4000000000000077' });
    later(minutes(1));
    const reconciler = startReconciler({ ...options(), clock: shop.now, intervalSeconds: 0.2 });
    try {
      await shop.waitForStatus(answer.orderId, 'paid');
    } finally {
      await reconciler.stop();
    }
  });

  it('an unpaid checkout expires and gives its slot back', async () => {
    const answer = await cardOrder({ point: 'pobediteley', deliveryDate: '2026-11-27' });
    expect((await shop.order(answer.orderId)).slotClaimed).toBe(true);
    later(minutes(19));
    await reconcileOnce(options(), shop.now());
    expect((await shop.order(answer.orderId)).status).toBe('awaiting_payment');
    later(minutes(2));
    await reconcileOnce(options(), shop.now());
    expect(await shop.order(answer.orderId)).toMatchObject({ status: 'expired', slotClaimed: false });
  });

  it('expires an order past its time even when the gateway cannot be asked', async () => {
    const order = await insertAwaitingOrder(db(), {
      now: shop.now(),
      date: '2026-11-28',
      checkoutToken: `token-${newIdempotencyKey()}`,
      expiresAt: new Date(shop.now().getTime() + minutes(20)),
    });
    const down = unreachableGateway(shop.pair);
    later(minutes(21));
    await reconcileOnce(options(down), shop.now());
    // Within the grace the bank may still report a payment made at the last second.
    expect((await shop.order(order.uid)).status).toBe('awaiting_payment');
    later(minutes(2));
    await reconcileOnce(options(down), shop.now());
    expect(await shop.order(order.uid)).toMatchObject({ status: 'expired', slotClaimed: false });
  });

  it('expires an order whose checkout never opened (a crash in between) and frees its key', async () => {
    const order = await insertAwaitingOrder(db(), { now: shop.now(), date: '2026-11-28' });
    const key = newIdempotencyKey();
    await db().insert(idempotencyKeys).values({ key, requestHash: 'h', orderUid: order.uid, createdAt: shop.now() });
    later(minutes(1));
    await reconcileOnce(options(), shop.now());
    expect((await shop.order(order.uid)).status).toBe('awaiting_payment');
    later(minutes(1));
    await reconcileOnce(options(), shop.now());
    expect(await shop.order(order.uid)).toMatchObject({ status: 'expired', slotClaimed: false });
    expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });

  it('accepts a webhook only with the exact bytes the gateway signed', async () => {
    const order = await insertAwaitingOrder(db(), { now: shop.now(), date: '2026-11-29', totalKopecks: 4990 });
    const receiver = await startWebhookReceiver();
    try {
      const session = await shop.pair.gateway.createCheckout({
        orderId: order.uid,
        amount: kopecks(4990),
        description: 'Заказ',
        expiresAt: new Date(shop.now().getTime() + minutes(20)),
        returnUrl: `${shop.url}/doneorder?uid=${order.uid}`,
        notificationUrl: receiver.url,
      });
      await payOnSandboxPage(session.redirectUrl, { number: '4200000000000000' });
      const [signed] = await receiver.waitFor(1);
      if (!signed) throw new Error('no webhook');
      const send = (body: Buffer) =>
        shop.testApp.app.inject({
          method: 'POST',
          url: '/api/payment/webhook',
          headers: {
            'content-type': 'application/json',
            authorization: String(signed.headers.authorization),
            'content-signature': String(signed.headers['content-signature']),
          },
          payload: body,
        });
      const tampered = Buffer.from(signed.body.toString('utf8').replace('"amount":4990', '"amount":499'));
      expect(tampered.equals(signed.body)).toBe(false);
      expect((await send(tampered)).statusCode).toBe(401);
      expect((await shop.order(order.uid)).status).toBe('awaiting_payment');
      const genuine = await send(signed.body);
      expect(genuine.statusCode, genuine.body).toBe(200);
      expect((await shop.order(order.uid)).status).toBe('paid');
    } finally {
      await receiver.close();
    }
  });
});

describe.each(orderDatabaseKinds())('a gateway that is down, on %s', (kind) => {
  let shop: CardShop;
  beforeAll(async () => {
    shop = await startCardShop({ kind, gateway: unreachableGateway });
  }, 60_000);
  afterAll(() => shop?.close());

  it('leaves no order claiming a slot: it expires, the slot and the key are free, the shopper is told', async () => {
    const key = newIdempotencyKey();
    const device = newDeviceId();
    const body = orderBody({
      paymentMethod: 'card',
      point: 'surganova',
      deliveryDate: '2026-11-23',
      deliveryTime: '0800',
    });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await postOrder(shop.testApp.app, body, { key, device, origin: shop.url });
      expect(response.statusCode).toBe(502);
      expect((json(response) as { message: string }).message).toContain('Не удалось связаться с банком');
    }
    const slots = await shop.testApp.app.inject({
      method: 'GET',
      url: '/api/delivery/slots/pickup/surganova/2026-11-23',
    });
    expect((json(slots) as { slots: { _id: string; capacityLeft: number }[] }).slots[0]).toEqual(
      expect.objectContaining({ _id: '0800', capacityLeft: 6 }), // the default pickup capacity: nothing held
    );
    const orders = await shop.testApp.database.db.select().from(ordersTable).where(eq(ordersTable.deviceId, device));
    expect(orders.map((order) => [order.status, order.slotClaimed])).toEqual([
      ['expired', false],
      ['expired', false],
    ]);
    expect(await shop.testApp.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual(
      [],
    );
    // Payment on receipt still works while the bank is away.
    const onReceipt = await postOrder(
      shop.testApp.app,
      { ...body, paymentMethod: 'on_receipt' },
      { key, origin: shop.url },
    );
    expect(onReceipt.statusCode, onReceipt.body).toBe(200);
  });
});
