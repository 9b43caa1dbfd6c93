import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deliverySlotLoad, idempotencyKeys, paymentTransactions } from '../../db/schema';
import { createOrdersRepository, type OrderRow } from '../../repositories/orders';
import { createTestDatabase, FIXED_NOW, type TestDatabase } from '../../testing/index';
import {
  gatewayTransaction,
  insertAwaitingOrder,
  newIdempotencyKey,
  orderDatabaseKinds,
  recordingLog,
  setSlotCapacity,
} from '../../testing/orders';
import { type SettlementEvent, settlePayment } from './settle';

// Each test places orders over HTTP and a database; on a busy shared machine one can pass 5 s.
vi.setConfig({ testTimeout: 30_000 });

const LATER = new Date(FIXED_NOW.getTime() + 5 * 60_000);

describe.each(orderDatabaseKinds())('settlePayment on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ kind });
  }, 60_000);
  afterAll(() => database?.close());

  const db = () => database.db;
  const quiet = () => ({ now: LATER, log: recordingLog().log });
  const settle = (event: SettlementEvent) => settlePayment(db(), event, quiet());
  const reread = async (order: OrderRow) => {
    const row = await createOrdersRepository(db()).find(order.uid);
    if (!row) throw new Error('order gone');
    return row;
  };
  const taken = async (order: OrderRow) => {
    const [row] = await db()
      .select({ taken: deliverySlotLoad.taken })
      .from(deliverySlotLoad)
      .where(
        and(
          eq(deliverySlotLoad.deliveryMethod, order.deliveryMethod),
          eq(deliverySlotLoad.placeId, order.placeId),
          eq(deliverySlotLoad.startsAt, order.slotFrom),
        ),
      );
    return row?.taken ?? 0;
  };
  const transactionsOf = (order: OrderRow) =>
    db().select().from(paymentTransactions).where(eq(paymentTransactions.orderUid, order.uid));

  it('marks the order paid on a successful transaction of its amount, once', async () => {
    const order = await insertAwaitingOrder(db());
    const transaction = gatewayTransaction(order);
    expect(await settle({ kind: 'transaction', transaction, source: 'webhook', testMode: true })).toEqual({
      outcome: 'applied',
      status: 'paid',
    });
    const paid = await reread(order);
    expect(paid).toMatchObject({ status: 'paid', stage: 'accepted', slotClaimed: true });
    expect(paid.settledAt?.toISOString()).toBe(LATER.toISOString());
    // The same notification again is a no-op.
    expect(await settle({ kind: 'transaction', transaction, source: 'reconciler', testMode: true })).toEqual({
      outcome: 'duplicate',
      status: 'paid',
    });
    expect(await transactionsOf(order)).toHaveLength(1);
  });

  it('settles five concurrent copies of one notification once', async () => {
    const order = await insertAwaitingOrder(db(), { date: '2026-11-24' });
    const transaction = gatewayTransaction(order);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => settle({ kind: 'transaction', transaction, source: 'webhook', testMode: true })),
    );
    expect(results.filter((result) => result.outcome === 'applied')).toHaveLength(1);
    expect(results.filter((result) => result.outcome === 'duplicate')).toHaveLength(4);
    expect((await reread(order)).status).toBe('paid');
    expect(await transactionsOf(order)).toHaveLength(1);
  });

  it('never pays an order twice or loses money when a success and a failure race', async () => {
    for (let round = 0; round < 6; round += 1) {
      const order = await insertAwaitingOrder(db(), { point: 'malinovka', date: '2026-11-25' });
      const success = gatewayTransaction(order);
      const failure = gatewayTransaction(order, { status: 'failed', message: 'Declined' });
      const events: SettlementEvent[] = [
        { kind: 'transaction', transaction: success, source: 'webhook', testMode: true },
        { kind: 'transaction', transaction: failure, source: 'status', testMode: true },
      ];
      if (round % 2) events.reverse();
      await Promise.all(events.map((event) => settle(event)));
      const settled = await reread(order);
      // Whichever came first, the money is never ignored: paid, or in review when the failure won.
      expect(['paid', 'review']).toContain(settled.status);
      if (settled.status === 'paid') {
        expect(settled.slotClaimed).toBe(true);
      } else {
        expect(settled.slotClaimed).toBe(false);
        expect(settled.statusReason).toContain('после того, как заказ был отклонён');
      }
      expect(await transactionsOf(order)).toHaveLength(2);
    }
  });

  it('changes nothing but logs a failure reported after the order was paid', async () => {
    const order = await insertAwaitingOrder(db());
    await settle({ kind: 'transaction', transaction: gatewayTransaction(order), source: 'webhook', testMode: true });
    const { log, lines } = recordingLog();
    const late = gatewayTransaction(order, { status: 'failed' });
    const result = await settlePayment(
      db(),
      { kind: 'transaction', transaction: late, source: 'reconciler', testMode: true },
      { now: LATER, log },
    );
    expect(result).toEqual({ outcome: 'unchanged', status: 'paid' });
    expect(await reread(order)).toMatchObject({ status: 'paid', stage: 'accepted', slotClaimed: true });
    expect(lines).toContainEqual({
      level: 'warn',
      message: 'a failure reported after the order was paid changes nothing',
    });
    const expired = await settle({ kind: 'expired', orderUid: order.uid, source: 'reconciler', reason: 'late' });
    expect(expired).toEqual({ outcome: 'unchanged', status: 'paid' });
  });

  it.each([
    ['a smaller amount', { amount: 100 }, 'об оплате 100 (BYN, в минимальных единицах), а заказ на 2990 (BYN)'],
    ['a larger amount', { amount: 2991 }, 'об оплате 2991 (BYN'],
    ['another currency', { currency: 'USD' }, 'об оплате 2990 (USD'],
  ])('puts the order in review, never paid, on %s', async (_name, overrides, reason) => {
    const order = await insertAwaitingOrder(db(), { date: '2026-11-26' });
    const result = await settle({
      kind: 'transaction',
      transaction: gatewayTransaction(order, overrides),
      source: 'webhook',
      testMode: true,
    });
    expect(result).toEqual({ outcome: 'applied', status: 'review' });
    const reviewed = await reread(order);
    expect(reviewed.status).toBe('review');
    expect(reviewed.stage).toBeNull();
    expect(reviewed.statusReason).toContain(reason);
    // A correct notification afterwards does not pay it either: people look at it first.
    const correct = await settle({
      kind: 'transaction',
      transaction: gatewayTransaction(order),
      source: 'webhook',
      testMode: true,
    });
    expect(correct.status).toBe('review');
  });

  it('gives the slot back once when a payment is declined or expires', async () => {
    await setSlotCapacity(db(), 1);
    try {
      const declined = await insertAwaitingOrder(db(), { point: 'pritytskogo', date: '2026-11-27' });
      expect(await taken(declined)).toBe(1);
      await settle({
        kind: 'transaction',
        transaction: gatewayTransaction(declined, { status: 'failed', message: 'Insufficient funds' }),
        source: 'webhook',
        testMode: true,
      });
      expect(await reread(declined)).toMatchObject({
        status: 'declined',
        slotClaimed: false,
        statusReason: 'Insufficient funds',
      });
      expect(await taken(declined)).toBe(0);
      // The freed slot is the earliest again: the next order gets the very same one.
      const next = await insertAwaitingOrder(db(), { point: 'pritytskogo', date: '2026-11-27' });
      expect(next.slotFrom.toISOString()).toBe(declined.slotFrom.toISOString());
      expect(await taken(next)).toBe(1);
      // Later events about the declined order release nothing more: the newcomer keeps its place.
      await settle({
        kind: 'expired',
        orderUid: declined.uid,
        source: 'reconciler',
        reason: 'Время на оплату истекло',
      });
      await settle({
        kind: 'transaction',
        transaction: gatewayTransaction(declined, { status: 'failed' }),
        source: 'status',
        testMode: true,
      });
      expect(await taken(next)).toBe(1);

      const expiring = await insertAwaitingOrder(db(), { point: 'pritytskogo', date: '2026-11-28' });
      expect(
        await settle({ kind: 'expired', orderUid: expiring.uid, source: 'reconciler', reason: 'Время истекло' }),
      ).toEqual({ outcome: 'applied', status: 'expired' });
      expect(await taken(expiring)).toBe(0);
    } finally {
      await setSlotCapacity(db(), 4);
    }
  });

  it('frees the idempotency key of an order whose checkout never opened', async () => {
    const order = await insertAwaitingOrder(db());
    const before = await taken(order);
    const key = newIdempotencyKey();
    await db().insert(idempotencyKeys).values({ key, requestHash: 'h', orderUid: order.uid, createdAt: FIXED_NOW });
    expect(
      await settle({ kind: 'abandoned', orderUid: order.uid, source: 'checkout', reason: 'gateway down' }),
    ).toEqual({ outcome: 'applied', status: 'expired' });
    expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
    expect(await taken(order)).toBe(before - 1);
  });

  it('never marks an order paid on a refund: it records nothing that reads as money in', async () => {
    const order = await insertAwaitingOrder(db(), { date: '2026-11-29' });
    const refund = gatewayTransaction(order, { type: 'refund', message: 'Successfully refunded' });
    expect(await settle({ kind: 'transaction', transaction: refund, source: 'webhook', testMode: true })).toEqual({
      outcome: 'refund',
      status: 'awaiting_payment',
    });
    expect(await reread(order)).toMatchObject({ status: 'awaiting_payment', stage: null, slotClaimed: true });
    expect(await transactionsOf(order)).toEqual([]);
    // Nor another type: an authorization holds money, it does not take it.
    const authorization = gatewayTransaction(order, { type: 'authorization' });
    expect(
      await settle({ kind: 'transaction', transaction: authorization, source: 'webhook', testMode: true }),
    ).toEqual({ outcome: 'not_a_payment', status: 'awaiting_payment' });
    // The payment itself still pays it.
    const payment = gatewayTransaction(order);
    expect(await settle({ kind: 'transaction', transaction: payment, source: 'webhook', testMode: true })).toEqual({
      outcome: 'applied',
      status: 'paid',
    });
    // A refund after the payment leaves the order as it is, for the order lifecycle to record.
    const later = gatewayTransaction(order, { type: 'refund' });
    expect(await settle({ kind: 'transaction', transaction: later, source: 'webhook', testMode: true })).toEqual({
      outcome: 'refund',
      status: 'paid',
    });
    expect(await transactionsOf(order)).toMatchObject([{ gatewayUid: payment.uid, outcome: 'paid' }]);
  });

  it.each([
    ['a test payment on a live gateway', true, false],
    ['a live payment on a gateway in test mode', false, true],
  ])('never settles %s', async (_case, test, testMode) => {
    const order = await insertAwaitingOrder(db(), { date: '2026-11-30' });
    const { log, lines } = recordingLog();
    for (const status of ['successful', 'failed'] as const) {
      const transaction = gatewayTransaction(order, { test, status });
      expect(
        await settlePayment(
          db(),
          { kind: 'transaction', transaction, source: 'webhook', testMode },
          { now: LATER, log },
        ),
      ).toEqual({ outcome: 'not_a_payment', status: 'awaiting_payment' });
    }
    expect(await reread(order)).toMatchObject({ status: 'awaiting_payment', slotClaimed: true });
    expect(await transactionsOf(order)).toEqual([]);
    expect(lines).toContainEqual({ level: 'error', message: 'a transaction that is no payment of this mode ignored' });
  });

  it('waits on an incomplete transaction (3-D Secure) and ignores unknown orders', async () => {
    const order = await insertAwaitingOrder(db());
    const pending = await settle({
      kind: 'transaction',
      transaction: gatewayTransaction(order, { status: 'incomplete' }),
      source: 'status',
      testMode: true,
    });
    expect(pending).toEqual({ outcome: 'pending', status: 'awaiting_payment' });
    expect(await transactionsOf(order)).toHaveLength(0);
    const stranger = gatewayTransaction({ uid: 'no-such-order', totalKopecks: 100 });
    expect(await settle({ kind: 'transaction', transaction: stranger, source: 'webhook', testMode: true })).toEqual({
      outcome: 'unknown_order',
      status: null,
    });
  });
});
