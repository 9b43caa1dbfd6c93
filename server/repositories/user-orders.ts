import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OrderStage, OrderStatus } from '../../src/domain/contract/checkout';
import { orderLines, orders } from '../db/schema';
import type { Executor } from '../db/transaction';

/** An order as the shopper's account lists it. */
export interface UserOrderRow {
  uid: string;
  number: number;
  status: OrderStatus;
  stage: OrderStage | null;
  createdAt: Date;
  total: number;
  bonusUsed: number;
  /** Units over all its lines. */
  count: number;
}

/**
 * The orders of one shopper, read from their account (issue 14): every query
 * names the owner, so nobody reaches another's order through it.
 */
export function createUserOrdersRepository(db: Executor) {
  return {
    /**
     * Makes the device's guest orders among `uids` the user's (issue 28): only
     * those placed with this device cookie and of no account yet, in one
     * statement, so another device's uid or an account's order is never taken.
     * Answers the uids attached.
     */
    async attachDeviceOrders(userId: string, deviceId: string, uids: readonly string[]): Promise<string[]> {
      if (uids.length === 0) return [];
      const rows = await db
        .update(orders)
        .set({ userId })
        .where(and(inArray(orders.uid, [...uids]), eq(orders.deviceId, deviceId), isNull(orders.userId)))
        .returning({ uid: orders.uid });
      return rows.map((row) => row.uid);
    },

    /** The status of the user's own order; null when there is no such order of theirs. */
    async ownStatus(orderUid: string, userId: string): Promise<OrderStatus | null> {
      const [order] = await db
        .select({ status: orders.status })
        .from(orders)
        .where(and(eq(orders.uid, orderUid), eq(orders.userId, userId)));
      return order?.status ?? null;
    },

    /** The user's latest orders, newest first. */
    async latest(userId: string, limit: number): Promise<UserOrderRow[]> {
      return db
        .select({
          uid: orders.uid,
          number: orders.number,
          status: orders.status,
          stage: orders.stage,
          createdAt: orders.createdAt,
          total: orders.totalKopecks,
          bonusUsed: orders.bonusKopecks,
          count: sql<number>`coalesce((select sum(${orderLines.count}) from ${orderLines} where ${orderLines.orderUid} = ${orders.uid}), 0)::int`,
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.number))
        .limit(limit);
    },
  };
}

export type UserOrdersRepository = ReturnType<typeof createUserOrdersRepository>;
