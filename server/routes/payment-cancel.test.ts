import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentAnswer, PaymentStatusAnswer, SlotsAnswer } from '../../src/domain/contract/checkout';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { bonusLedger, paymentTransactions } from '../db/schema';
import { readBalance } from '../services/bonuses/ledger';
import { cancelPayment } from '../services/orders/cancel-payment';
import { createGatewayAsks } from '../services/orders/gateway-asks';
import { CANCELLED_BY_SHOPPER, PAYMENT_CANCELLED } from '../services/orders/order-view';
import { newOrderUid } from '../services/orders/place-order';
import { createTestUser } from '../testing/accounts';
import { type CardShop, startCardShop } from '../testing/card-shop';
import { expectErrorAnswer, json } from '../testing/index';
import {
  newDeviceId,
  newIdempotencyKey,
  orderBody,
  orderDatabaseKinds,
  postOrder,
  postUserOrder,
  recordingLog,
  setSlotCapacity,
} from '../testing/orders';
import { openPage, payOnSandboxPage, submitForm } from '../testing/payments';

// Orders over HTTP with the sandbox gateway beside the shop; on a busy shared machine one can pass 5 s.
vi.setConfig({ testTimeout: 60_000 });

/*
 * Issue 27 (2): «Отменить и вернуться в магазин» on the bank's page. Its
 * `cancel_url` brings the shopper to `/doneorder?uid=…&cancel=1`, whose page
 * asks `POST /api/payment/:uid/cancel`: the order ends at once when the
 * gateway, asked by tracking_id, holds no payment for it.
 */

const SUCCESS = '4200000000000000';
const SILENT_SUCCESS = '4000000000000077';
const THREE_D_SECURE = '4012000000001006';
const CHERRY = 'vishnya'; // 31,90 руб., no promotion

