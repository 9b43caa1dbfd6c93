import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentAnswer, PaymentStatusAnswer, SlotsAnswer } from '../../src/domain/contract/checkout';
import { paymentTransactions } from '../db/schema';
import { type CardShop, startCardShop } from '../testing/card-shop';
import { expectErrorAnswer, json } from '../testing/index';
import { newDeviceId, newIdempotencyKey, orderBody, orderDatabaseKinds, postOrder } from '../testing/orders';
import { payOnSandboxPage } from '../testing/payments';

// Each test places orders over HTTP and a database; on a busy shared machine one can pass 5 s.
vi.setConfig({ testTimeout: 30_000 });

/* Card payment end to end: our server listening, the sandbox gateway on its own origin, real HTTP between them. */

const SUCCESS = '4200000000000000';
const DECLINED = '4005550000000019';
const THREE_D_SECURE = '4012000000001006';

describe.each(orderDatabaseKinds())('card payment through the sandbox gateway on %s', (kind) => {
  let shop: CardShop;
  beforeAll(async () => {
    shop = await startCardShop({ kind });
  }, 60_000);
  afterAll(() => shop?.close());

  const app = () => shop.testApp.app;
  const db = () => shop.testApp.database.db;
  const cardOrder = async (overrides: Record<string, unknown> = {}, device = newDeviceId()) => {
    const response = await postOrder(app(), orderBody({ paymentMethod: 'card', ...overrides }), {
      device,
      origin: shop.url,
    });
    expect(response.statusCode, response.body).toBe(200);
    return PaymentAnswer.parse(json(response));
  };
  const status = async (uid: string) => {
    const response = await app().inject({ method: 'GET', url: `/api/payment/${uid}` });
    return { code: response.statusCode, answer: PaymentStatusAnswer.parse(json(response)) };
  };
  const transactions = (uid: string) =>
    db().select().from(paymentTransactions).where(eq(paymentTransactions.orderUid, uid));
  const capacityLeft = async (point: string, date: string, slotFrom: Date) => {
    const answer = SlotsAnswer.parse(
      json(await app().inject({ method: 'GET', url: `/api/delivery/slots/pickup/${point}/${date}` })),
    );
    return answer.slots.find((slot) => Date.parse(slot.from) === slotFrom.getTime())?.capacityLeft;
  };

  it('opens the bank’s page for the order total and is paid by the success card’s webhook', async () => {
    const answer = await cardOrder();
    expect(answer.message).toBe(`Заказ № ${answer.number} оформлен. Переходим к оплате`);
    expect(answer.redirect_url).toMatch(new RegExp(`^${shop.pair.sandbox.publicUrl}/`));
    const placed = await shop.order(answer.orderId);
    expect(placed).toMatchObject({ status: 'awaiting_payment', stage: null, checkoutUrl: answer.redirect_url });
    expect(placed.checkoutToken).toBeTruthy();
    expect(placed.expiresAt?.toISOString()).toBe(new Date(shop.now().getTime() + 20 * 60_000).toISOString());
    // Before paying, the status check asks the bank and keeps waiting.
    expect(await status(answer.orderId)).toMatchObject({
      code: 202,
      answer: { status: 'awaiting_payment', message: 'Ждём подтверждения банка' },
    });

    const back = await payOnSandboxPage(answer.redirect_url ?? '', { number: SUCCESS });
    expect(back.location).toMatch(new RegExp(`^${shop.url}/doneorder\\?uid=${answer.orderId}`));
    const paid = await shop.waitForStatus(answer.orderId, 'paid');
    expect(paid.stage).toBe('accepted');
    const [recorded, ...more] = await transactions(answer.orderId);
    expect(more).toEqual([]);
    expect(recorded).toMatchObject({ source: 'webhook', outcome: 'paid', amountKopecks: 2990, currency: 'BYN' });
    const checked = await status(answer.orderId);
    expect(checked.code).toBe(200);
    expect(checked.answer.message).toContain(`Заказ № ${answer.number} оплачен`);
  });

  it('answers 402 and gives the slot back when the bank declines the card', async () => {
    const answer = await cardOrder({ point: 'nezavisimosti', deliveryDate: '2026-11-23' });
    const placed = await shop.order(answer.orderId);
    const left = await capacityLeft('nezavisimosti', '2026-11-23', placed.slotFrom);
    await payOnSandboxPage(answer.redirect_url ?? '', { number: DECLINED });
    const declined = await shop.waitForStatus(answer.orderId, 'declined');
    expect(declined.slotClaimed).toBe(false);
    expect(await capacityLeft('nezavisimosti', '2026-11-23', placed.slotFrom)).toBe((left ?? 0) + 1);
    const checked = await status(answer.orderId);
    expect(checked.code).toBe(402);
    expect(checked.answer.message).toContain('Банк отклонил оплату');
  });

  it('is paid after the 3-D Secure step', async () => {
    const answer = await cardOrder();
    await payOnSandboxPage(answer.redirect_url ?? '', { number: THREE_D_SECURE });
    await shop.waitForStatus(answer.orderId, 'paid');
  });

  it('settles the triple webhook once', async () => {
    const answer = await cardOrder();
    await payOnSandboxPage(answer.redirect_url ?? '', { number: '4000000000000085' });
    await shop.waitForStatus(answer.orderId, 'paid');
    await shop.pair.sandbox.whenIdle();
    expect(await transactions(answer.orderId)).toHaveLength(1);
  });

  it('learns of a payment whose webhook never came from the return page’s status check', async () => {
    const answer = await cardOrder();
    await payOnSandboxPage(answer.redirect_url ?? '', { number: '4000000000000077' });
    await shop.pair.sandbox.whenIdle();
    expect((await shop.order(answer.orderId)).status).toBe('awaiting_payment');
    const checked = await status(answer.orderId);
    expect(checked.code).toBe(200);
    expect(checked.answer.status).toBe('paid');
    expect(await transactions(answer.orderId)).toMatchObject([{ source: 'status', outcome: 'paid' }]);
  });

  it('answers a retry of the same attempt with the same bank page, and ten at once with one order', async () => {
    const key = newIdempotencyKey();
    const body = orderBody({ paymentMethod: 'card', point: 'malinovka', deliveryDate: '2026-11-24' });
    const first = PaymentAnswer.parse(json(await postOrder(app(), body, { key, origin: shop.url })));
    const again = PaymentAnswer.parse(json(await postOrder(app(), body, { key, origin: shop.url })));
    expect(again).toEqual(first);

    const [before] = await db().select({ n: count() }).from(paymentTransactions);
    const parallelKey = newIdempotencyKey();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        postOrder(app(), { ...body, name: 'Иван' }, { key: parallelKey, origin: shop.url }),
      ),
    );
    for (const response of answers) expect(response.statusCode, response.body).toBe(200);
    const parsed = answers.map((response) => PaymentAnswer.parse(json(response)));
    expect(new Set(parsed.map((item) => item.orderId)).size).toBe(1);
    expect(new Set(parsed.map((item) => item.redirect_url)).size).toBe(1);
    const [after] = await db().select({ n: count() }).from(paymentTransactions);
    expect(after?.n).toBe(before?.n);
  });

  it('keeps the contact details from anyone but the placing device, also for card orders', async () => {
    const device = newDeviceId();
    const answer = await cardOrder({}, device);
    const mine = await app().inject({
      method: 'GET',
      url: `/api/payment/${answer.orderId}`,
      cookies: { tp_device: device },
    });
    expect(PaymentStatusAnswer.parse(json(mine)).order.contact?.phone).toBe('+375291234567');
    expect((await status(answer.orderId)).answer.order.contact).toBeNull();
  });

  it('refuses a webhook without the gateway’s credentials or signature, changing nothing', async () => {
    const answer = await cardOrder();
    const forged = JSON.stringify({
      transaction: {
        uid: 'forged-1',
        status: 'successful',
        amount: 2990,
        currency: 'BYN',
        tracking_id: answer.orderId,
      },
    });
    const basic = `Basic ${Buffer.from(`${shop.pair.sandbox.shopId}:${shop.pair.sandbox.secretKey}`).toString('base64')}`;
    for (const headers of [
      {},
      { authorization: basic },
      { authorization: basic, 'content-signature': Buffer.from('not a signature').toString('base64') },
      { authorization: 'Basic d3Jvbmc6d3Jvbmc=', 'content-signature': 'AAAA' },
    ]) {
      const response = await app().inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: { 'content-type': 'application/json', ...headers },
        payload: forged,
      });
      expect(expectErrorAnswer(response, 401)).toContain('не подтверждены');
    }
    expect((await shop.order(answer.orderId)).status).toBe('awaiting_payment');
    expect(await transactions(answer.orderId)).toEqual([]);
  });
});
