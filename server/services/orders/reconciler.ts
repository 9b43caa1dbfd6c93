import type { Clock } from '../../../src/domain/time';
import type { JobObserver } from '../../ops/metrics';
import { createOrdersRepository, type OrderRow } from '../../repositories/orders';
import { expireBonuses } from '../bonuses/expiry';
import { reconcileRefunds } from '../lifecycle/refund-reconciler';
import { type Repeat, type RepeatingJob, startRepeating } from '../repeating';
import { EXPIRY_GRACE_MS } from './payment-expiry';
import { type PaymentStatusOptions, settleFromGateway } from './payment-status';
import { settlePayment } from './settle';
import { settleByTrackingId } from './tracking';

/** Orders younger than this are left to the webhook and the return page. */
export const RECONCILE_AFTER_MS = 60_000;
/**
 * An order with no checkout this old never got a bank page (the server died
 * between writing it and opening the checkout, or the gateway hung): nobody
 * can pay it, so it gives its slot back. A saved card's order with no
 * transaction this old gives it back only once the gateway, asked by the
 * order's tracking_id, says it never charged the card.
 */
export const ORPHAN_AFTER_MS = 2 * 60_000;
export { EXPIRY_GRACE_MS } from './payment-expiry';

/** Orders looked at per round; the next round takes the rest. */
const BATCH = 100;

export interface ReconcileRound {
  checked: number;
  settled: number;
}

/**
 * One round of the reconciler: asks the gateway about every order awaiting
 * payment for more than a minute and settles what it says through the one
 * settlement function; expires orders past their expiry. Every step is a
 * conditional update on the database, so a round cut short by `kill -9`, or
 * two servers reconciling at once, leave nothing half-done or done twice.
 */
export async function reconcileOnce(options: PaymentStatusOptions, now: Date): Promise<ReconcileRound> {
  const due = await createOrdersRepository(options.db).awaitingPayment(
    new Date(now.getTime() - RECONCILE_AFTER_MS),
    BATCH,
  );
  let settled = 0;
  for (const order of due) {
    try {
      if (await reconcileOrder(options, order, now)) settled += 1;
    } catch (error) {
      // One order's trouble must not stop the others; it is tried again next round.
      options.log.error({ err: error, orderUid: order.uid }, 'reconciling an order failed');
    }
  }
  return { checked: due.length, settled };
}

/** Settles one order awaiting payment if the gateway or the clock says so; true when it moved. */
async function reconcileOrder(options: PaymentStatusOptions, order: OrderRow, now: Date): Promise<boolean> {
  const giveUp = async (kind: 'abandoned' | 'expired', reason: string) =>
    (
      await settlePayment(
        options.db,
        { kind, orderUid: order.uid, source: 'reconciler', reason },
        { now, log: options.log, userEvents: options.userEvents, orderListeners: options.orderListeners },
      )
    ).outcome === 'applied';
  const age = now.getTime() - order.createdAt.getTime();

  if (order.savedCardId && !order.checkoutToken) {
    // The card may have been charged though no answer was recorded: only the gateway's word that it holds
    // no payment for the order gives the order (and its key) up; while it cannot be asked, the order waits.
    const tracked = await settleByTrackingId(options, order, 'reconciler', now);
    if (tracked.kind === 'settled') return tracked.result.outcome === 'applied';
    if (tracked.kind !== 'none' || age < ORPHAN_AFTER_MS) return false;
    return giveUp('abandoned', 'Банк не провёл оплату сохранённой картой');
  }

  const asked = await settleFromGateway(options, order, 'reconciler', now);
  if (asked?.result) return asked.result.outcome === 'applied';
  const overdue = order.expiresAt !== null && now.getTime() > order.expiresAt.getTime() + EXPIRY_GRACE_MS;
  // No checkout was ever opened, so no bank page exists to pay on (see `openCheckout`).
  if (!order.checkoutToken && age >= ORPHAN_AFTER_MS) return giveUp('abandoned', 'Оплата так и не была открыта');
  if (overdue) return giveUp('expired', 'Время на оплату истекло');
  return false;
}

/** A timer round: payments first (their holds go back), then refunds, then the points that expire now. */
async function reconcileRound(options: ReconcilerOptions, now: Date): Promise<ReconcileRound> {
  const round = await reconcileOnce(options, now);
  try {
    // Refunds asked of the gateway whose answer was lost: recorded once, or asked for again.
    await reconcileRefunds({ ...options, listeners: options.orderListeners }, now);
    options.observeJob?.('refunds', 'ok');
  } catch (error) {
    options.log.error({ err: error }, 'refund reconciliation failed');
    options.observeJob?.('refunds', 'failed');
  }
  try {
    const pass = await expireBonuses(options.db, now);
    for (const userId of pass.changed) options.userEvents?.userChanged(userId);
    options.observeJob?.('points-expiry', 'ok');
  } catch (error) {
    options.log.error({ err: error }, 'bonus expiry pass failed');
    options.observeJob?.('points-expiry', 'failed');
  }
  return round;
}

export type Reconciler = RepeatingJob<ReconcileRound>;

export type ReconcilerOptions = PaymentStatusOptions & {
  /** Told how each round (and its refunds and points-expiry passes) ended. */
  observeJob?: JobObserver | undefined;
};

/**
 * Runs `reconcileOnce` every `intervalSeconds` until stopped; rounds never overlap. `repeat` runs the rounds:
 * in this process by default, or through the job queue that gives each round to one node.
 */
export function startReconciler(
  options: ReconcilerOptions & { clock: Clock; intervalSeconds: number; repeat?: Repeat | undefined },
): Reconciler {
  const repeat = options.repeat ?? startRepeating;
  return repeat(() => reconcileRound(options, options.clock()), {
    intervalMs: options.intervalSeconds * 1000,
    log: options.log,
    name: 'reconciler',
    observe: options.observeJob,
  });
}
