import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MessageAnswer } from '../../src/domain/contract/account';
import { PaymentAnswer } from '../../src/domain/contract/checkout';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { bonusLedger, orders, savedCards } from '../db/schema';
import { createRecordingUserEvents } from '../realtime/user-events';
import { readBalance } from '../services/bonuses/ledger';
import { reconcileOnce } from '../services/orders/reconciler';
import { createTestUser, type TestUser, userHeaders } from '../testing/accounts';
import { type CardShop, startCardShop } from '../testing/card-shop';
import { expectErrorAnswer, json } from '../testing/index';
import { orderBody, orderDatabaseKinds, postUserOrder, recordingLog, setSlotCapacity } from '../testing/orders';
import { confirmOnSandboxPage, payOnSandboxPage } from '../testing/payments';

// Each test places orders over HTTP with the sandbox gateway beside the shop; on a busy machine one can pass 5 s.
vi.setConfig({ testTimeout: 60_000 });

/* A signed-in shopper's card payments: points held with the order, saved cards, the sandbox gateway over real HTTP. */

const SUCCESS = '4200000000000000';
const DECLINED = '4005550000000019';
const THREE_D_SECURE = '4012000000001006';
const CHERRY = 'vishnya'; // 31,90 руб., no promotion

describe.each(orderDatabaseKinds())('signed-in card payment on %s', (kind) => {
  let shop: CardShop;
  const userEvents = createRecordingUserEvents();
  beforeAll(async () => {
    shop = await startCardShop({ kind, userEvents });
    await setSlotCapacity(shop.testApp.database.db, 1000);
  }, 60_000);
  afterAll(() => shop?.close());

  const app = () => shop.testApp.app;
  const db = () => shop.testApp.database.db;
  const balance = (user: TestUser) => readBalance(db(), user.id);
  const cardsOf = (user: TestUser) => db().select().from(savedCards).where(eq(savedCards.userId, user.id));
  const pay = async (user: TestUser, body: Record<string, unknown>) => {
    const response = await postUserOrder(
      app(),
      user,
      orderBody({ paymentMethod: 'card', cartData: [{ _id: CHERRY, count: 1 }], ...body }),
      { origin: shop.url },
    );
    expect(response.statusCode, response.body).toBe(200);
    return PaymentAnswer.parse(json(response));
  };
  const removeCard = (user: TestUser, id: string) =>
    app().inject({
      method: 'POST',
      url: buildPath(endpoints.userRemoveCard),
      payload: { _id: id },
      headers: userHeaders(user, shop.url),
    });

  it('of 50 parallel card payments each asking for the 300 points, holds at most 300 in all', async () => {
    const user = await createTestUser(db());
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        postUserOrder(
          app(),
          user,
          orderBody({ paymentMethod: 'card', cartData: [{ _id: CHERRY, count: 1 }], bonus: 300 }),
          { origin: shop.url },
        ),
      ),
    );
    for (const response of responses.filter((r) => r.statusCode !== 200)) expectErrorAnswer(response, 409);
    const answers = responses.filter((r) => r.statusCode === 200).map((r) => PaymentAnswer.parse(json(r)));
    expect(answers.reduce((total, answer) => total + answer.bonusUsed, 0)).toBe(300);
    const [priced] = await db()
      .select({ points: sum(orders.bonusKopecks) })
      .from(orders)
      .where(eq(orders.userId, user.id));
    expect(Number(priced?.points)).toBe(300);
    expect(await balance(user)).toEqual({ available: 0, held: 300 });
  });

  it('gives the points back when the bank declines, and keeps no card', async () => {
    const user = await createTestUser(db());
    const answer = await pay(user, { bonus: 300, saveCard: true });
    expect(answer.bonusUsed).toBe(300);
    expect(await balance(user)).toEqual({ available: 0, held: 300 });
    await payOnSandboxPage(answer.redirect_url ?? '', { number: DECLINED });
    await shop.waitForStatus(answer.orderId, 'declined');
    expect(await balance(user)).toEqual({ available: 300, held: 0 });
    // Told when the order was placed (points held) and when the webhook gave them back (answered after telling).
    await shop.pair.sandbox.whenIdle();
    expect(userEvents.changed.filter((id) => id === user.id)).toHaveLength(2);
    expect(await cardsOf(user)).toEqual([]);
  });

  it('gives the points back when the checkout expires unpaid', async () => {
    const user = await createTestUser(db());
    const answer = await pay(user, { bonus: 200 });
    shop.setNow(new Date(shop.now().getTime() + 25 * 60_000));
    try {
      await reconcileOnce({ db: db(), gateway: shop.pair.gateway, log: recordingLog().log }, shop.now());
    } finally {
      shop.setNow(new Date(shop.now().getTime() - 25 * 60_000));
    }
    expect((await shop.order(answer.orderId)).status).toBe('expired');
    expect(await balance(user)).toEqual({ available: 300, held: 0 });
  });

  it('saves the card paid with, charges it by token, redirects a 3-D Secure card, and removes it', async () => {
    const user = await createTestUser(db());
    const first = await pay(user, { bonus: 100, saveCard: true });
    await payOnSandboxPage(first.redirect_url ?? '', { number: SUCCESS });
    await shop.waitForStatus(first.orderId, 'paid');
    await shop.pair.sandbox.whenIdle();
    expect(userEvents.changed.filter((id) => id === user.id)).toHaveLength(2);
    // 100 spent; 5 % of the 30,90 руб. paid in money earned.
    expect(await balance(user)).toEqual({ available: 200 + 154, held: 0 });
    const [saved] = await cardsOf(user);
    expect(saved).toMatchObject({ last4: '0000', brand: 'visa', expMonth: 12, expYear: 2039 });
    expect(saved?.gatewayToken).toMatch(/^[0-9a-f]{48}$/);
    if (!saved) throw new Error('no card kept');

    // The saved card pays the next order server to server: paid at once, the shopper goes to the order page.
    const second = await pay(user, { card: saved.id });
    expect(second.redirect_url).toBe(`${shop.url}/doneorder?uid=${encodeURIComponent(second.orderId)}`);
    expect(second.message).toBe(`Заказ № ${second.number} оплачен сохранённой картой`);
    expect((await shop.order(second.orderId)).status).toBe('paid');
    // The gateway's webhook for the same transaction changes nothing: earned once.
    await shop.pair.sandbox.whenIdle();
    const earned = await db()
      .select()
      .from(bonusLedger)
      .where(and(eq(bonusLedger.orderUid, second.orderId), eq(bonusLedger.kind, 'earn')));
    expect(earned.map((entry) => entry.points)).toEqual([159]);

    // A 3-D Secure card, saved, still sends the shopper to confirm each charge.
    const secure = await pay(user, { saveCard: true });
    await payOnSandboxPage(secure.redirect_url ?? '', { number: THREE_D_SECURE });
    await shop.waitForStatus(secure.orderId, 'paid');
    const kept = (await cardsOf(user)).find((card) => card.id !== saved.id);
    if (!kept) throw new Error('the 3-D Secure card was not kept');
    const third = await pay(user, { card: kept.id });
    expect(third.redirect_url).toMatch(new RegExp(`^${shop.pair.sandbox.publicUrl}/v2/checkout/3ds\\?token=`));
    expect((await shop.order(third.orderId)).status).toBe('awaiting_payment');
    const back = await confirmOnSandboxPage(third.redirect_url ?? '');
    expect(back.location).toMatch(new RegExp(`^${shop.url}/doneorder\\?uid=`));
    await shop.waitForStatus(third.orderId, 'paid');

    // Another user can neither charge nor remove it; its owner removes it once.
    const stranger = await createTestUser(db());
    expectErrorAnswer(
      await postUserOrder(app(), stranger, orderBody({ paymentMethod: 'card', card: saved.id }), { origin: shop.url }),
      404,
    );
    expectErrorAnswer(await removeCard(stranger, saved.id), 404);
    const removed = await removeCard(user, saved.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(MessageAnswer.parse(json(removed))).toEqual({ message: 'Карта удалена' });
    expectErrorAnswer(await removeCard(user, saved.id), 404);
    expect((await cardsOf(user)).map((card) => card.id)).toEqual([kept.id]);
  });
});
