import type { FastifyBaseLogger } from 'fastify';
import type { OrderStatus } from '../../../src/domain/contract/checkout';
import type { GatewayTransaction } from '../../../src/domain/contract/gateway';
import { CURRENCY_CODE, kopecks } from '../../../src/domain/money';
import { type Executor, withTransaction } from '../../db/transaction';
import type { UserEvents } from '../../realtime/user-events';
import { createOrderLedgerRepository } from '../../repositories/order-ledger';
import { createIdempotencyRepository, createOrdersRepository, type OrderRow } from '../../repositories/orders';
import { createPaymentTransactionsRepository } from '../../repositories/payment-transactions';
import { settleOrderPoints } from '../bonuses/order-points';
import { recordChange } from '../lifecycle/changes';
import { type LifecycleListeners, publishOrderChange } from '../lifecycle/service';
import { queueOrderNotice } from '../push/enqueue';
import { keepCardOf } from './keep-card';
import { CANCELLED_BY_SHOPPER } from './order-view';

/** The only currency orders are priced in. */
export const ORDER_CURRENCY = CURRENCY_CODE;

export type SettlementSource = 'webhook' | 'status' | 'reconciler' | 'checkout' | 'cancel';

/**
 * What can settle an order awaiting card payment: a final transaction the
 * gateway reported, the checkout's expiry, no checkout at all (the gateway
 * failed before the shopper got the bank's page), or the shopper's cancel on
 * the bank's page once the gateway confirmed it holds no payment for the
 * order (`cancel-payment.ts`). A transaction comes with the mode of the
 * gateway that reported it (`PaymentGateway.test`).
 */
export type SettlementEvent =
  | { kind: 'transaction'; transaction: GatewayTransaction; source: SettlementSource; testMode: boolean }
  | { kind: 'expired'; orderUid: string; source: SettlementSource; reason: string }
  | { kind: 'abandoned'; orderUid: string; source: SettlementSource; reason: string }
  | { kind: 'cancelled'; orderUid: string; source: SettlementSource };

export interface SettlementResult {
  /**
   * `applied`: the order moved; `duplicate`: this transaction was settled
   * before; `unchanged`: nothing to do; `refund`: a refund of the order's
   * payment, which pays nothing (the order lifecycle records it);
   * `not_a_payment`: another type of transaction, or one of the other mode.
   */
  outcome: 'applied' | 'duplicate' | 'unchanged' | 'pending' | 'unknown_order' | 'refund' | 'not_a_payment';
  /** The order's status afterwards; null for an unknown order. */
  status: OrderStatus | null;
}

export interface SettleContext {
  now: Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Told after the commit when a signed-in shopper's order moved; absent where nobody listens. */
  userEvents?: UserEvents | undefined;
  /** Told after the commit when money came in and the order reached its shop's board (issue 26). */
  orderListeners?: LifecycleListeners | undefined;
}

const FAILED_STATUSES = new Set<GatewayTransaction['status']>(['failed', 'error']);
/** Statuses after which the order no longer holds its slot. */
const RELEASING = new Set<OrderStatus>(['declined', 'expired']);

interface Target {
  to: OrderStatus;
  reason: string | null;
}

/**
 * Why a gateway transaction cannot move an order's payment, or null when it
 * is a payment of the gateway's mode: a test transaction moved no money, so
 * it pays nothing on a live gateway (and a live one nothing in test mode); a
 * refund takes money back rather than paying.
 */
function notAPayment(transaction: GatewayTransaction, testMode: boolean): 'refund' | 'not_a_payment' | null {
  if (transaction.test !== testMode) return 'not_a_payment';
  if (transaction.type === 'refund') return 'refund';
  return transaction.type === 'payment' ? null : 'not_a_payment';
}

