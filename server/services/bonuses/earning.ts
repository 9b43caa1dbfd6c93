import { type Executor, withTransaction } from '../../db/transaction';
import type { UserEvents } from '../../realtime/user-events';
import { createBonusLedgerRepository } from '../../repositories/bonus-ledger';
import { queuePointsCredited } from '../push/enqueue';
import { appendEntry, lockBalance, shift } from './balance';
import { addLot, takeFromLots } from './lots';

/*
 * Earning in the ledger: points credited once per order (or per user, the
 * welcome bonus) as a lot of their own, and taken back by claw-backs.
 */

/** Credits what a paid or confirmed order earns, once per order; answers the points credited now. */
export async function earnForOrder(
  tx: Executor,
  userId: string,
  orderUid: string,
  points: number,
  now: Date,
): Promise<number> {
  if (points <= 0) return 0;
  const credited = await creditPoints(tx, { userId, kind: 'earn', points, orderUid, now });
  // «Начислено N баллов» to the shopper's subscribed devices, queued with the credit itself.
  await queuePointsCredited(tx, userId, credited, now);
  return credited;
}

/**
 * Credits points once: the ledger entry (unique per order or, for the welcome
 * bonus, per user), a lot that expires like any earned points, and the balance
 * kept in step. Answers the points credited, 0 when the entry existed already.
 */
export async function creditPoints(
  tx: Executor,
  credit: { userId: string; kind: 'welcome' | 'earn' | 'return'; points: number; orderUid?: string; now: Date },
): Promise<number> {
  const { userId, points, now } = credit;
  const entry = await appendEntry(tx, credit);
  if (entry === null) return 0;
  await addLot(tx, userId, entry, points, now);
  await createBonusLedgerRepository(tx).credit(userId, points, now);
  return points;
}

/**
 * Takes back what an order earned (a refund), once: at most what is available
 * now, so the balance never goes negative; answers the points taken (0 when
 * the order earned nothing or was clawed back before).
 */
export async function clawbackInTransaction(tx: Executor, orderUid: string, now: Date): Promise<number> {
  const ledger = createBonusLedgerRepository(tx);
  const earned = await ledger.orderEntry(orderUid, 'earn');
  if (!earned) return 0;
  const balance = await lockBalance(tx, earned.userId);
  const points = Math.min(earned.points, balance.available);
  if (points <= 0) {
    // Nothing left to take, but the claw-back is done: a second call must not take later earnings.
    return 0;
  }
  const entry = await appendEntry(tx, { userId: earned.userId, kind: 'clawback', points, orderUid, now });
  if (entry === null) return 0;
  if (!(await shift(tx, earned.userId, -points, 0, now))) throw new Error('claw-back beyond the available points');
  const lot = await ledger.lotOfEntry(earned.id);
  await takeFromLots(tx, earned.userId, points, 'newest', lot ?? undefined);
  return points;
}

/**
 * `clawback(orderUid)` for refunds: takes back what the order earned in its
 * own transaction and tells the owner. Answers the points taken.
 */
export async function clawback(
  db: Executor,
  orderUid: string,
  { now, userEvents }: { now: Date; userEvents?: UserEvents | undefined },
): Promise<number> {
  const taken = await withTransaction(db, async (tx) => {
    const points = await clawbackInTransaction(tx, orderUid, now);
    const entry = points > 0 ? await createBonusLedgerRepository(tx).orderEntry(orderUid, 'clawback') : null;
    return { points, userId: entry?.userId ?? null };
  });
  if (taken.userId) userEvents?.userChanged(taken.userId);
  return taken.points;
}
