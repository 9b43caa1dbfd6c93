import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { pointsExpireAt } from '../../../src/domain/loyalty';
import { bonusLots } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** A new lot of `points` earned at `now` (welcome, an order's earnings, spent points given back), expiring as earned points do. */
export async function addLot(tx: Executor, userId: string, entryId: number, points: number, now: Date): Promise<void> {
  await tx
    .insert(bonusLots)
    .values({ userId, entryId, points, remaining: points, earnedAt: now, expiresAt: pointsExpireAt(now) });
}

/** Lowers lots' `remaining` by `points` in all, oldest or newest first. */
export async function takeFromLots(
  tx: Executor,
  userId: string,
  points: number,
  order: 'oldest' | 'newest',
  firstLot?: number,
) {
  const lots = await tx
    .select({ id: bonusLots.id, remaining: bonusLots.remaining })
    .from(bonusLots)
    .where(and(eq(bonusLots.userId, userId), gt(bonusLots.remaining, 0)))
    .orderBy(
      ...(order === 'oldest'
        ? [asc(bonusLots.earnedAt), asc(bonusLots.id)]
        : [desc(bonusLots.earnedAt), desc(bonusLots.id)]),
    );
  if (firstLot !== undefined) lots.sort((a, b) => Number(b.id === firstLot) - Number(a.id === firstLot));
  let left = points;
  for (const lot of lots) {
    if (left === 0) break;
    const take = Math.min(left, lot.remaining);
    await tx
      .update(bonusLots)
      .set({ remaining: sql`${bonusLots.remaining} - ${take}` })
      .where(eq(bonusLots.id, lot.id));
    left -= take;
  }
  if (left > 0) throw new Error(`the lots of ${userId} hold ${points - left} points, ${points} were taken`);
}
