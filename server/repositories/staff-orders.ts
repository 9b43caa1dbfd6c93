import { and, asc, eq, gt, gte, inArray, isNotNull, or } from 'drizzle-orm';
import { orderLines, orders, staff } from '../db/schema';
import type { Executor } from '../db/transaction';
import type { OrderLineRow, OrderRow } from './orders';

const OPEN_STAGES = ['accepted', 'baking', 'ready', 'on_the_way'] as const;

/** The staff board's reads (issue 26): a shop's orders, and what changed after an event number. */
export function createStaffOrdersRepository(db: Executor) {
  return {
    /** Open orders, orders in review, and those handed over or cancelled since `dayStart`, oldest slot first. */
    async current(shopId: string, dayStart: Date): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.shopId, shopId),
            or(
              inArray(orders.stage, [...OPEN_STAGES]),
              eq(orders.status, 'review'),
              and(inArray(orders.stage, ['handed_over', 'cancelled']), gte(orders.stageChangedAt, dayStart)),
            ),
          ),
        )
        .orderBy(asc(orders.slotFrom), asc(orders.number));
    },

    /** Orders of the shop whose last change has a number above `since`. */
    async changedSince(shopId: string, since: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.shopId, shopId), isNotNull(orders.lastSeq), gt(orders.lastSeq, since)))
        .orderBy(asc(orders.lastSeq));
    },

    async linesOf(uids: readonly string[]): Promise<Map<string, OrderLineRow[]>> {
      const byOrder = new Map<string, OrderLineRow[]>();
      if (uids.length === 0) return byOrder;
      const rows = await db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderUid, [...uids]))
        .orderBy(asc(orderLines.orderUid), asc(orderLines.position));
      for (const row of rows) byOrder.set(row.orderUid, [...(byOrder.get(row.orderUid) ?? []), row]);
      return byOrder;
    },

    /** Staff names by id, for «who» in the transactions and the audit log. */
    async staffNames(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: staff.id, name: staff.name })
        .from(staff)
        .where(inArray(staff.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}
