import { and, asc, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pointsExpireAt } from '../../../src/domain/loyalty';
import { bonusAccounts, bonusHolds, bonusLedger, bonusLots, orders } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { createRecordingUserEvents } from '../../realtime/user-events';
import { createTestUser } from '../../testing/accounts';
import { createTestDatabase, FIXED_NOW, type TestDatabase } from '../../testing/index';
import { gatewayTransaction, insertAwaitingOrder, orderDatabaseKinds, recordingLog } from '../../testing/orders';
import { settlePayment } from '../orders/settle';
import { expireBonuses } from './expiry';
import { DRAFT_HOLD_MINUTES, holdForOrder, setDraftHold } from './holds';
import { clawback, earnForOrder, releaseHold } from './ledger';

vi.setConfig({ testTimeout: 30_000 });

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(FIXED_NOW.getTime() + days * DAY);

describe.each(orderDatabaseKinds())('the bonus ledger on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ kind });
  }, 60_000);
  afterAll(() => database?.close());

  const db = () => database.db;
  const balance = async (userId: string) => {
    const [row] = await db()
      .select({ available: bonusAccounts.available, held: bonusAccounts.held })
      .from(bonusAccounts)
      .where(eq(bonusAccounts.userId, userId));
    return row;
  };
  const lots = (userId: string) =>
    db()
      .select({ points: bonusLots.points, remaining: bonusLots.remaining })
      .from(bonusLots)
      .where(eq(bonusLots.userId, userId))
      .orderBy(asc(bonusLots.earnedAt), asc(bonusLots.id));
  const expectLotsAddUp = async (userId: string) => {
    const [total] = await db()
      .select({ remaining: sum(bonusLots.remaining) })
      .from(bonusLots)
      .where(eq(bonusLots.userId, userId));
    const account = await balance(userId);
    expect(Number(total?.remaining ?? 0)).toBe((account?.available ?? 0) + (account?.held ?? 0));
  };
  const entries = (userId: string, kindOf: string) =>
    db()
      .select()
      .from(bonusLedger)
      .where(and(eq(bonusLedger.userId, userId), eq(bonusLedger.kind, kindOf as 'earn')));
  /** A user whose 300 welcome points are a year old, plus 200 earned a month later. */
  const userWithTwoLots = async () => {
    const user = await createTestUser(db(), { now: at(-400) });
    const order = await insertAwaitingOrder(db(), { userId: user.id, date: '2026-11-26' });
    await withTransaction(db(), (tx) => earnForOrder(tx, user.id, order.uid, 200, at(-370)));
    return user;
  };

  it('releases a hold once however often, and concurrently, it is released', async () => {
    const user = await createTestUser(db());
    await withTransaction(db(), (tx) => setDraftHold(tx, user.id, 120, FIXED_NOW));
    const [hold] = await db().select().from(bonusHolds).where(eq(bonusHolds.userId, user.id));
    if (!hold) throw new Error('no hold');
    const released = await Promise.all(
      Array.from({ length: 5 }, () => withTransaction(db(), (tx) => releaseHold(tx, hold.id, FIXED_NOW))),
    );
    expect(released.sort((a, b) => b - a)).toEqual([120, 0, 0, 0, 0]);
    expect(await balance(user.id)).toEqual({ available: 300, held: 0 });
    expect(await entries(user.id, 'release')).toHaveLength(1);
    await expectLotsAddUp(user.id);
  });

  it('gives an unused draft hold back once it is past its time, once', async () => {
    const user = await createTestUser(db());
    await withTransaction(db(), (tx) => setDraftHold(tx, user.id, 150, FIXED_NOW));
    const early = new Date(FIXED_NOW.getTime() + (DRAFT_HOLD_MINUTES - 1) * 60_000);
    expect((await expireBonuses(db(), early)).changed).not.toContain(user.id);
    expect(await balance(user.id)).toEqual({ available: 150, held: 150 });
    const late = new Date(FIXED_NOW.getTime() + DRAFT_HOLD_MINUTES * 60_000);
    expect((await expireBonuses(db(), late)).changed).toContain(user.id);
    expect((await expireBonuses(db(), late)).changed).not.toContain(user.id);
    expect(await balance(user.id)).toEqual({ available: 300, held: 0 });
    const [hold] = await db().select().from(bonusHolds).where(eq(bonusHolds.userId, user.id));
    expect(hold?.state).toBe('expired');
  });

  it('expires the oldest lots first, once, and waits for a lot that still carries held points', async () => {
    const user = await userWithTwoLots();
    // 350 of 500 are held by a payment: by the oldest-first rule they are the welcome lot's 300 and 50 more.
    const order = await insertAwaitingOrder(db(), { userId: user.id, date: '2026-11-26' });
    await withTransaction(db(), (tx) =>
      holdForOrder(tx, { userId: user.id, orderUid: order.uid, points: 350, expiresAt: at(1), now: FIXED_NOW }),
    );
    const dueBoth = at(40);
    expect(pointsExpireAt(at(-370)).getTime()).toBeLessThan(dueBoth.getTime());
    // Both lots are due, but both carry held points: nothing expires, nothing goes negative.
    expect((await expireBonuses(db(), dueBoth)).expired).toBe(0);
    expect(await balance(user.id)).toEqual({ available: 150, held: 350 });

    // The payment fails: its points come back, and the next pass expires both lots, oldest first.
    await withTransaction(db(), async (tx) => {
      const [hold] = await tx.select().from(bonusHolds).where(eq(bonusHolds.orderUid, order.uid));
      if (hold) await releaseHold(tx, hold.id, dueBoth);
    });
    const pass = await expireBonuses(db(), dueBoth);
    expect(pass).toEqual({ expired: 500, changed: [user.id] });
    expect(await balance(user.id)).toEqual({ available: 0, held: 0 });
    const expired = await entries(user.id, 'expire');
    expect(expired.map((entry) => entry.points)).toEqual([300, 200]);
    // A repeated pass is a no-op.
    expect(await expireBonuses(db(), dueBoth)).toEqual({ expired: 0, changed: [] });
    await expectLotsAddUp(user.id);
  });

  it('spends held points from the oldest lot, so only the newer lot’s rest expires later', async () => {
    const user = await userWithTwoLots();
    const order = await insertAwaitingOrder(db(), { userId: user.id, date: '2026-11-27' });
    await withTransaction(db(), (tx) =>
      holdForOrder(tx, { userId: user.id, orderUid: order.uid, points: 100, expiresAt: at(1), now: FIXED_NOW }),
    );
    // Only the welcome lot is due (it carries the 100 held): it waits.
    const dueFirst = at(-400 + 366);
    expect((await expireBonuses(db(), dueFirst)).expired).toBe(0);
    // The order is paid: the 100 come off the oldest lot, and its other 200 expire on the next pass.
    await settlePayment(
      db(),
      { kind: 'transaction', transaction: gatewayTransaction(order), source: 'webhook', testMode: true },
      { now: dueFirst, log: recordingLog().log },
    );
    expect((await lots(user.id)).slice(0, 2)).toEqual([
      { points: 300, remaining: 200 },
      { points: 200, remaining: 200 },
    ]);
    expect((await expireBonuses(db(), dueFirst)).expired).toBe(200);
    const [, second, earned] = await lots(user.id);
    expect(second).toEqual({ points: 200, remaining: 200 });
    expect(earned?.remaining).toBe(earned?.points);
    expect((await balance(user.id))?.available).toBe(200 + (earned?.points ?? 0));
    await expectLotsAddUp(user.id);
  });

  it('earns once for a paid order however often the paid webhook comes, and spends its hold once', async () => {
    const user = await createTestUser(db());
    const order = await insertAwaitingOrder(db(), { userId: user.id, totalKopecks: 2990, date: '2026-11-27' });
    await withTransaction(db(), (tx) =>
      holdForOrder(tx, { userId: user.id, orderUid: order.uid, points: 0, expiresAt: at(1), now: FIXED_NOW }),
    );
    const transaction = gatewayTransaction(order);
    const context = { now: FIXED_NOW, log: recordingLog().log };
    const event = { kind: 'transaction' as const, transaction, source: 'webhook' as const, testMode: true };
    // A replay under another gateway uid too: the earn entry is unique per order.
    const replay = { ...event, transaction: { ...transaction, uid: `${transaction.uid}-again` } };
    await Promise.all([settlePayment(db(), event, context), settlePayment(db(), event, context)]);
    await settlePayment(db(), replay, context);
    const earned = await entries(user.id, 'earn');
    expect(earned.map((entry) => entry.points)).toEqual([149]);
    expect(await balance(user.id)).toEqual({ available: 449, held: 0 });
    await expectLotsAddUp(user.id);
  });

  it('claws back what an order earned, once, never below zero available', async () => {
    const user = await createTestUser(db());
    const order = await insertAwaitingOrder(db(), { userId: user.id, date: '2026-11-27' });
    await withTransaction(db(), (tx) => earnForOrder(tx, user.id, order.uid, 150, FIXED_NOW));
    // 400 of the 450 are held by another payment: only 50 can be taken back.
    const other = await insertAwaitingOrder(db(), { userId: user.id, date: '2026-11-27' });
    await withTransaction(db(), (tx) =>
      holdForOrder(tx, { userId: user.id, orderUid: other.uid, points: 400, expiresAt: at(1), now: FIXED_NOW }),
    );
    const told = createRecordingUserEvents();
    expect(await clawback(db(), order.uid, { now: FIXED_NOW, userEvents: told })).toBe(50);
    expect(await clawback(db(), order.uid, { now: FIXED_NOW, userEvents: told })).toBe(0);
    expect(told.changed).toEqual([user.id]);
    expect(await balance(user.id)).toEqual({ available: 0, held: 400 });
    await expectLotsAddUp(user.id);
    const [row] = await db().select({ uid: orders.uid }).from(orders).where(eq(orders.uid, order.uid));
    expect(row).toBeDefined();
  });
});
