import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentAnswer } from '../../../src/domain/contract/checkout';
import { bonusLedger, deliverySlotLoad, orders, orderTransactions, staffAudit } from '../../db/schema';
import { createTestUser, type TestUser } from '../../testing/accounts';
import { createTestApp, FIXED_NOW, json, type TestApp } from '../../testing/index';
import { orderBody, orderDatabaseKinds, postOrder, postUserOrder, recordingLog } from '../../testing/orders';
import { readBalance } from '../bonuses/ledger';
import { DomainError } from '../errors';
import type { Actor } from './actor';
import { cancelOrder } from './cancel';
import { recordCash } from './cash';
import { listStaffOrders } from './list';
import { moveStage } from './move-stage';
import type { LifecycleService } from './service';

vi.setConfig({ testTimeout: 30_000 });

const kassa: Actor = { id: 'staff-kassa', name: 'Касса', role: 'staff', shopIds: ['nemiga'] };
const otherShop: Actor = { id: 'staff-other', name: 'Другая', role: 'staff', shopIds: ['surganova'] };
const manager: Actor = { id: 'staff-manager', name: 'Управляющая', role: 'manager', shopIds: ['nemiga'] };
const later = (minutes: number) => new Date(FIXED_NOW.getTime() + minutes * 60_000);

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe.each(orderDatabaseKinds())('the order lifecycle on %s', (kind) => {
  let testApp: TestApp;
  let service: LifecycleService;
  beforeAll(async () => {
    testApp = await createTestApp({ kind });
    service = { db: testApp.database.db, gateway: undefined, log: recordingLog().log };
  }, 60_000);
  afterAll(() => testApp?.close());

  const db = () => testApp.database.db;
  const placeOnReceipt = async (user?: TestUser, overrides: Record<string, unknown> = {}) => {
    const response = user
      ? await postUserOrder(testApp.app, user, { ...orderBody(overrides), bonus: 0 })
      : await postOrder(testApp.app, orderBody(overrides));
    expect(response.statusCode, response.body).toBe(200);
    return PaymentAnswer.parse(json(response)).orderId;
  };
  const stored = async (uid: string) => (await db().select().from(orders).where(eq(orders.uid, uid)))[0];

  it('earns no points for an on-receipt order until staff take the money, then once however often they press', async () => {
    const user = await createTestUser(db());
    const before = await readBalance(db(), user.id);
    const uid = await placeOnReceipt(user);
    expect(await readBalance(db(), user.id)).toEqual(before);

    const [first, second] = await Promise.all([
      recordCash(service, kassa, uid, 'cash', FIXED_NOW),
      recordCash(service, kassa, uid, 'terminal', FIXED_NOW),
    ]);
    expect(first.payment).toBe('paid');
    expect(second.payment).toBe('paid');
    const cash = await db().select().from(orderTransactions).where(eq(orderTransactions.orderUid, uid));
    expect(cash).toHaveLength(1);
    expect(cash[0]).toMatchObject({ type: 'cash', staffId: kassa.id, amountKopecks: 2990 });
    const earned = await db()
      .select()
      .from(bonusLedger)
      .where(and(eq(bonusLedger.orderUid, uid), eq(bonusLedger.kind, 'earn')));
    expect(earned).toHaveLength(1);
    expect((await readBalance(db(), user.id)).available).toBe(before.available + (earned[0]?.points ?? 0));
  });

  it('gives one move and one 409 carrying the order when two tablets press at once', async () => {
    const uid = await placeOnReceipt();
    const results = await Promise.allSettled([
      moveStage(service, kassa, uid, { from: 'accepted', to: 'baking' }, FIXED_NOW),
      moveStage(service, kassa, uid, { from: 'accepted', to: 'baking' }, FIXED_NOW),
    ]);
    const moved = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(moved).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(DomainError);
    expect((refused[0] as DomainError).kind).toBe('conflict');
    expect((refused[0] as DomainError).details.answer?.order).toMatchObject({ uid, stage: 'baking' });
    expect(await db().select().from(staffAudit).where(eq(staffAudit.orderUid, uid))).toHaveLength(1);
  });

  it('moves only to the next stage, hands over only what is paid, and undoes a move for two minutes', async () => {
    const uid = await placeOnReceipt();
    expect((await refusal(moveStage(service, kassa, uid, { from: 'accepted', to: 'ready' }, FIXED_NOW))).kind).toBe(
      'conflict',
    );
    await moveStage(service, kassa, uid, { from: 'accepted', to: 'baking' }, FIXED_NOW);
    const ready = await moveStage(service, kassa, uid, { from: 'baking', to: 'ready' }, later(1));
    expect(ready.undo).toMatchObject({ to: 'baking' });
    const unpaid = await refusal(moveStage(service, kassa, uid, { from: 'ready', to: 'handed_over' }, later(2)));
    expect(unpaid.message).toMatch(/примите оплату/);
    const undone = await moveStage(service, kassa, uid, { from: 'ready', to: 'baking' }, later(2));
    expect(undone).toMatchObject({ stage: 'baking', undo: null });
    await moveStage(service, kassa, uid, { from: 'baking', to: 'ready' }, later(3));
    // Past the two minutes a step back is refused.
    expect((await refusal(moveStage(service, kassa, uid, { from: 'ready', to: 'baking' }, later(6)))).kind).toBe(
      'conflict',
    );
    await recordCash(service, kassa, uid, 'cash', later(6));
    expect(await moveStage(service, kassa, uid, { from: 'ready', to: 'handed_over' }, later(7))).toMatchObject({
      stage: 'handed_over',
      payment: 'paid',
    });
  });

  it('answers 404 to staff of another shop, for the order and for the shop’s list', async () => {
    const uid = await placeOnReceipt();
    expect(
      (await refusal(moveStage(service, otherShop, uid, { from: 'accepted', to: 'baking' }, FIXED_NOW))).kind,
    ).toBe('not_found');
    expect((await refusal(recordCash(service, otherShop, uid, 'cash', FIXED_NOW))).kind).toBe('not_found');
    expect((await refusal(listStaffOrders(db(), otherShop, { shop: 'nemiga' }, FIXED_NOW))).kind).toBe('not_found');
    expect((await stored(uid))?.stage).toBe('accepted');
  });

  it('numbers every change of a shop’s orders, and lists only what changed after a number', async () => {
    const start = await listStaffOrders(db(), kassa, { shop: 'nemiga' }, FIXED_NOW);
    const uid = await placeOnReceipt();
    const afterPlace = await listStaffOrders(db(), kassa, { shop: 'nemiga', since: start.seq }, FIXED_NOW);
    expect(afterPlace.seq).toBe(start.seq + 1);
    expect(afterPlace.orders.map((order) => order.uid)).toEqual([uid]);
    await moveStage(service, kassa, uid, { from: 'accepted', to: 'baking' }, FIXED_NOW);
    const afterMove = await listStaffOrders(db(), kassa, { shop: 'nemiga', since: afterPlace.seq }, FIXED_NOW);
    expect(afterMove).toMatchObject({
      seq: afterPlace.seq + 1,
      orders: [{ uid, stage: 'baking', seq: afterPlace.seq + 1 }],
    });
    expect((await listStaffOrders(db(), kassa, { shop: 'nemiga', since: afterMove.seq }, FIXED_NOW)).orders).toEqual(
      [],
    );
    const whole = await listStaffOrders(db(), kassa, { shop: 'nemiga' }, FIXED_NOW);
    expect(whole.orders.some((order) => order.uid === uid)).toBe(true);
  });

  it('lets staff cancel only a new order, managers any order before handover: slot back, cash handed back, points back', async () => {
    const user = await createTestUser(db());
    const uid = await placeOnReceipt(user);
    const slotTaken = async () => {
      const order = await stored(uid);
      const [load] = await db()
        .select()
        .from(deliverySlotLoad)
        .where(
          and(eq(deliverySlotLoad.placeId, 'nemiga'), eq(deliverySlotLoad.startsAt, order?.slotFrom ?? FIXED_NOW)),
        );
      return load?.taken ?? 0;
    };
    await recordCash(service, kassa, uid, 'cash', FIXED_NOW);
    const withCash = await readBalance(db(), user.id);
    await moveStage(service, kassa, uid, { from: 'accepted', to: 'baking' }, FIXED_NOW);
    const forbidden = await refusal(cancelOrder(service, kassa, uid, 'Покупатель передумал', FIXED_NOW));
    expect(forbidden.kind).toBe('forbidden');

    const taken = await slotTaken();
    const cancelled = await cancelOrder(service, manager, uid, 'Покупатель передумал', later(1));
    expect(cancelled).toMatchObject({ stage: 'cancelled', cancelReason: 'Покупатель передумал', payment: 'refunded' });
    expect(cancelled.transactions.map((row) => `${row.type}:${row.method}:${row.status}`)).toEqual([
      'cash:cash:succeeded',
      'refund:cash:succeeded',
    ]);
    expect(await slotTaken()).toBe(taken - 1);
    // The points the cash earned go back with it.
    expect((await readBalance(db(), user.id)).available).toBeLessThan(withCash.available);
    // A second cancel changes nothing.
    expect((await refusal(cancelOrder(service, manager, uid, 'ещё раз', later(2)))).kind).toBe('conflict');
    expect(await slotTaken()).toBe(taken - 1);
  });
});
