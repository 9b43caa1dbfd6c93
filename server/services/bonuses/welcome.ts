import { sql } from 'drizzle-orm';
import { LOYALTY_RULES, pointsExpireAt } from '../../../src/domain/loyalty';
import { bonusAccounts, bonusLedger, bonusLots } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/**
 * The welcome bonus of a new account, inside the sign-up's transaction: one
 * ledger entry (unique per user, so it is never granted twice), its lot
 * (expiring like any earned points) and the balance kept in step.
 */
export async function grantWelcomeBonus(tx: Executor, userId: string, now: Date): Promise<number> {
  const points = LOYALTY_RULES.welcomePoints;
  const [entry] = await tx
    .insert(bonusLedger)
    .values({ userId, kind: 'welcome', points, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: bonusLedger.id });
  if (!entry) return 0;
  await tx
    .insert(bonusLots)
    .values({ userId, entryId: entry.id, points, remaining: points, earnedAt: now, expiresAt: pointsExpireAt(now) });
  await tx
    .insert(bonusAccounts)
    .values({ userId, available: points, held: 0, updatedAt: now })
    .onConflictDoUpdate({
      target: bonusAccounts.userId,
      set: { available: sql`${bonusAccounts.available} + ${points}`, updatedAt: now },
    });
  return points;
}
