import { and, eq, isNull, lte } from 'drizzle-orm';
import { type BonusHoldState, bonusHolds } from '../db/schema';
import type { Executor } from '../db/transaction';

export type HoldRow = typeof bonusHolds.$inferSelect;
export type NewHoldRow = typeof bonusHolds.$inferInsert;
export type { BonusHoldState };

/**
 * Points set aside for a payment (issue 14), part of the bonus ledger: the
 * shopper's draft hold (no order yet) and the holds of orders. Queries only,
 * on the executor given (the caller's transaction); the balance they move is
 * `createBonusLedgerRepository`'s.
 */
export function createBonusHoldsRepository(db: Executor) {
  return {
    async insert(row: NewHoldRow): Promise<HoldRow> {
      const [hold] = await db.insert(bonusHolds).values(row).returning();
      if (!hold) throw new Error('the hold insert returned no row');
      return hold;
    },

    /** Takes a hold out of `active`, once (a conditional update); null when it had left `active` already. */
    async close(holdId: string, state: Exclude<BonusHoldState, 'active'>, now: Date): Promise<HoldRow | null> {
      const [hold] = await db
        .update(bonusHolds)
        .set({ state, settledAt: now })
        .where(and(eq(bonusHolds.id, holdId), eq(bonusHolds.state, 'active')))
        .returning();
      return hold ?? null;
    },

    /** The user's active draft hold (points chosen before paying), if any. */
    async findDraft(userId: string): Promise<HoldRow | null> {
      const [hold] = await db
        .select()
        .from(bonusHolds)
        .where(and(eq(bonusHolds.userId, userId), isNull(bonusHolds.orderUid), eq(bonusHolds.state, 'active')));
      return hold ?? null;
    },

    /** The order's hold, in whatever state. */
    async findOfOrder(orderUid: string): Promise<HoldRow | null> {
      const [hold] = await db.select().from(bonusHolds).where(eq(bonusHolds.orderUid, orderUid));
      return hold ?? null;
    },

    /** Gives an active draft hold to an order, once; false when it is no longer an active draft. */
    async moveDraftToOrder(holdId: string, orderUid: string, expiresAt: Date): Promise<boolean> {
      const moved = await db
        .update(bonusHolds)
        .set({ orderUid, expiresAt })
        .where(and(eq(bonusHolds.id, holdId), eq(bonusHolds.state, 'active'), isNull(bonusHolds.orderUid)))
        .returning({ id: bonusHolds.id });
      return moved.length > 0;
    },

    /** The user's active holds (the draft and its orders'), with when each ends by itself. */
    async activeOfUser(userId: string): Promise<Pick<HoldRow, 'orderUid' | 'expiresAt'>[]> {
      return db
        .select({ orderUid: bonusHolds.orderUid, expiresAt: bonusHolds.expiresAt })
        .from(bonusHolds)
        .where(and(eq(bonusHolds.userId, userId), eq(bonusHolds.state, 'active')));
    },

    /** Active draft holds past their time at `now`, at most `limit` of them. */
    async dueDrafts(now: Date, limit: number): Promise<{ id: string; userId: string }[]> {
      return db
        .select({ id: bonusHolds.id, userId: bonusHolds.userId })
        .from(bonusHolds)
        .where(and(eq(bonusHolds.state, 'active'), isNull(bonusHolds.orderUid), lte(bonusHolds.expiresAt, now)))
        .limit(limit);
    },
  };
}

export type BonusHoldsRepository = ReturnType<typeof createBonusHoldsRepository>;
