import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { type Kopecks, kopecks } from '../../src/domain/money';
import { type OrderTransactionMethod, orderTransactions } from '../db/schema';
import type { Executor } from '../db/transaction';

export type OrderTransactionRow = typeof orderTransactions.$inferSelect;

/** The money of orders (issue 26): payments, cash and refunds, each a row; nothing here is ever deleted. */
export function createOrderLedgerRepository(db: Executor) {
  /** Money in, settled at once; the table's unique keys (gateway uid, one cash per order) make a repeat a no-op. */
  async function insertSettledOnce(
    input: Pick<OrderTransactionRow, 'orderUid' | 'type' | 'method' | 'amountKopecks'> &
      Partial<Pick<OrderTransactionRow, 'gatewayUid' | 'staffId'>> & { at: Date },
  ): Promise<OrderTransactionRow | null> {
    const { at, ...values } = input;
    const [row] = await db
      .insert(orderTransactions)
      .values({ ...values, status: 'succeeded', createdAt: at, settledAt: at })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }

  return {
    async ofOrder(orderUid: string): Promise<OrderTransactionRow[]> {
      return db
        .select()
        .from(orderTransactions)
        .where(eq(orderTransactions.orderUid, orderUid))
        .orderBy(asc(orderTransactions.id));
    },

    /** The transactions of many orders, by order uid. */
    async ofOrders(orderUids: readonly string[]): Promise<Map<string, OrderTransactionRow[]>> {
      const byOrder = new Map<string, OrderTransactionRow[]>();
      if (orderUids.length === 0) return byOrder;
      const rows = await db
        .select()
        .from(orderTransactions)
        .where(inArray(orderTransactions.orderUid, [...orderUids]))
        .orderBy(asc(orderTransactions.id));
      for (const row of rows) byOrder.set(row.orderUid, [...(byOrder.get(row.orderUid) ?? []), row]);
      return byOrder;
    },

    /** A card payment the gateway reported, once per gateway uid; null when it was recorded before. */
    async recordGatewayPayment(input: {
      orderUid: string;
      gatewayUid: string;
      amount: Kopecks;
      at: Date;
    }): Promise<OrderTransactionRow | null> {
      return insertSettledOnce({
        orderUid: input.orderUid,
        type: 'payment',
        method: 'gateway',
        amountKopecks: input.amount,
        gatewayUid: input.gatewayUid,
        at: input.at,
      });
    },

    /** Money taken at the counter, once per order; null when it was taken before. */
    async recordCash(input: {
      orderUid: string;
      method: Extract<OrderTransactionMethod, 'cash' | 'terminal'>;
      amount: Kopecks;
      staffId: string;
      at: Date;
    }): Promise<OrderTransactionRow | null> {
      return insertSettledOnce({
        orderUid: input.orderUid,
        type: 'cash',
        method: input.method,
        amountKopecks: input.amount,
        staffId: input.staffId,
        at: input.at,
      });
    },

    /**
     * A refund: `pending` when it goes through the gateway (recorded before
     * the gateway is asked, so a crash in between is found by the
     * reconciler), `succeeded` at once when it is cash handed back.
     */
    async insertRefund(input: {
      orderUid: string;
      method: OrderTransactionMethod;
      amount: Kopecks;
      parentGatewayUid: string | null;
      idempotencyKey: string | null;
      requestHash: string | null;
      staffId: string | null;
      reason: string;
      at: Date;
    }): Promise<OrderTransactionRow> {
      const pending = input.method === 'gateway';
      const [row] = await db
        .insert(orderTransactions)
        .values({
          orderUid: input.orderUid,
          type: 'refund',
          method: input.method,
          status: pending ? 'pending' : 'succeeded',
          amountKopecks: input.amount,
          parentGatewayUid: input.parentGatewayUid,
          idempotencyKey: input.idempotencyKey,
          requestHash: input.requestHash,
          staffId: input.staffId,
          reason: input.reason,
          createdAt: input.at,
          settledAt: pending ? null : input.at,
        })
        .returning();
      if (!row) throw new Error('the refund insert returned no row');
      return row;
    },

    /** A refund with this key on this order (a retried request), if any. */
    async refundByKey(orderUid: string, idempotencyKey: string): Promise<OrderTransactionRow | null> {
      const [row] = await db
        .select()
        .from(orderTransactions)
        .where(and(eq(orderTransactions.orderUid, orderUid), eq(orderTransactions.idempotencyKey, idempotencyKey)));
      return row ?? null;
    },

    /**
     * Settles a pending refund with the gateway's answer, once: a conditional
     * update on `pending`, so the answer, the webhook and the reconciler
     * racing record it once. Answers the row as settled, or null when it was
     * settled before.
     */
    async settleRefund(
      id: number,
      outcome: { status: 'succeeded' | 'failed'; gatewayUid: string | null; at: Date },
    ): Promise<OrderTransactionRow | null> {
      const [row] = await db
        .update(orderTransactions)
        .set({ status: outcome.status, gatewayUid: outcome.gatewayUid, settledAt: outcome.at })
        .where(and(eq(orderTransactions.id, id), eq(orderTransactions.status, 'pending')))
        .returning();
      return row ?? null;
    },

    async find(id: number): Promise<OrderTransactionRow | null> {
      const [row] = await db.select().from(orderTransactions).where(eq(orderTransactions.id, id));
      return row ?? null;
    },

    /** Refunds asked of the gateway at or before `before` whose answer was never recorded, oldest first. */
    async pendingRefunds(before: Date, limit: number): Promise<OrderTransactionRow[]> {
      return db
        .select()
        .from(orderTransactions)
        .where(and(eq(orderTransactions.status, 'pending'), lte(orderTransactions.createdAt, before)))
        .orderBy(asc(orderTransactions.createdAt))
        .limit(limit);
    },

    /** What was refunded (or is being) from one gateway payment. */
    async refundedFrom(parentGatewayUid: string): Promise<Kopecks> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${orderTransactions.amountKopecks}), 0)` })
        .from(orderTransactions)
        .where(
          and(
            eq(orderTransactions.parentGatewayUid, parentGatewayUid),
            inArray(orderTransactions.status, ['pending', 'succeeded']),
          ),
        );
      return kopecks(Number(row?.total ?? 0));
    },
  };
}

export type OrderLedgerRepository = ReturnType<typeof createOrderLedgerRepository>;
