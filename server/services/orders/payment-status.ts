import type { PaymentStatusAnswer } from '../../../src/domain/contract/checkout';
import { kopecks } from '../../../src/domain/money';
import type { Executor } from '../../db/transaction';
import type { CheckoutState, PaymentGateway } from '../../payments/gateway';
import { createOrderLedgerRepository } from '../../repositories/order-ledger';
import { createOrderTrackingRepository } from '../../repositories/order-tracking';
import { createOrdersRepository, type OrderRow } from '../../repositories/orders';
import { DomainError } from '../errors';
import type { GatewayAsks } from './gateway-asks';
import { orderProgress } from './order-progress';
import { orderView, statusCode, statusMessage } from './order-view';
import { type SettleContext, type SettlementResult, type SettlementSource, settlePayment } from './settle';
import { settleByTrackingId } from './tracking';

export const ORDER_NOT_FOUND = 'Заказ не найден';

export interface PaymentStatusOptions {
  db: Executor;
  gateway: PaymentGateway | undefined;
  log: SettleContext['log'];
  userEvents?: SettleContext['userEvents'];
  /** Told when a payment this check learnt of puts the order on its shop's board. */
  orderListeners?: SettleContext['orderListeners'];
}

/**
 * Settles an order awaiting payment from what the gateway says of its checkout
 * now, through the one settlement function. `null` when there is nothing to
 * ask (no checkout) or the gateway did not answer; a pending checkout changes nothing.
 */
export async function settleFromGateway(
  { db, gateway, log, userEvents, orderListeners }: PaymentStatusOptions,
  order: Pick<OrderRow, 'uid' | 'checkoutToken' | 'savedCardId'>,
  source: SettlementSource,
  now: Date,
): Promise<{ state: CheckoutState; result: SettlementResult | null } | null> {
  if (!gateway || !order.checkoutToken) return null;
  let state: CheckoutState;
  try {
    // A saved card's charge is a gateway transaction, not a checkout: its uid is kept in the token's place.
    state = order.savedCardId
      ? await gateway.getTransaction(order.checkoutToken)
      : await gateway.getCheckout(order.checkoutToken);
  } catch (error) {
    log.warn({ err: error, orderUid: order.uid, source }, 'the gateway did not say how the checkout stands');
    return null;
  }
  const context = { now, log, userEvents, orderListeners };
  switch (state.status) {
    case 'pending':
      return { state, result: null };
    case 'expired':
      return {
        state,
        result: await settlePayment(
          db,
          { kind: 'expired', orderUid: order.uid, source, reason: 'Банк закрыл оплату по истечении времени' },
          context,
        ),
      };
    default:
      return {
        state,
        // The transaction names our order by tracking_id; trust the checkout we asked about instead.
        result: await settlePayment(
          db,
          {
            kind: 'transaction',
            transaction: { ...state.transaction, tracking_id: order.uid },
            source,
            testMode: gateway.test,
          },
          context,
        ),
      };
  }
}

export interface PaymentStatusCheck {
  /** Who asks: the device shown the order's contact. */
  viewerDeviceId: string | null;
  now: Date;
  /** Only reads what is stored, never asks the gateway (a `HEAD`: link checkers and prefetchers change nothing). */
  readOnly: boolean;
  /** When the gateway was last asked about each order: at most once per interval (`gateway-asks.ts`). */
  asks: GatewayAsks;
}

/**
 * What the gateway says of an order awaiting payment, settled: by its checkout
 * or charge, or, for a saved card's charge whose answer was lost, by the
 * order's tracking_id. Null when nothing was learnt. Giving such an order up
 * (the gateway never saw the charge) is the reconciler's alone: the charge
 * may still be under way while the shopper looks.
 */
async function settleFromWhatGatewaySays(
  options: PaymentStatusOptions,
  order: OrderRow,
  now: Date,
): Promise<SettlementResult | null> {
  if (order.checkoutToken) return (await settleFromGateway(options, order, 'status', now))?.result ?? null;
  if (!order.savedCardId) return null;
  const tracked = await settleByTrackingId(options, order, 'status', now);
  return tracked.kind === 'settled' ? tracked.result : null;
}

/**
 * `GET /api/payment/:uid`: the order and how its payment stands. An order
 * still awaiting the bank is checked with the gateway (at most once per
 * interval per order, never on a read-only check), so the return page tells
 * the truth even when the webhook is late or lost.
 */
export async function paymentStatus(
  options: PaymentStatusOptions,
  uid: string,
  { viewerDeviceId, now, readOnly, asks }: PaymentStatusCheck,
): Promise<{ code: 200 | 202 | 402; answer: PaymentStatusAnswer }> {
  const orders = createOrdersRepository(options.db);
  let order = await orders.find(uid);
  if (!order) throw new DomainError('not_found', ORDER_NOT_FOUND);
  const mayAsk = order.status === 'awaiting_payment' && !readOnly && asks.take(uid, now);
  if (mayAsk && (await settleFromWhatGatewaySays(options, order, now))) {
    order = (await orders.find(uid)) ?? order;
  }
  return statusAnswer(options.db, order, viewerDeviceId);
}

/** The status check's answer for an order as it stands: its HTTP status, what the shopper is told, the order. */
export async function statusAnswer(
  db: Executor,
  order: OrderRow,
  viewerDeviceId: string | null,
): Promise<{ code: 200 | 202 | 402; answer: PaymentStatusAnswer }> {
  const lines = await createOrdersRepository(db).lines(order.uid);
  const moves = await createOrderTrackingRepository(db).stageMoves(order.uid);
  const ledger = await createOrderLedgerRepository(db).ofOrder(order.uid);
  const tracking = orderProgress(
    order,
    moves,
    ledger.map((row) => ({ type: row.type, status: row.status, amount: kopecks(row.amountKopecks) })),
  );
  return {
    code: statusCode(order.status),
    answer: {
      message: statusMessage(order),
      status: order.status,
      order: orderView(order, lines, viewerDeviceId, tracking),
    },
  };
}
