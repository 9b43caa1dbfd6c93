import type { FastifyBaseLogger } from 'fastify';
import type { StaffOrder } from '../../../src/domain/contract/staff';
import type { Executor } from '../../db/transaction';
import type { OrderMilestone } from '../../ops/metrics';
import type { PaymentGateway } from '../../payments/gateway';
import type { UserEvents } from '../../realtime/user-events';
import { createOrdersRepository, type OrderLineRow, type OrderRow } from '../../repositories/orders';
import { staffOrderView, staffOrderViewOf } from './view';

/** Who hears of an order's change once it is committed (the staff board's sockets, the shopper's tracker). */
export interface LifecycleListeners {
  orderChanged(order: StaffOrder, owner: { deviceId: string; userId: string | null }): void;
  /** An order placed, paid or cancelled, told once after its commit (the metrics count them). */
  orderCounted?(milestone: OrderMilestone): void;
}

export interface LifecycleService {
  db: Executor;
  /** Absent when the shop runs without a card gateway: card refunds are then refused. */
  gateway: PaymentGateway | undefined;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  listeners?: LifecycleListeners | undefined;
  /** Told when an order's owner's points moved. */
  userEvents?: UserEvents | undefined;
}

/**
 * After the commit: the order as it is now goes to its shop's boards and its
 * shopper's trackers, and a signed-in owner is told (their list of orders
 * shows the stage, and money moves move points). Answers the view (the
 * route's answer too).
 */
export async function publish(service: LifecycleService, order: OrderRow, now: Date): Promise<StaffOrder> {
  const view = await staffOrderViewOf(service.db, order, now);
  try {
    service.listeners?.orderChanged(view, { deviceId: order.deviceId, userId: order.userId });
  } catch (error) {
    // The change is committed; a listener's failure must not turn it into an error answer.
    service.log.error({ err: error, orderUid: order.uid }, 'order change not published');
  }
  if (order.userId) service.userEvents?.userChanged(order.userId);
  return view;
}

/**
 * After a commit elsewhere (a payment settled, an order placed): reads the
 * order and publishes it like `publish`. Never throws: the change is
 * committed, and a board that missed it catches up by its event number.
 */
export async function publishOrderChange(
  service: Pick<LifecycleService, 'db' | 'log' | 'listeners'>,
  orderUid: string,
  now: Date,
): Promise<void> {
  if (!service.listeners) return;
  try {
    const order = await createOrdersRepository(service.db).find(orderUid);
    if (order) await publish({ ...service, gateway: undefined }, order, now);
  } catch (error) {
    service.log.error({ err: error, orderUid }, 'order change not published');
  }
}

/**
 * After an order is placed: its view from what the placement itself wrote. A new order has no ledger rows yet, so
 * reading it back (order, lines, ledger: three queries on every order) would only find what is already in hand.
 * Never throws, like `publishOrderChange`.
 */
export function publishPlacedOrder(
  service: Pick<LifecycleService, 'log' | 'listeners'>,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  now: Date,
): void {
  if (!service.listeners) return;
  try {
    const view = staffOrderView(order, lines, [], new Map(), now);
    service.listeners.orderChanged(view, { deviceId: order.deviceId, userId: order.userId });
  } catch (error) {
    service.log.error({ err: error, orderUid: order.uid }, 'order change not published');
  }
}
