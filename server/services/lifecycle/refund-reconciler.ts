import type { GatewayTransaction } from '../../../src/domain/contract/gateway';
import { createOrderLedgerRepository, type OrderTransactionRow } from '../../repositories/order-ledger';
import { createOrdersRepository } from '../../repositories/orders';
import { executeGatewayRefund, settlePendingRefund } from './gateway-refunds';
import { type LifecycleService, publish } from './service';

/** Refunds younger than this are left to the gateway's answer and its webhook. */
export const RECONCILE_REFUNDS_AFTER_MS = 60_000;
const BATCH = 50;

const isRefundOf = (row: OrderTransactionRow, transaction: GatewayTransaction) =>
  transaction.type === 'refund' &&
  transaction.parent_uid === row.parentGatewayUid &&
  transaction.amount === row.amountKopecks &&
  (transaction.status === 'successful' || transaction.status === 'failed' || transaction.status === 'error');

/** The gateway's refund that a pending row stands for: same payment and amount, not recorded for another row. */
function matchRefund(
  row: OrderTransactionRow,
  known: readonly GatewayTransaction[],
  recorded: ReadonlySet<string>,
): GatewayTransaction | null {
  return known.find((transaction) => isRefundOf(row, transaction) && !recorded.has(transaction.uid)) ?? null;
}

async function settleWith(
  service: LifecycleService,
  row: OrderTransactionRow,
  transaction: GatewayTransaction,
  now: Date,
) {
  const status = transaction.status === 'successful' ? 'succeeded' : 'failed';
  const order = await settlePendingRefund(service.db, row.id, { status, gatewayUid: transaction.uid }, now);
  if (order) await publish(service, order, now);
  return order !== null;
}

/**
 * One round over refunds asked of the gateway whose answer was never
 * recorded (a timeout, or the server killed between the gateway's refund and
 * writing it down): the gateway is asked what it did under the order's
 * tracking id; a refund it made is recorded once, and one it never saw is
 * asked for again. Answers how many were settled.
 */
export async function reconcileRefunds(service: LifecycleService, now: Date): Promise<number> {
  const { gateway, log } = service;
  if (!gateway) return 0;
  const ledger = createOrderLedgerRepository(service.db);
  const due = await ledger.pendingRefunds(new Date(now.getTime() - RECONCILE_REFUNDS_AFTER_MS), BATCH);
  let settled = 0;
  for (const row of due) {
    try {
      const known = await gateway.findTransactions(row.orderUid);
      const recorded = new Set(
        (await ledger.ofOrder(row.orderUid)).flatMap((other) => (other.gatewayUid ? [other.gatewayUid] : [])),
      );
      const match = matchRefund(row, known, recorded);
      if (match) {
        if (await settleWith(service, row, match, now)) settled += 1;
        continue;
      }
      const asked = await executeGatewayRefund(service, row, now);
      if (asked.order) {
        settled += 1;
        await publish(service, asked.order, now);
      }
    } catch (error) {
      // One refund's trouble must not stop the others; it is tried again next round.
      log.error({ err: error, refundId: row.id, orderUid: row.orderUid }, 'reconciling a refund failed');
    }
  }
  return settled;
}

/**
 * A refund the gateway notified us of (`type: 'refund'`): settles the pending
 * refund it stands for, once. Replays and refunds recorded already change nothing.
 */
export async function recordRefundNotification(
  service: LifecycleService,
  transaction: GatewayTransaction,
  now: Date,
): Promise<'recorded' | 'duplicate' | 'unknown'> {
  const order = await createOrdersRepository(service.db).find(transaction.tracking_id);
  if (!order) return 'unknown';
  const rows = await createOrderLedgerRepository(service.db).ofOrder(order.uid);
  if (rows.some((row) => row.gatewayUid === transaction.uid)) return 'duplicate';
  const recorded = new Set(rows.flatMap((row) => (row.gatewayUid ? [row.gatewayUid] : [])));
  const pending = rows.find((row) => row.status === 'pending' && matchRefund(row, [transaction], recorded));
  if (!pending) {
    service.log.warn(
      { orderUid: order.uid, gatewayUid: transaction.uid },
      'a refund notification matches no refund we asked for',
    );
    return 'unknown';
  }
  return (await settleWith(service, pending, transaction, now)) ? 'recorded' : 'duplicate';
}
