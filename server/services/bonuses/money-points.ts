import { clawbackTarget } from '../../../src/domain/lifecycle';
import { earnedPoints } from '../../../src/domain/loyalty';
import type { Executor } from '../../db/transaction';
import { createBonusLedgerRepository } from '../../repositories/bonus-ledger';
import type { OrderRow } from '../../repositories/orders';
import { appendEntry, lockBalance, shift } from './balance';
import { creditPoints, earnForOrder } from './earning';
import { takeFromLots } from './lots';
import { paidGoods } from './order-points';

/*
 * Points follow the order's money (issue 26): earned when the first money
 * comes in (a card payment, cash at the counter), clawed back in proportion
 * to refunds, and the points an order spent given back when staff cancel it.
 * Each runs inside the transaction that moves the money.
 */

type PointsOrder = Pick<OrderRow, 'uid' | 'userId' | 'sumKopecks' | 'discountKopecks' | 'bonusKopecks'>;

/** Earns what the order earns, once (a second money-in earns nothing); answers the points credited now. */
export async function earnOnMoneyIn(tx: Executor, order: PointsOrder, now: Date): Promise<number> {
  if (!order.userId) return 0;
  return earnForOrder(tx, order.userId, order.uid, earnedPoints(paidGoods(order)), now);
}

async function orderEntries(tx: Executor, orderUid: string, kind: 'earn' | 'clawback' | 'spend') {
  return createBonusLedgerRepository(tx).orderEntriesSum(orderUid, kind);
}

/**
 * After `refunded` of `paidIn` went back: takes back the earned points in the
 * same proportion, less what earlier refunds took, at most what is available
 * now (never below zero). The entry is written even when it takes nothing
 * (`ref` names the refund), so a replay of the same refund takes nothing more.
 */
export async function clawBackForRefund(
  tx: Executor,
  order: Pick<OrderRow, 'uid' | 'userId'>,
  { ref, refunded, paidIn, now }: { ref: string; refunded: number; paidIn: number; now: Date },
): Promise<number> {
  if (!order.userId) return 0;
  const earned = await orderEntries(tx, order.uid, 'earn');
  const taken = await orderEntries(tx, order.uid, 'clawback');
  const balance = await lockBalance(tx, order.userId);
  const wanted = Math.max(0, clawbackTarget(earned.points, refunded, paidIn) - taken.points);
  const points = Math.min(wanted, balance.available);
  const entry = await appendEntry(tx, {
    userId: order.userId,
    kind: 'clawback',
    points,
    orderUid: order.uid,
    ref,
    now,
  });
  if (entry === null || points === 0) return 0;
  if (!(await shift(tx, order.userId, -points, 0, now))) throw new Error('claw-back beyond the available points');
  const ledger = createBonusLedgerRepository(tx);
  const earnEntry = await ledger.orderEntry(order.uid, 'earn');
  const lot = earnEntry ? await ledger.lotOfEntry(earnEntry.id) : null;
  await takeFromLots(tx, order.userId, points, 'newest', lot ?? undefined);
  return points;
}

/** Gives back the points a cancelled order spent, once, as a new lot; answers the points returned now. */
export async function returnSpentPoints(
  tx: Executor,
  order: Pick<OrderRow, 'uid' | 'userId'>,
  now: Date,
): Promise<number> {
  if (!order.userId) return 0;
  const spent = await orderEntries(tx, order.uid, 'spend');
  if (spent.points <= 0) return 0;
  await lockBalance(tx, order.userId);
  return creditPoints(tx, { userId: order.userId, kind: 'return', points: spent.points, orderUid: order.uid, now });
}
