import type { Clock } from '../../../src/domain/time';
import { createOrdersRepository } from '../../repositories/orders';
import { expireBonuses } from '../bonuses/expiry';
import { type PaymentStatusOptions, settleFromGateway } from './payment-status';
import { settlePayment } from './settle';

/** Orders younger than this are left to the webhook and the return page. */
export const RECONCILE_AFTER_MS = 60_000;
/**
 * An order with no checkout this old never got a bank page (the server died
 * between writing it and opening the checkout, or the gateway hung): nobody
 * can pay it, so it gives its slot back.
 */
export const ORPHAN_AFTER_MS = 2 * 60_000;
/** How long past its expiry an order waits for the gateway to say so before it expires anyway. */
export const EXPIRY_GRACE_MS = 2 * 60_000;
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
  const { db, log } = options;
  const due = await createOrdersRepository(db).awaitingPayment(new Date(now.getTime() - RECONCILE_AFTER_MS), BATCH);
  let settled = 0;
  for (const order of due) {
    try {
      const asked = await settleFromGateway(options, order, 'reconciler', now);
      if (asked?.result) {
        if (asked.result.outcome === 'applied') settled += 1;
        continue;
      }
      const age = now.getTime() - order.createdAt.getTime();
      const overdue = order.expiresAt !== null && now.getTime() > order.expiresAt.getTime() + EXPIRY_GRACE_MS;
      if (!order.checkoutToken && age >= ORPHAN_AFTER_MS) {
        const result = await settlePayment(
          db,
          { kind: 'abandoned', orderUid: order.uid, source: 'reconciler', reason: 'Оплата так и не была открыта' },
          { now, log, userEvents: options.userEvents },
        );
        if (result.outcome === 'applied') settled += 1;
      } else if (overdue) {
        const result = await settlePayment(
          db,
          { kind: 'expired', orderUid: order.uid, source: 'reconciler', reason: 'Время на оплату истекло' },
          { now, log, userEvents: options.userEvents },
        );
        if (result.outcome === 'applied') settled += 1;
      }
    } catch (error) {
      // One order's trouble must not stop the others; it is tried again next round.
      log.error({ err: error, orderUid: order.uid }, 'reconciling an order failed');
    }
  }
  return { checked: due.length, settled };
}

/** A timer round: payments first (their holds go back), then the points that expire now. */
async function reconcileRound(options: PaymentStatusOptions, now: Date): Promise<ReconcileRound> {
  const round = await reconcileOnce(options, now);
  try {
    const pass = await expireBonuses(options.db, now);
    for (const userId of pass.changed) options.userEvents?.userChanged(userId);
  } catch (error) {
    options.log.error({ err: error }, 'bonus expiry pass failed');
  }
  return round;
}

export interface Reconciler {
  /** Runs a round now (tests, and the first round at start). */
  runOnce(): Promise<ReconcileRound>;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
}

/** Runs `reconcileOnce` every `intervalSeconds` until stopped; rounds never overlap. */
export function startReconciler(options: PaymentStatusOptions & { clock: Clock; intervalSeconds: number }): Reconciler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<ReconcileRound> | undefined;
  let stopped = false;

  const runOnce = () => {
    running ??= reconcileRound(options, options.clock()).finally(() => {
      running = undefined;
    });
    return running;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(async () => {
      try {
        await runOnce();
      } catch (error) {
        options.log.error({ err: error }, 'reconciler round failed');
      }
      schedule();
    }, options.intervalSeconds * 1000);
    // The reconciler alone must not keep the process alive.
    timer.unref();
  };
  schedule();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
