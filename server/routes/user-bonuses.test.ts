import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BonusesAnswer, RepeatOrderAnswer } from '../../src/domain/contract/account';
import { PaymentAnswer, PaymentStatusAnswer } from '../../src/domain/contract/checkout';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { bonusHolds, bonusLedger, bonusLots, orders, promoItems, promos } from '../db/schema';
import { createRecordingUserEvents } from '../realtime/user-events';
import { readBalance } from '../services/bonuses/ledger';
import { createTestUser, TEST_ORIGIN, type TestUser, userHeaders } from '../testing/accounts';
import { createTestApp, createTestDatabase, expectErrorAnswer, FIXED_NOW, json, type TestApp } from '../testing/index';
import {
  insertAwaitingOrder,
  newIdempotencyKey,
  orderBody,
  orderDatabaseKinds,
  postUserOrder,
  setSlotCapacity,
} from '../testing/orders';

// Each test places orders over HTTP and a database; on a busy shared machine one can pass 5 s.
vi.setConfig({ testTimeout: 30_000 });

/* Points on the server: the draft hold, paying on receipt with points, the caps, repeat order and ownership. */

const CHERRY = 'vishnya'; // 31,90 руб., no promotion, no discount of its own
const MINI = 'mini-kapusta'; // 3,20 руб.: half of it is 160 points
const HEARTY = 'kapusta-yaytso'; // every third hearty pie is half price (a promotion)
const FREE = 'medovik'; // given away by the test's own promotion

