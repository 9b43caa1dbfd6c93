import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { OrderStage, OrderStatus } from '../../src/domain/contract/checkout';
import { reusableStatement, rowFields } from '../db/reusable-statement';
import { idempotencyKeys, orderLines, orders } from '../db/schema';
import type { Executor } from '../db/transaction';
import type { OrderEventKind } from './order-events';
import { orderInsertFor, orderInsertValues } from './order-insert';
import { createSlotsRepository } from './slots';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = Omit<typeof orders.$inferInsert, 'number'>;
export type OrderLineRow = typeof orderLines.$inferSelect;
/** A line as written (checkout always says how many units the promotion priced; test fixtures may not). */
export type NewOrderLineRow = Omit<typeof orderLines.$inferInsert, 'orderUid'>;

export interface StageMove {
  from: OrderStage;
  to: OrderStage;
  /** The version the order was read at. */
  version: number;
  /** What undo would go back to; null after an undo or a cancel. */
  previousStage: OrderStage | null;
  at: Date;
  cancelReason?: string;
}

export interface Transition {
  from: readonly OrderStatus[];
  to: OrderStatus;
  stage: OrderStage | null;
  reason: string | null;
  at: Date;
}

export function createOrdersRepository(db: Executor) {
  return {
    /**
     * Writes the order and its lines (inside the caller's transaction), and with `event` also its shop's next event
     * stamped on it (as `recordChange` would after it); answers the order as stored. One statement: the lines and
     * the event are data-modifying CTEs of the order's insert (their foreign keys are checked at its end). Its SQL
     * is built once per shape (which columns are given, how many lines, with or without the event): see
     * `reusable-statement.ts`.
     */
    async insert(
      order: NewOrderRow,
      lines: NewOrderLineRow[],
      event?: { kind: OrderEventKind; at: Date },
    ): Promise<OrderRow> {
      const [created] = await orderInsertFor(order, lines, event !== undefined).run(
        db,
        orderInsertValues(order, lines, event),
      );
      if (!created) throw new Error('the order insert returned no row');
      return created;
    },

    async find(uid: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.uid, uid));
      return row ?? null;
    },

    /** The order with its row locked until the transaction ends: money moves of one order queue up here. */
    async findForUpdate(uid: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.uid, uid)).for('update');
      return row ?? null;
    },

    /**
     * Moves the order's stage only if it is still at `from` and unchanged
     * since it was read (`version`): of two tablets pressing at once, one
     * moves it and the other finds nothing to update. Answers the row as
     * updated, or null.
     */
    async moveStage(uid: string, move: StageMove): Promise<OrderRow | null> {
      const [row] = await db
        .update(orders)
        .set({
          stage: move.to,
          previousStage: move.previousStage,
          stageChangedAt: move.at,
          ...(move.cancelReason !== undefined ? { cancelReason: move.cancelReason } : {}),
        })
        .where(and(eq(orders.uid, uid), eq(orders.stage, move.from), eq(orders.version, move.version)))
        .returning();
      return row ?? null;
    },

    async lines(uid: string): Promise<OrderLineRow[]> {
      return db.select().from(orderLines).where(eq(orderLines.orderUid, uid)).orderBy(asc(orderLines.position));
    },

    /** Stores the checkout opened for an order still awaiting payment, once; false when it was settled meanwhile. */
    async attachCheckout(uid: string, token: string, url: string): Promise<boolean> {
      const updated = await db
        .update(orders)
        .set({ checkoutToken: token, checkoutUrl: url })
        // The same token again is no change: a repeat after a lost answer finds its own write done.
        .where(
          and(
            eq(orders.uid, uid),
            eq(orders.status, 'awaiting_payment'),
            or(isNull(orders.checkoutToken), eq(orders.checkoutToken, token)),
          ),
        )
        .returning({ uid: orders.uid });
      return updated.length > 0;
    },

    /**
     * Sends the shopper to `url` (the order page) while a saved card's charge
     * has no answer: no token is stored (the reconciler asks the gateway by
     * the order's tracking_id), and a retry of the attempt answers this page.
     */
    async awaitChargeOutcome(uid: string, url: string): Promise<boolean> {
      const updated = await db
        .update(orders)
        .set({ checkoutUrl: url })
        .where(and(eq(orders.uid, uid), eq(orders.status, 'awaiting_payment'), isNull(orders.checkoutToken)))
        .returning({ uid: orders.uid });
      return updated.length > 0;
    },

    /**
     * Moves the order to `to` only if it is in one of `from` now: a conditional
     * update, so of two settlements racing only one moves it. Answers the row
     * as updated, or null when it was not in `from`.
     */
    async transition(uid: string, { from, to, stage, reason, at }: Transition): Promise<OrderRow | null> {
      const [row] = await db
        .update(orders)
        // A stage set here (paid → accepted, review → cancelled) dates from now, like every staff move.
        .set({ status: to, stage, statusReason: reason, settledAt: at, ...(stage ? { stageChangedAt: at } : {}) })
        .where(and(eq(orders.uid, uid), inArray(orders.status, [...from])))
        .returning();
      return row ?? null;
    },

    /** Gives the order's slot claim back, once however often it is called. */
    async releaseSlot(uid: string): Promise<boolean> {
      const [held] = await db
        .update(orders)
        .set({ slotClaimed: false })
        .where(and(eq(orders.uid, uid), eq(orders.slotClaimed, true)))
        .returning({ method: orders.deliveryMethod, placeId: orders.placeId, startsAt: orders.slotFrom });
      if (!held) return false;
      await createSlotsRepository(db).release(held.method, held.placeId, held.startsAt);
      return true;
    },

    /** Orders awaiting payment created at or before `createdBefore`, oldest first. */
    async awaitingPayment(createdBefore: Date, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'awaiting_payment'), lte(orders.createdAt, createdBefore)))
        .orderBy(asc(orders.createdAt))
        .limit(limit);
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

export interface IdempotencyRecord {
  requestHash: string;
  orderUid: string;
}

const idempotencyKeyClaim = reusableStatement<{ key: string }>(
  'idempotency_key_claim',
  (db) =>
    db
      .insert(idempotencyKeys)
      .values({
        key: sql.placeholder('key'),
        requestHash: sql.placeholder('requestHash'),
        orderUid: sql.placeholder('orderUid'),
        createdAt: sql.placeholder('at'),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key }),
  rowFields({ key: idempotencyKeys.key }),
);

export function createIdempotencyRepository(db: Executor) {
  return {
    async find(key: string): Promise<IdempotencyRecord | null> {
      const [row] = await db
        .select({ requestHash: idempotencyKeys.requestHash, orderUid: idempotencyKeys.orderUid })
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, key));
      return row ?? null;
    },

    /**
     * Takes the key for a new order; false when another request has it. On
     * PostgreSQL a concurrent insert of the same key waits here until the other
     * transaction ends, so only one of them goes on to make an order.
     */
    async claim(key: string, requestHash: string, orderUid: string, at: Date): Promise<boolean> {
      const inserted = await idempotencyKeyClaim.run(db, { key, requestHash, orderUid, at });
      return inserted.length > 0;
    },

    /** Frees the keys of an order that never reached the shopper, so a retry with the same key makes a new one. */
    async forget(orderUid: string): Promise<void> {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.orderUid, orderUid));
    },
  };
}
