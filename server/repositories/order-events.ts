import { eq, sql } from 'drizzle-orm';
import { orderEvents, shopEventCounters } from '../db/schema';
import type { Executor } from '../db/transaction';

export type OrderEventKind = 'placed' | 'stage' | 'money' | 'cancelled' | 'review' | 'resolved';

/**
 * Each shop's numbered stream of order changes. The number is taken in the
 * transaction that makes the change (an upsert that raises the shop's counter
 * holds its row until the commit), so numbers are handed out in commit order
 * per shop and a board that saw N has seen every change up to N.
 */
export function createOrderEventsRepository(db: Executor) {
  return {
    async append(shopId: string, orderUid: string, kind: OrderEventKind, at: Date): Promise<number> {
      const [counter] = await db
        .insert(shopEventCounters)
        .values({ shopId, lastSeq: 1 })
        .onConflictDoUpdate({
          target: shopEventCounters.shopId,
          set: { lastSeq: sql`${shopEventCounters.lastSeq} + 1` },
        })
        .returning({ seq: shopEventCounters.lastSeq });
      if (!counter) throw new Error('the shop event counter returned no row');
      await db.insert(orderEvents).values({ shopId, seq: counter.seq, orderUid, kind, at });
      return counter.seq;
    },

    /** The shop's last event number (0 before its first order). */
    async lastSeq(shopId: string): Promise<number> {
      const [row] = await db
        .select({ seq: shopEventCounters.lastSeq })
        .from(shopEventCounters)
        .where(eq(shopEventCounters.shopId, shopId));
      return row?.seq ?? 0;
    },
  };
}
