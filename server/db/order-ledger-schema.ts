import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders-schema';

/*
 * An order's money and its shop's event stream (issue 26). Fulfilment (the
 * order's `stage`) and money are kept apart: money is this ledger of
 * transactions, and an order's payment state (`unpaid`, `paid`,
 * `partially_refunded`, `refunded`) is derived from it, never stored.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const ORDER_TRANSACTION_TYPES = ['payment', 'cash', 'refund'] as const;
export type OrderTransactionType = (typeof ORDER_TRANSACTION_TYPES)[number];

/** `pending`: a refund asked of the gateway whose answer is not recorded yet (a crash in between is reconciled). */
export const ORDER_TRANSACTION_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type OrderTransactionStatus = (typeof ORDER_TRANSACTION_STATUSES)[number];

/** How money came in or went back: through the card gateway, or at the counter in cash or by the card terminal. */
export const ORDER_TRANSACTION_METHODS = ['gateway', 'cash', 'terminal'] as const;
export type OrderTransactionMethod = (typeof ORDER_TRANSACTION_METHODS)[number];

export const orderTransactions = pgTable(
  'order_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderUid: text('order_uid')
      .notNull()
      .references(() => orders.uid, { onDelete: 'cascade' }),
    type: text('type').$type<OrderTransactionType>().notNull(),
    method: text('method').$type<OrderTransactionMethod>().notNull(),
    status: text('status').$type<OrderTransactionStatus>().notNull(),
    amountKopecks: integer('amount_kopecks').notNull(),
    /** The gateway's transaction uid (a card payment, a refund through the gateway) once known. */
    gatewayUid: text('gateway_uid').unique(),
    /** A gateway refund's payment (the gateway's uid of the payment it gives money back from). */
    parentGatewayUid: text('parent_gateway_uid'),
    /** A refund's `Idempotency-Key`: the same key on the same order is one refund. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /** The staff member who recorded it; null for what the gateway reported. */
    staffId: text('staff_id'),
    reason: text('reason'),
    createdAt: at('created_at').notNull(),
    /** When its outcome became final (succeeded or failed); null while pending. */
    settledAt: at('settled_at'),
  },
  (table) => [
    index('order_transactions_order_idx').on(table.orderUid, table.id),
    // The reconciler's question: refunds asked of the gateway whose answer was never recorded.
    index('order_transactions_pending_idx').on(table.status, table.createdAt).where(sql`${table.status} = 'pending'`),
    uniqueIndex('order_transactions_refund_key_unique')
      .on(table.orderUid, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    // Money at the counter is taken once per order.
    uniqueIndex('order_transactions_one_cash').on(table.orderUid).where(sql`${table.type} = 'cash'`),
    check('order_transactions_type_known', sql`${table.type} in ('payment', 'cash', 'refund')`),
    check('order_transactions_status_known', sql`${table.status} in ('pending', 'succeeded', 'failed')`),
    check('order_transactions_method_known', sql`${table.method} in ('gateway', 'cash', 'terminal')`),
    check('order_transactions_amount_positive', sql`${table.amountKopecks} > 0`),
  ],
);

/** The last event number handed out per shop; taken with `update … set last_seq = last_seq + 1 returning`. */
export const shopEventCounters = pgTable('shop_event_counters', {
  shopId: text('shop_id').primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
});

/**
 * Every change of an order, numbered per shop in the transaction that made
 * it: boards and trackers resume from the last number they saw.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    shopId: text('shop_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    orderUid: text('order_uid').notNull(),
    /** `placed`, `stage`, `money`, `cancelled`, `review`. */
    kind: text('kind').notNull(),
    at: at('at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.seq] }), index('order_events_order_idx').on(table.orderUid)],
);
