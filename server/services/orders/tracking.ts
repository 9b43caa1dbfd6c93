import type { GatewayTransaction } from '../../../src/domain/contract/gateway';
import type { Executor } from '../../db/transaction';
import type { PaymentGateway } from '../../payments/gateway';
import type { OrderRow } from '../../repositories/orders';
import { type SettleContext, type SettlementResult, type SettlementSource, settlePayment } from './settle';

/*
 * A saved card's charge whose answer never came back (a timeout, a reset
 * connection, a 5xx, or a crash between the charge and recording it) leaves
 * an order awaiting payment with no transaction uid to ask about. The gateway
 * knows it by the order's uid, which every charge sends as `tracking_id`.
 */

export interface TrackingOptions {
  db: Executor;
  gateway: PaymentGateway | undefined;
  log: SettleContext['log'];
  userEvents?: SettleContext['userEvents'];
  orderListeners?: SettleContext['orderListeners'];
}

/** What the gateway says of an order asked by its tracking_id. */
export type TrackedCharge =
  /** It could not be asked, or did not answer clearly: nothing may be given up. */
  | { kind: 'unknown' }
  /** It holds no payment for the order: the card was never charged. */
  | { kind: 'none' }
  /** A payment waits for the shopper (3-D Secure). */
  | { kind: 'pending' }
  /** A final payment, settled through the one settlement function. */
  | { kind: 'settled'; result: SettlementResult };

/** A success first (money in decides), then one under way, then a refusal; the newest among equals. */
const PRECEDENCE: Record<GatewayTransaction['status'], number> = {
  successful: 0,
  incomplete: 1,
  failed: 2,
  error: 2,
  expired: 2,
};

/**
 * The transaction that says how an order's charge went, of those the gateway
 * holds for its tracking_id (newest first): only payments of the gateway's
 * mode count; refunds and test transactions on a live gateway charged nothing.
 */
export function decisiveOf(transactions: readonly GatewayTransaction[], testMode: boolean): GatewayTransaction | null {
  const payments = transactions.filter(
    (transaction) => transaction.type === 'payment' && transaction.test === testMode,
  );
  // Array sort is stable: among equals the newest stays first.
  return payments.sort((a, b) => PRECEDENCE[a.status] - PRECEDENCE[b.status])[0] ?? null;
}

/** Asks the gateway for the order's transactions by tracking_id and settles the order by the decisive one. */
export async function settleByTrackingId(
  { db, gateway, log, userEvents, orderListeners }: TrackingOptions,
  order: Pick<OrderRow, 'uid'>,
  source: SettlementSource,
  now: Date,
): Promise<TrackedCharge> {
  if (!gateway) return { kind: 'unknown' };
  let found: GatewayTransaction[];
  try {
    found = await gateway.findTransactions(order.uid);
  } catch (error) {
    log.warn({ err: error, orderUid: order.uid, source }, 'the gateway did not say what became of the charge');
    return { kind: 'unknown' };
  }
  const decisive = decisiveOf(found, gateway.test);
  if (!decisive) {
    if (found.length > 0) {
      log.warn(
        { orderUid: order.uid, found: found.map(({ uid, type, test, status }) => ({ uid, type, test, status })) },
        'the gateway holds no payment of its mode for the order',
      );
    }
    return { kind: 'none' };
  }
  if (decisive.status === 'incomplete') return { kind: 'pending' };
  const result = await settlePayment(
    db,
    // Asked by our order's uid: the transaction is this order's whatever it names.
    { kind: 'transaction', transaction: { ...decisive, tracking_id: order.uid }, source, testMode: gateway.test },
    { now, log, userEvents, orderListeners },
  );
  return { kind: 'settled', result };
}
