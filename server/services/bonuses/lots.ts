import { pointsExpireAt } from '../../../src/domain/loyalty';
import type { Executor } from '../../db/transaction';
import { createBonusLedgerRepository } from '../../repositories/bonus-ledger';

/** A new lot of `points` earned at `now` (welcome, an order's earnings, spent points given back), expiring as earned points do. */
export async function addLot(tx: Executor, userId: string, entryId: number, points: number, now: Date): Promise<void> {
  await createBonusLedgerRepository(tx).insertLot({
    userId,
    entryId,
    points,
    remaining: points,
    earnedAt: now,
    expiresAt: pointsExpireAt(now),
  });
}

/** Lowers lots' `remaining` by `points` in all, oldest or newest first. */
export async function takeFromLots(
  tx: Executor,
  userId: string,
  points: number,
  order: 'oldest' | 'newest',
  firstLot?: number,
) {
  const ledger = createBonusLedgerRepository(tx);
  const lots = await ledger.lotsWithPoints(userId, order);
  if (firstLot !== undefined) lots.sort((a, b) => Number(b.id === firstLot) - Number(a.id === firstLot));
  let left = points;
  for (const lot of lots) {
    if (left === 0) break;
    const take = Math.min(left, lot.remaining);
    await ledger.takeFromLot(lot.id, take);
    left -= take;
  }
  if (left > 0) throw new Error(`the lots of ${userId} hold ${points - left} points, ${points} were taken`);
}
