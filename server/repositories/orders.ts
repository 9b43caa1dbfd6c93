import { and, asc, eq, getTableColumns, inArray, isNull, lte, or, type Placeholder, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { OrderStage, OrderStatus } from '../../src/domain/contract/checkout';
import { type ReusableStatement, reusableStatement, rowFields } from '../db/reusable-statement';
import { idempotencyKeys, orderLines, orders } from '../db/schema';
import type { Executor } from '../db/transaction';
import { nextEventOf, type OrderEventKind } from './order-events';
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

/** The given columns of a row to write, in a stable order: part of its statement's shape. */
function givenKeys(row: object): string[] {
  return Object.entries(row)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
}

const orderPlaceholder = (key: string) => `o_${key}`;
const linePlaceholder = (index: number, key: string) => `l${index}_${key}`;

function placeholdersOf(keys: readonly string[], name: (key: string) => string): Record<string, Placeholder> {
  return Object.fromEntries(keys.map((key) => [key, sql.placeholder(name(key))]));
}

/** The values of the order insert's placeholders, named as `orderInsertFor` names them. */
function orderInsertValues(
  order: NewOrderRow,
  lines: readonly NewOrderLineRow[],
  event: { kind: OrderEventKind; at: Date } | undefined,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(order)) if (value !== undefined) values[orderPlaceholder(key)] = value;
  lines.forEach((line, index) => {
    for (const [key, value] of Object.entries(line))
      if (value !== undefined) values[linePlaceholder(index, key)] = value;
  });
  if (event) Object.assign(values, { e_kind: event.kind, e_at: event.at });
  return values;
}

/** Shapes seen so far; past this many (never in practice: a handful of line counts), the SQL is built per call. */
const MAX_ORDER_INSERT_SHAPES = 200;
const orderInserts = new Map<string, ReusableStatement<OrderRow>>();
const orderRowFields = rowFields(getTableColumns(orders));

function orderInsertFor(
  order: NewOrderRow,
  lines: readonly NewOrderLineRow[],
  withEvent: boolean,
): ReusableStatement<OrderRow> {
  const orderKeys = givenKeys(order);
  const lineKeys = lines.map(givenKeys);
  const shape = `${withEvent ? 'event' : 'none'}|${orderKeys.join()}|${lineKeys.map((keys) => keys.join()).join('|')}`;
  const known = orderInserts.get(shape);
  if (known) return known;
  const build = (db: Executor) => {
    const uid = sql.placeholder(orderPlaceholder('uid'));
    const placedLines = db.$with('placed_lines', { position: orderLines.position }).as(
      db
        .insert(orderLines)
        .values(
          lineKeys.map((keys, index) => ({
            ...placeholdersOf(keys, (key) => linePlaceholder(index, key)),
            orderUid: uid,
          })) as unknown as PgInsertValue<typeof orderLines>[],
        )
        .returning({ position: orderLines.position })
        .getSQL(),
    );
    const values = placeholdersOf(orderKeys, orderPlaceholder) as unknown as PgInsertValue<typeof orders>;
    if (!withEvent) return db.with(placedLines).insert(orders).values(values).returning();
    const { next, event } = nextEventOf(
      db,
      { uid, shopId: sql.placeholder(orderPlaceholder('shopId')) },
      sql.placeholder('e_kind'),
      sql.placeholder('e_at'),
    );
    return (
      db
        .with(placedLines, next, event)
        .insert(orders)
        // The version a change raises, as `recordChange` stamps it on a stored order.
        .values({ ...values, lastSeq: sql`(select ${next.seq} from ${next})`, version: 1 })
        .returning()
    );
  };
  // Unnamed: PostgreSQL forgets its text after the call.
  if (orderInserts.size >= MAX_ORDER_INSERT_SHAPES)
    return reusableStatement<OrderRow>(undefined, build, orderRowFields);
  const statement = reusableStatement<OrderRow>(`order_insert_${orderInserts.size + 1}`, build, orderRowFields);
  orderInserts.set(shape, statement);
  return statement;
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