function targetOf(transaction: GatewayTransaction, order: OrderRow): Target | null {
  if (transaction.status === 'successful') {
    if (transaction.amount === order.totalKopecks && transaction.currency === ORDER_CURRENCY) {
      return { to: 'paid', reason: null };
    }
    return {
      to: 'review',
      // In minor units, as the bank reports them: the bank's currency may not be roubles at all.
      reason: `Банк сообщил об оплате ${transaction.amount} (${transaction.currency}, в минимальных единицах), а заказ на ${order.totalKopecks} (${ORDER_CURRENCY})`,
    };
  }
  if (FAILED_STATUSES.has(transaction.status)) return { to: 'declined', reason: transaction.message ?? null };
  if (transaction.status === 'expired') return { to: 'expired', reason: transaction.message ?? null };
  // `incomplete`: the shopper is still on the bank's page (3-D Secure); nothing is final yet.
  return null;
}

/**
 * The one place an order's payment status changes: the webhook, the return
 * page's status check and the reconciler all come here. Everything happens in
 * one transaction: the gateway's transaction is recorded once (its uid is the
 * key, so a repeated notification is a no-op), the order moves only from
 * `awaiting_payment` (a conditional update, so of racing settlements one
 * wins), a declined or expired order gives its slot back, and money that
 * does not match the order never marks it paid.
 */
export async function settlePayment(
  db: Executor,
  event: SettlementEvent,
  { now, log, userEvents, orderListeners }: SettleContext,
): Promise<SettlementResult> {
  const orderUid = event.kind === 'transaction' ? event.transaction.tracking_id : event.orderUid;
  /** The signed-in owner of an order that moved (its status, points or card changed): told after the commit. */
  let ownerToTell: string | null = null;
  /** Whether the order reached its shop's board (paid, or in review): its boards are told after the commit. */
  let boardChanged = false;
  const result = await withTransaction(db, async (tx): Promise<SettlementResult> => {
    const orders = createOrdersRepository(tx);
    const order = await orders.find(orderUid);
    if (!order) {
      log.warn({ orderUid, event: event.kind, source: event.source }, 'settlement for an unknown order ignored');
      return { outcome: 'unknown_order', status: null };
    }

    let target: Target | null;
    if (event.kind === 'transaction') {
      const other = notAPayment(event.transaction, event.testMode);
      if (other) {
        const { uid, type, test, status } = event.transaction;
        const fields = { orderUid, transaction: { uid, type, test, status }, testMode: event.testMode };
        // Nothing is recorded here: the payments table holds money in, and this is none.
        if (other === 'refund') log.info({ ...fields, source: event.source }, 'a refund reported: it pays nothing');
        else log.error({ ...fields, source: event.source }, 'a transaction that is no payment of this mode ignored');
        return { outcome: other, status: order.status };
      }
      target = targetOf(event.transaction, order);
      if (!target) return { outcome: 'pending', status: order.status };
      const recorded = await createPaymentTransactionsRepository(tx).record(event.transaction, event.source, now);
      if (!recorded) return { outcome: 'duplicate', status: order.status };
    } else {
      target = { to: 'expired', reason: event.kind === 'cancelled' ? CANCELLED_BY_SHOPPER : event.reason };
    }

    const moved = await orders.transition(order.uid, {
      from: ['awaiting_payment'],
      to: target.to,
      stage: target.to === 'paid' ? 'accepted' : null,
      reason: target.reason,
      at: now,
    });
    if (moved) {
      if (RELEASING.has(moved.status)) await orders.releaseSlot(order.uid);
      if (event.kind === 'transaction') boardChanged = await recordMoneyIn(tx, moved, event.transaction, now);
      // The points go with the order: spent and earned when paid, given back when it fails.
      await settleOrderPoints(tx, moved, moved.status, now);
      if (moved.status === 'declined') await queueOrderNotice(tx, moved, { kind: 'declined' }, now);
      if (moved.status === 'paid' && event.kind === 'transaction') await keepCardOf(tx, moved, event.transaction, now);
      ownerToTell = moved.userId;
      // Surely nothing was charged (no bank page was shown, or the gateway never saw the charge), or the
      // shopper gave this checkout up: a retry with the same key places the order anew, never this one's page.
      if (event.kind === 'abandoned' || event.kind === 'cancelled') {
        await createIdempotencyRepository(tx).forget(order.uid);
      }
      await noteOutcome(tx, event, moved.status);
      log.info({ orderUid, number: order.number, status: moved.status, source: event.source }, 'order settled');
      return { outcome: 'applied', status: moved.status };
    }

    const ended = (await orders.find(order.uid)) ?? order;
    const current = ended.status;
    if ((target.to === 'paid' || target.to === 'review') && RELEASING.has(current)) {
      // Money arrived for an order already declined, expired or cancelled (its slot is given away): people decide.
      const review = await orders.transition(order.uid, {
        from: ['declined', 'expired'],
        to: 'review',
        stage: null,
        reason: `Оплата пришла после того, как ${endedAs(ended)}`,
        at: now,
      });
      log.error(
        { orderUid, number: order.number, was: current, source: event.source },
        'payment after the order ended',
      );
      if (review) {
        ownerToTell = review.userId;
        if (event.kind === 'transaction') boardChanged = await recordMoneyIn(tx, review, event.transaction, now);
      }
      await noteOutcome(tx, event, 'review');
      return { outcome: review ? 'applied' : 'unchanged', status: review?.status ?? current };
    }
    if (current === 'paid' && target.to !== 'paid') {
      log.warn(
        { orderUid, number: order.number, reported: target.to, source: event.source },
        'a failure reported after the order was paid changes nothing',
      );
    }
    await noteOutcome(tx, event, 'ignored');
    return { outcome: 'unchanged', status: current };
  });
  if (ownerToTell) userEvents?.userChanged(ownerToTell);
  if (result.outcome === 'applied') countSettlement(orderListeners, event, result.status);
  if (boardChanged && orderListeners) await publishOrderChange({ db, log, listeners: orderListeners }, orderUid, now);
  return result;
}

