import type { GatewayTransaction } from '../../../src/domain/contract/gateway';
import { moneyTotals } from '../../../src/domain/lifecycle';
import { kopecks } from '../../../src/domain/money';
import { type Executor, withTransaction } from '../../db/transaction';
import { GatewayError } from '../../payments/gateway';
import { createOrderLedgerRepository, type OrderTransactionRow } from '../../repositories/order-ledger';
import { createOrdersRepository, type OrderRow } from '../../repositories/orders';
import { clawBackForRefund } from '../bonuses/money-points';
import { recordChange } from './changes';
import type { LifecycleService } from './service';

const ledgerEntries = (rows: readonly OrderTransactionRow[]) =>
  rows.map((row) => ({ type: row.type, status: row.status, amount: kopecks(row.amountKopecks) }));

/**
 * Inside a money transaction: takes back the points the refunds so far call
 * for (in proportion to what went back), under `ref` so a replay takes nothing.
 */
export async function clawBackAfterRefund(tx: Executor, order: OrderRow, ref: string, now: Date): Promise<number> {
  const totals = moneyTotals(ledgerEntries(await createOrderLedgerRepository(tx).ofOrder(order.uid)));
  return clawBackForRefund(tx, order, { ref, refunded: totals.refunded, paidIn: totals.paidIn, now });
}

/**
 * Records the gateway's final word on a pending refund, once (a conditional
 * update on `pending`): a success claws back points in proportion; either way
 * the order gets an event, so boards see the money change. Answers the order
 * as it is now, or null when the refund was settled before.
 */
export async function settlePendingRefund(
  db: Executor,
  refundId: number,
  outcome: { status: 'succeeded' | 'failed'; gatewayUid: string | null },
  now: Date,
): Promise<OrderRow | null> {
  return withTransaction(db, async (tx) => {
    const ledger = createOrderLedgerRepository(tx);
    const row = await ledger.find(refundId);
    if (!row) return null;
    const order = await createOrdersRepository(tx).findForUpdate(row.orderUid);
    if (!order) return null;
    const settled = await ledger.settleRefund(refundId, { ...outcome, at: now });
    if (!settled) return null;
    if (settled.status === 'succeeded') await clawBackAfterRefund(tx, order, `refund:${settled.id}`, now);
    return recordChange(tx, order, 'money', now);
  });
}

type RefundOutcome = 'succeeded' | 'failed' | 'pending';

const outcomeOf = (transaction: GatewayTransaction): RefundOutcome => {
  if (transaction.status === 'successful') return 'succeeded';
  if (transaction.status === 'failed' || transaction.status === 'error') return 'failed';
  return 'pending';
};

/**
 * Asks the gateway for a refund already written as `pending`, then records
 * its answer. No answer, a 5xx or a duplicate refusal (an earlier identical
 * request may have refunded) leaves it pending: the reconciler finds out
 * what happened by the order's tracking id, so money never goes back twice.
 */
export async function executeGatewayRefund(
  service: LifecycleService,
  row: OrderTransactionRow,
  now: Date,
): Promise<{ outcome: RefundOutcome; order: OrderRow | null; message?: string }> {
  const { gateway, log } = service;
  if (!gateway || !row.parentGatewayUid) {
    log.error({ refundId: row.id }, 'a gateway refund with no gateway or no payment to refund from');
    return { outcome: 'pending', order: null };
  }
  let answer: GatewayTransaction;
  try {
    answer = await gateway.refund({
      parentUid: row.parentGatewayUid,
      amount: kopecks(row.amountKopecks),
      reason: row.reason ?? 'Возврат',
      trackingId: row.orderUid,
    });
  } catch (error) {
    if (error instanceof GatewayError && !error.uncertain && !error.duplicate) {
      log.warn({ err: error, refundId: row.id, orderUid: row.orderUid }, 'the gateway refused a refund');
      const order = await settlePendingRefund(service.db, row.id, { status: 'failed', gatewayUid: null }, now);
      return { outcome: 'failed', order, message: error.message };
    }
    log.warn(
      { err: error, refundId: row.id, orderUid: row.orderUid },
      'refund outcome unknown: left to the reconciler',
    );
    return { outcome: 'pending', order: null };
  }
  const outcome = outcomeOf(answer);
  if (outcome === 'pending') return { outcome, order: null };
  const order = await settlePendingRefund(service.db, row.id, { status: outcome, gatewayUid: answer.uid }, now);
  log.info({ refundId: row.id, orderUid: row.orderUid, outcome, gatewayUid: answer.uid }, 'refund recorded');
  return { outcome, order, ...(answer.message ? { message: answer.message } : {}) };
}
