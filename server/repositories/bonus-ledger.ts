import { and, asc, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import { type BonusEntryKind, bonusAccounts, bonusLedger, bonusLots, orders } from '../db/schema';
import type { Executor } from '../db/transaction';

export type { BonusEntryKind };
export type NewBonusEntry = typeof bonusLedger.$inferInsert;
export type BonusLotRow = typeof bonusLots.$inferSelect;
export type NewBonusLot = typeof bonusLots.$inferInsert;

export interface BonusBalanceRow {
  available: number;
  held: number;
}

/** One movement as a user's history shows it, with the number of the order it belongs to. */
export interface BonusMovementRow {
  kind: BonusEntryKind;
  points: number;
  createdAt: Date;
  orderNumber: number | null;
}

/**
 * The bonus points of users (issue 14): the append-only ledger, the balance
 * kept in step with it (`bonus_accounts`) and the lots points expire by.
 * Queries only, each run on the executor given, so money and points move in
 * the caller's transaction; what the moves mean is `server/services/bonuses/`.
 */
export function createBonusLedgerRepository(db: Executor) {
  return {
    /** Appends one entry; null when an equal one (same order or hold and kind) exists already. */
    async appendEntry(entry: NewBonusEntry): Promise<number | null> {
      const [row] = await db.insert(bonusLedger).values(entry).onConflictDoNothing().returning({ id: bonusLedger.id });
      return row?.id ?? null;
    },

    /** The order's entry of a kind (the first, for a kind an order may have several of). */
    async orderEntry(
      orderUid: string,
      kind: BonusEntryKind,
    ): Promise<{ id: number; userId: string; points: number } | null> {
      const [row] = await db
        .select({ id: bonusLedger.id, userId: bonusLedger.userId, points: bonusLedger.points })
        .from(bonusLedger)
        .where(and(eq(bonusLedger.orderUid, orderUid), eq(bonusLedger.kind, kind)));
      return row ?? null;
    },

    /** The points of the order's entries of a kind, summed, and whose they are (null when there are none). */
    async orderEntriesSum(orderUid: string, kind: BonusEntryKind): Promise<{ points: number; userId: string | null }> {
      const [row] = await db
        .select({
          points: sql<string>`coalesce(sum(${bonusLedger.points}), 0)`,
          userId: sql<string | null>`min(${bonusLedger.userId})`,
        })
        .from(bonusLedger)
        .where(and(eq(bonusLedger.orderUid, orderUid), eq(bonusLedger.kind, kind)));
      return { points: Number(row?.points ?? 0), userId: row?.userId ?? null };
    },

    /** The user's latest entries of these kinds, newest first. */
    async movements(userId: string, kinds: readonly BonusEntryKind[], limit: number): Promise<BonusMovementRow[]> {
      return db
        .select({
          kind: bonusLedger.kind,
          points: bonusLedger.points,
          createdAt: bonusLedger.createdAt,
          orderNumber: orders.number,
        })
        .from(bonusLedger)
        .leftJoin(orders, eq(orders.uid, bonusLedger.orderUid))
        .where(and(eq(bonusLedger.userId, userId), inArray(bonusLedger.kind, [...kinds])))
        .orderBy(desc(bonusLedger.createdAt), desc(bonusLedger.id))
        .limit(limit);
    },

    /** The balance, with the account row locked until the transaction ends; null when the user has no account. */
    async lockBalance(userId: string): Promise<BonusBalanceRow | null> {
      const [row] = await db
        .select({ available: bonusAccounts.available, held: bonusAccounts.held })
        .from(bonusAccounts)
        .where(eq(bonusAccounts.userId, userId))
        .for('update');
      return row ?? null;
    },

    async readBalance(userId: string): Promise<BonusBalanceRow | null> {
      const [row] = await db
        .select({ available: bonusAccounts.available, held: bonusAccounts.held })
        .from(bonusAccounts)
        .where(eq(bonusAccounts.userId, userId));
      return row ?? null;
    },

    /**
     * Adds the deltas to `available` and `held` in one conditional update
     * that refuses to take either below zero; false when it refused.
     */
    async shift(userId: string, availableDelta: number, heldDelta: number, now: Date): Promise<boolean> {
      const conditions = [eq(bonusAccounts.userId, userId)];
      if (availableDelta < 0) conditions.push(gte(bonusAccounts.available, -availableDelta));
      if (heldDelta < 0) conditions.push(gte(bonusAccounts.held, -heldDelta));
      const updated = await db
        .update(bonusAccounts)
        .set({
          available: sql`${bonusAccounts.available} + ${availableDelta}`,
          held: sql`${bonusAccounts.held} + ${heldDelta}`,
          updatedAt: now,
        })
        .where(and(...conditions))
        .returning({ userId: bonusAccounts.userId });
      return updated.length > 0;
    },

    /** Adds points to `available`, opening the user's account on its first points. */
    async credit(userId: string, points: number, now: Date): Promise<void> {
      await db
        .insert(bonusAccounts)
        .values({ userId, available: points, held: 0, updatedAt: now })
        .onConflictDoUpdate({
          target: bonusAccounts.userId,
          set: { available: sql`${bonusAccounts.available} + ${points}`, updatedAt: now },
        });
    },

    async insertLot(lot: NewBonusLot): Promise<void> {
      await db.insert(bonusLots).values(lot);
    },

    /** The user's lots with points left, oldest or newest earned first. */
    async lotsWithPoints(userId: string, order: 'oldest' | 'newest'): Promise<BonusLotRow[]> {
      return db
        .select()
        .from(bonusLots)
        .where(and(eq(bonusLots.userId, userId), gt(bonusLots.remaining, 0)))
        .orderBy(
          ...(order === 'oldest'
            ? [asc(bonusLots.earnedAt), asc(bonusLots.id)]
            : [desc(bonusLots.earnedAt), desc(bonusLots.id)]),
        );
    },

    /** Lowers one lot's `remaining` by `points` (the CHECK refuses going below zero). */
    async takeFromLot(lotId: number, points: number): Promise<void> {
      await db
        .update(bonusLots)
        .set({ remaining: sql`${bonusLots.remaining} - ${points}` })
        .where(eq(bonusLots.id, lotId));
    },

    /** Empties a lot, only while it still has the `remaining` it was read with. */
    async emptyLot(lotId: number, remaining: number): Promise<void> {
      await db
        .update(bonusLots)
        .set({ remaining: 0 })
        .where(and(eq(bonusLots.id, lotId), eq(bonusLots.remaining, remaining)));
    },

    /** The id of the lot an entry (welcome, earn, return) created. */
    async lotOfEntry(entryId: number): Promise<number | null> {
      const [lot] = await db.select({ id: bonusLots.id }).from(bonusLots).where(eq(bonusLots.entryId, entryId));
      return lot?.id ?? null;
    },

    /** Users with points in lots past their date at `now`, at most `limit` of them. */
    async usersWithDueLots(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: bonusLots.userId })
        .from(bonusLots)
        .where(and(gt(bonusLots.remaining, 0), lte(bonusLots.expiresAt, now)))
        .limit(limit);
      return rows.map((row) => row.userId);
    },

    /** The user's lot with points left that expires next after `now`. */
    async nextExpiringLot(userId: string, now: Date): Promise<{ remaining: number; expiresAt: Date } | null> {
      const [lot] = await db
        .select({ remaining: bonusLots.remaining, expiresAt: bonusLots.expiresAt })
        .from(bonusLots)
        .where(and(eq(bonusLots.userId, userId), gt(bonusLots.remaining, 0), gt(bonusLots.expiresAt, now)))
        .orderBy(asc(bonusLots.expiresAt), asc(bonusLots.id))
        .limit(1);
      return lot ?? null;
    },
  };
}

export type BonusLedgerRepository = ReturnType<typeof createBonusLedgerRepository>;
