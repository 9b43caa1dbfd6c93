import { type Column, eq, type Placeholder, sql } from 'drizzle-orm';
import { orderEvents, orders, shopEventCounters } from '../db/schema';
import type { Executor } from '../db/transaction';
import type { OrderRow } from './orders';

export type OrderEventKind = 'placed' | 'stage' | 'money' | 'cancelled' | 'review' | 'resolved';

/** A column's bare name, as an INSERT's column list and ON CONFLICT target want it. */
const column = (of: Column) => sql.identifier(of.name);

/**
 * Each shop's numbered stream of order changes. The number is taken in the
 * transaction that makes the change (an upsert that raises the shop's counter
 * holds its row until the commit), so numbers are handed out in commit order
 * per shop and a board that saw N has seen every change up to N.
 */
/** A value of a statement, or the placeholder it is filled in later by (a reusable statement's, see `reusable-statement.ts`). */
type Value<T> = T | Placeholder;

/**
 * The CTEs that number the shop's next event (`next`, its `seq`) and record it
 * for the order (`event`), for the statement that stamps `next.seq` on the order.
 */
export function nextEventOf(
  db: Executor,
  order: { uid: Value<string>; shopId: Value<string> },
  kind: Value<OrderEventKind>,
  at: Value<Date>,
) {
  const next = db.$with('next_event', { seq: shopEventCounters.lastSeq }).as(
    sql`insert into ${shopEventCounters} (${column(shopEventCounters.shopId)}, ${column(shopEventCounters.lastSeq)}) values (${order.shopId}, 1)
      on conflict (${column(shopEventCounters.shopId)}) do update set ${column(shopEventCounters.lastSeq)} = ${shopEventCounters.lastSeq} + 1
      returning ${column(shopEventCounters.lastSeq)}`,
  );
  // VALUES, not a SELECT, so the parameters take the columns' types on both drivers.
  const event = db.$with('order_event', { seq: orderEvents.seq }).as(
    sql`insert into ${orderEvents} (${column(orderEvents.shopId)}, ${column(orderEvents.seq)}, ${column(orderEvents.orderUid)}, ${column(orderEvents.kind)}, ${column(orderEvents.at)})
      values (${order.shopId}, (select ${next.seq} from ${next}), ${order.uid}, ${kind}, ${sql.param(at, orderEvents.at)})
      returning ${column(orderEvents.seq)}`,
  );
  return { next, event };
}

export function createOrderEventsRepository(db: Executor) {
  return {
    /**
     * Numbers the shop's next event, records it for the order and stamps it
     * on the order with its version raised; answers the order as it is now.
     * One statement instead of three round trips: the counter upsert, the
     * event insert and the order update run as data-modifying CTEs of the update.
     */
    async record(order: Pick<OrderRow, 'uid' | 'shopId'>, kind: OrderEventKind, at: Date): Promise<OrderRow> {
      const { next, event } = nextEventOf(db, order, kind, at);
      const [row] = await db
        .with(next, event)
        .update(orders)
        .set({ lastSeq: sql`(select ${next.seq} from ${next})`, version: sql`${orders.version} + 1` })
        .where(eq(orders.uid, order.uid))
        .returning();
      if (!row) throw new Error(`order ${order.uid} vanished while it changed`);
      return row;
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