/**
 * A successful payment that moved the order (to `paid`, or to `review` for
 * people to decide) is money in: it joins the order's ledger, and the order
 * gets its shop event, so the staff board sees it appear. Other outcomes
 * (declined, expired) never reached the board and change nothing there.
 */
async function recordMoneyIn(
  tx: Executor,
  order: OrderRow,
  transaction: GatewayTransaction,
  now: Date,
): Promise<boolean> {
  if (order.status !== 'paid' && order.status !== 'review') return false;
  if (transaction.status !== 'successful' || transaction.amount <= 0) return false;
  await createOrderLedgerRepository(tx).recordGatewayPayment({
    orderUid: order.uid,
    gatewayUid: transaction.uid,
    amount: kopecks(transaction.amount),
    at: now,
  });
  await recordChange(tx, order, order.status === 'paid' ? 'placed' : 'review', now);
  return true;
}

/** How an order ended, for the reason of a payment that came after (staff read it on the board). */
function endedAs(order: Pick<OrderRow, 'status' | 'statusReason'>): string {
  if (order.status === 'declined') return 'заказ был отклонён';
  return order.statusReason === CANCELLED_BY_SHOPPER ? 'покупатель отменил оплату' : 'заказ был просрочен';
}

async function noteOutcome(tx: Executor, event: SettlementEvent, outcome: string): Promise<void> {
  if (event.kind === 'transaction') {
    await createPaymentTransactionsRepository(tx).setOutcome(event.transaction.uid, outcome);
  }
}

/** A card order paid, or given up by its shopper at the checkout, is counted once (by the settlement that moved it). */
function countSettlement(
  listeners: LifecycleListeners | undefined,
  event: SettlementEvent,
  status: SettlementResult['status'],
): void {
  if (status === 'paid') listeners?.orderCounted?.({ kind: 'paid', method: 'card' });
  else if (event.kind === 'cancelled') listeners?.orderCounted?.({ kind: 'cancelled', by: 'shopper' });
}