describe.each(orderDatabaseKinds())('cancelling on the bank’s page on %s', (kind) => {
  let shop: CardShop;
  beforeAll(async () => {
    shop = await startCardShop({ kind });
    await setSlotCapacity(shop.testApp.database.db, 1000);
  }, 60_000);
  afterAll(() => shop?.close());

  const app = () => shop.testApp.app;
  const db = () => shop.testApp.database.db;
  const cardOrder = async (key = newIdempotencyKey(), point = 'nemiga') => {
    const response = await postOrder(app(), orderBody({ paymentMethod: 'card', point }), {
      key,
      device: newDeviceId(),
      origin: shop.url,
    });
    expect(response.statusCode, response.body).toBe(200);
    return PaymentAnswer.parse(json(response));
  };
  let addressSerial = 0;
  const cancel = async (uid: string) => {
    addressSerial += 1;
    const response = await app().inject({
      method: 'POST',
      url: buildPath(endpoints.paymentCancel, { uid }),
      headers: { origin: shop.url },
      // Each its own address: the status checks' per-address budget is not what these tests are about.
      remoteAddress: `198.18.1.${addressSerial % 250}`,
    });
    const answered = response.statusCode < 300 || response.statusCode === 402;
    return { code: response.statusCode, answer: answered ? PaymentStatusAnswer.parse(json(response)) : null, response };
  };
  /** The shop address the bank page's «Отменить и вернуться в магазин» leads to. */
  const cancelLink = async (redirectUrl: string) => {
    const page = await openPage(redirectUrl);
    const href = /<a class="back" href="([^"]+)">Отменить и вернуться в магазин<\/a>/.exec(page.html)?.[1];
    if (!href) throw new Error(`no cancel link on ${redirectUrl}`);
    return new URL(href.replaceAll('&amp;', '&'));
  };
  const capacityLeft = async (point: string, date: string, slotFrom: Date) => {
    const answer = SlotsAnswer.parse(
      json(await app().inject({ method: 'GET', url: `/api/delivery/slots/pickup/${point}/${date}` })),
    );
    return answer.slots.find((slot) => Date.parse(slot.from) === slotFrom.getTime())?.capacityLeft;
  };

  it('ends an unpaid checkout at once: expired as cancelled, its slot and key freed, «Оплата отменена»', async () => {
    const key = newIdempotencyKey();
    const answer = await cardOrder(key, 'nezavisimosti');
    const placed = await shop.order(answer.orderId);
    const date = orderBody().deliveryDate as string;
    const left = await capacityLeft('nezavisimosti', date, placed.slotFrom);

    const back = await cancelLink(answer.redirect_url ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${shop.url}/doneorder`);
    expect(back.searchParams.getAll('uid')[0]).toBe(answer.orderId);
    expect(back.searchParams.get('cancel')).toBe('1');

    const cancelled = await cancel(answer.orderId);
    expect(cancelled.code, cancelled.response.body).toBe(402);
    expect(cancelled.answer).toMatchObject({ status: 'expired', message: PAYMENT_CANCELLED });
    const order = await shop.order(answer.orderId);
    expect(order).toMatchObject({ status: 'expired', statusReason: CANCELLED_BY_SHOPPER, slotClaimed: false });
    expect(await capacityLeft('nezavisimosti', date, placed.slotFrom)).toBe((left ?? 0) + 1);
    // The status check says the same, and a second cancel changes nothing.
    const checked = await app().inject({ method: 'GET', url: `/api/payment/${answer.orderId}` });
    expect(checked.statusCode).toBe(402);
    expect(PaymentStatusAnswer.parse(json(checked)).message).toBe(PAYMENT_CANCELLED);
    expect((await cancel(answer.orderId)).code).toBe(402);

    // «Оплатить» again, even with the same key: a new order with a new bank page, never the cancelled one's.
    const again = await cardOrder(key, 'nezavisimosti');
    expect(again.orderId).not.toBe(answer.orderId);
    expect(again.redirect_url).not.toBe(answer.redirect_url);
    await payOnSandboxPage(again.redirect_url ?? '', { number: SUCCESS });
    await shop.waitForStatus(again.orderId, 'paid');
  });

  it('a payment the gateway holds wins over the cancel: the order is paid, not cancelled', async () => {
    const answer = await cardOrder();
    // Paid, but the shop never heard: only the gateway knows.
    await payOnSandboxPage(answer.redirect_url ?? '', { number: SILENT_SUCCESS });
    await shop.pair.sandbox.whenIdle();
    expect((await shop.order(answer.orderId)).status).toBe('awaiting_payment');
    const answered = await cancel(answer.orderId);
    expect(answered.code).toBe(200);
    expect(answered.answer?.status).toBe('paid');
    expect(await shop.order(answer.orderId)).toMatchObject({ status: 'paid', statusReason: null });
  });

  it('keeps waiting while a 3-D Secure step is open: the money may still come', async () => {
    const answer = await cardOrder();
    const page = await openPage(answer.redirect_url ?? '');
    const submitted = await submitForm(
      { url: answer.redirect_url ?? '', html: page.html },
      { number: THREE_D_SECURE, expiry: '12/39', cvc: '123', holder: 'IVAN IVANOV' },
    );
    expect(submitted.status).toBe(303);
    const answered = await cancel(answer.orderId);
    expect(answered.code).toBe(202);
    expect(answered.answer?.status).toBe('awaiting_payment');
    expect((await shop.order(answer.orderId)).status).toBe('awaiting_payment');
  });

  it('a payment made on the bank page after the cancel puts the order in review, money recorded once', async () => {
    const answer = await cardOrder();
    expect((await cancel(answer.orderId)).code).toBe(402);
    // The bank's page stays open at the gateway: the shopper goes back and pays after all.
    await payOnSandboxPage(answer.redirect_url ?? '', { number: SUCCESS });
    const review = await shop.waitForStatus(answer.orderId, 'review');
    expect(review.statusReason).toBe('Оплата пришла после того, как покупатель отменил оплату');
    await shop.pair.sandbox.whenIdle();
    const recorded = await db()
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderUid, answer.orderId));
    expect(recorded).toMatchObject([{ outcome: 'review', source: 'webhook' }]);
    // A cancel now changes nothing: people decide.
    expect((await cancel(answer.orderId)).answer?.status).toBe('review');
  });

  it('answers 404 for an unknown order and refuses a cancel from another site', async () => {
    expectErrorAnswer((await cancel(newOrderUid())).response, 404);
    const answer = await cardOrder();
    const foreign = await app().inject({
      method: 'POST',
      url: buildPath(endpoints.paymentCancel, { uid: answer.orderId }),
      headers: { origin: 'https://evil.example' },
    });
    expectErrorAnswer(foreign, 403);
    expect((await shop.order(answer.orderId)).status).toBe('awaiting_payment');
  });

  it('gives a signed-in shopper’s held points back once, however many cancels race', async () => {
    const user = await createTestUser(db());
    const before = await readBalance(db(), user.id);
    const placed = await postUserOrder(
      app(),
      user,
      orderBody({ paymentMethod: 'card', cartData: [{ _id: CHERRY, count: 1 }], bonus: 300 }),
      { origin: shop.url },
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const answer = PaymentAnswer.parse(json(placed));
    expect(answer.bonusUsed).toBe(300);
    expect(await readBalance(db(), user.id)).toEqual({ available: before.available - 300, held: 300 });

    // Eight cancels at once, each free to ask the gateway (as on eight servers), and two through HTTP: the
    // conditional update lets one of them end the order.
    const options = { db: db(), gateway: shop.pair.gateway, log: recordingLog().log };
    const direct = Array.from({ length: 8 }, () =>
      cancelPayment(options, answer.orderId, { viewerDeviceId: null, now: shop.now(), asks: createGatewayAsks() }),
    );
    const answers = await Promise.all([...direct, cancel(answer.orderId), cancel(answer.orderId)]);
    for (const one of answers) expect([202, 402]).toContain(one.code);
    expect(answers.filter((one) => one.code === 402).length).toBeGreaterThanOrEqual(8);
    expect((await cancel(answer.orderId)).code).toBe(402);
    expect(await readBalance(db(), user.id)).toEqual(before);
    const releases = await db()
      .select()
      .from(bonusLedger)
      .where(and(eq(bonusLedger.userId, user.id), eq(bonusLedger.kind, 'release')));
    expect(releases).toHaveLength(1);
  });
});