describe.each(orderDatabaseKinds())('signed-in points and orders on %s', (kind) => {
  let testApp: TestApp;
  const userEvents = createRecordingUserEvents();
  beforeAll(async () => {
    const database = await createTestDatabase({ kind });
    // A honey cake given away (100 %): an order of it leaves nothing to pay. Written before the app reads promotions.
    await database.db.insert(promos).values({
      id: 'medovik-darom',
      title: 'Медовик в подарок',
      dateTimeFrom: new Date(FIXED_NOW.getTime() - 86_400_000),
      dateTimeTo: new Date(FIXED_NOW.getTime() + 86_400_000),
      discountPercent: 100,
    });
    await database.db.insert(promoItems).values({ promoId: 'medovik-darom', productId: FREE });
    testApp = await createTestApp({ database, userEvents });
    await setSlotCapacity(testApp.database.db, 1000);
  }, 60_000);
  afterAll(async () => {
    await testApp?.close();
    await testApp?.database.close();
  });

  const db = () => testApp.database.db;
  const app = () => testApp.app;
  const newUser = () => createTestUser(db());
  const post = (path: string, user: TestUser | null, payload: object) =>
    app().inject({ method: 'POST', url: path, payload, headers: user ? userHeaders(user) : { origin: TEST_ORIGIN } });
  const setBonuses = (user: TestUser, bonus: number) => post(buildPath(endpoints.userUpdateBonuses), user, { bonus });
  const closePayment = (user: TestUser, body: object) => post(buildPath(endpoints.userClosePayment), user, body);
  const balance = (user: TestUser) => readBalance(db(), user.id);
  /** Σ lots.remaining = available + held: the ledger's invariant. */
  const expectLotsAddUp = async (user: TestUser) => {
    const [lots] = await db()
      .select({ remaining: sum(bonusLots.remaining) })
      .from(bonusLots)
      .where(eq(bonusLots.userId, user.id));
    const account = await balance(user);
    expect(Number(lots?.remaining ?? 0)).toBe((account?.available ?? 0) + (account?.held ?? 0));
  };
  const pay = async (user: TestUser, body: Record<string, unknown>) => {
    const response = await postUserOrder(app(), user, orderBody(body));
    expect(response.statusCode, response.body).toBe(200);
    return PaymentAnswer.parse(json(response));
  };

  it('holds the points chosen before paying in one draft hold, replaced whole, 409 beyond the balance', async () => {
    const user = await newUser();
    const first = await setBonuses(user, 200);
    expect(first.statusCode, first.body).toBe(200);
    expect(BonusesAnswer.parse(json(first))).toMatchObject({ bonusValue: 200, bonuses: { value: 100, held: 200 } });
    const replaced = BonusesAnswer.parse(json(await setBonuses(user, 250)));
    expect(replaced).toMatchObject({ bonusValue: 250, bonuses: { value: 50, held: 250 } });
    // 300 in all: the draft's own points count, more than that does not exist.
    expect(await balance(user)).toEqual({ available: 50, held: 250 });
    expectErrorAnswer(await setBonuses(user, 301), 409);
    expect(await balance(user)).toEqual({ available: 50, held: 250 });
    const active = await db()
      .select()
      .from(bonusHolds)
      .where(and(eq(bonusHolds.userId, user.id), eq(bonusHolds.state, 'active')));
    expect(active).toHaveLength(1);
    expect(userEvents.changed.filter((id) => id === user.id)).toHaveLength(2);

    // Closing the payment releases the draft once; a second call changes nothing.
    const closed = await closePayment(user, { bonus: 250 });
    expect(BonusesAnswer.parse(json(closed))).toMatchObject({ bonusValue: 0, bonuses: { value: 300, held: 0 } });
    const again = await closePayment(user, { bonus: 250 });
    expect(BonusesAnswer.parse(json(again)).bonuses).toMatchObject({ value: 300, held: 0 });
    const releases = await db()
      .select()
      .from(bonusLedger)
      .where(and(eq(bonusLedger.userId, user.id), eq(bonusLedger.kind, 'release')));
    expect(releases.map((entry) => entry.points)).toEqual([200, 250]);
    await expectLotsAddUp(user);
  });

  it('pays on receipt with points: the draft moves to the order and is spent; nothing is earned before the money is in', async () => {
    const user = await newUser();
    await setBonuses(user, 300);
    const answer = await pay(user, { cartData: [{ _id: CHERRY, count: 1 }], bonus: 300 });
    expect(answer.bonusUsed).toBe(300);
    const [order] = await db().select().from(orders).where(eq(orders.uid, answer.orderId));
    expect(order).toMatchObject({
      userId: user.id,
      status: 'confirmed',
      sumKopecks: 3190,
      bonusKopecks: 300,
      totalKopecks: 2890,
    });
    // The 300 are spent; the 5 % of 28,90 руб. (144 points) come only when staff take the money (issue 26).
    expect(await balance(user)).toEqual({ available: 0, held: 0 });
    const holds = await db().select().from(bonusHolds).where(eq(bonusHolds.userId, user.id));
    expect(holds).toHaveLength(1);
    expect(holds[0]).toMatchObject({ orderUid: answer.orderId, state: 'spent', points: 300 });
    await expectLotsAddUp(user);

    const status = await app().inject({ method: 'GET', url: `/api/payment/${answer.orderId}` });
    expect(PaymentStatusAnswer.parse(json(status)).order.bonusUsed).toBe(300);
  });

  it('caps the points at half the goods, and spends none when a promotion applies', async () => {
    const capped = await newUser();
    const small = await pay(capped, { cartData: [{ _id: MINI, count: 1 }], bonus: 300 });
    expect(small.bonusUsed).toBe(160);
    // 300 welcome points less the 160 spent; the order earns when it is paid at the counter.
    expect((await balance(capped))?.available).toBe(140);

    const promo = await newUser();
    await setBonuses(promo, 300);
    const withPromo = await pay(promo, { cartData: [{ _id: HEARTY, count: 3 }], bonus: 300 });
    expect(withPromo.bonusUsed).toBe(0);
    const [order] = await db().select().from(orders).where(eq(orders.uid, withPromo.orderId));
    expect(order?.discountKopecks).toBeGreaterThan(0);
    // The draft hold went back: nothing stays held for an order that spends nothing.
    expect(await balance(promo)).toMatchObject({ held: 0 });
    await expectLotsAddUp(promo);
  });

  it('completes an order with nothing left to pay: paid at once by card (no bank takes 0), confirmed on receipt', async () => {
    const user = await newUser();
    const byCard = await pay(user, { cartData: [{ _id: FREE, count: 1 }], paymentMethod: 'card', bonus: 300 });
    expect(byCard).toMatchObject({ bonusUsed: 0, redirect_url: null });
    const [paid] = await db().select().from(orders).where(eq(orders.uid, byCard.orderId));
    expect(paid).toMatchObject({ status: 'paid', stage: 'accepted', totalKopecks: 0, checkoutToken: null });
    const onReceipt = await pay(user, { cartData: [{ _id: FREE, count: 2 }] });
    const [confirmed] = await db().select().from(orders).where(eq(orders.uid, onReceipt.orderId));
    expect(confirmed).toMatchObject({ status: 'confirmed', totalKopecks: 0 });
    // Nothing paid in money, nothing earned; the points stay.
    expect(await balance(user)).toEqual({ available: 300, held: 0 });
  });

  it('answers the same order to a repeated attempt, and never to another user with the same key', async () => {
    const user = await newUser();
    const other = await newUser();
    const key = newIdempotencyKey();
    const body = orderBody({ cartData: [{ _id: CHERRY, count: 1 }], bonus: 100 });
    const first = PaymentAnswer.parse(json(await postUserOrder(app(), user, body, { key })));
    const second = PaymentAnswer.parse(json(await postUserOrder(app(), user, body, { key })));
    expect(second).toEqual(first);
    expectErrorAnswer(await postUserOrder(app(), other, body, { key }), 422);
    expectErrorAnswer(await postUserOrder(app(), user, { ...body, bonus: 50 }, { key }), 422);
  });

  it('repeats the user’s own order at today’s prices and names what is no longer sold', async () => {
    const user = await newUser();
    const past = await insertAwaitingOrder(db(), {
      userId: user.id,
      totalKopecks: 1000,
      productIds: [CHERRY, 'snyatyy-s-prodazhi'],
      date: '2026-11-25',
    });
    const response = await post(buildPath(endpoints.userRepeatOrder), user, { orderId: past.uid });
    expect(response.statusCode, response.body).toBe(200);
    const answer = RepeatOrderAnswer.parse(json(response));
    expect(answer.products).toEqual([expect.objectContaining({ _id: CHERRY, cost: 3190, count: 1 })]);
    expect(answer.unavailable).toEqual([{ _id: 'snyatyy-s-prodazhi', title: 'Пирог snyatyy-s-prodazhi' }]);
  });

  it('never lets user A touch B’s orders, holds or cards', async () => {
    const a = await newUser();
    const b = await newUser();
    const bOrder = await insertAwaitingOrder(db(), { userId: b.id, date: '2026-11-25' });
    expectErrorAnswer(await post(buildPath(endpoints.userRepeatOrder), a, { orderId: bOrder.uid }), 404);
    expectErrorAnswer(await closePayment(a, { bonus: 0, orderId: bOrder.uid }), 404);
    // B's draft hold stays B's: A closing a payment releases only A's own.
    await setBonuses(b, 100);
    await closePayment(a, { bonus: 100 });
    expect(await balance(b)).toEqual({ available: 200, held: 100 });
    expectErrorAnswer(
      await post(buildPath(endpoints.userRemoveCard), a, { _id: '7b0d2c58-2f7e-4d55-9c1b-4f2b8a0e6d11' }),
      404,
    );
    expectErrorAnswer(
      await postUserOrder(app(), a, orderBody({ paymentMethod: 'card', card: '7b0d2c58-2f7e-4d55-9c1b-4f2b8a0e6d11' })),
      404,
    );
    // Without a session every one of them is refused.
    expectErrorAnswer(await setBonuses({ ...a, cookie: '', sessionToken: '' }, 10), 401);
    expectErrorAnswer(await post(buildPath(endpoints.userClosePayment), null, { bonus: 0 }), 401);
    expectErrorAnswer(await post(buildPath(endpoints.userRepeatOrder), null, { orderId: bOrder.uid }), 401);
    expectErrorAnswer(
      await post(buildPath(endpoints.userRemoveCard), null, { _id: '7b0d2c58-2f7e-4d55-9c1b-4f2b8a0e6d11' }),
      401,
    );
    expectErrorAnswer(await postUserOrder(app(), { cookie: '' }, orderBody()), 401);
  });
});
