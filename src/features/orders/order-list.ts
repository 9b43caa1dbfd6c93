import type { UserData } from '../../domain/contract/account';
import type { CartItem } from '../../domain/contract/cart';
import type { DeliveryMethod, OrderStage, OrderStatus, OrderView } from '../../domain/contract/checkout';
import { type Kopecks, kopecks } from '../../domain/money';
import { STATUS_TEXT } from '../../domain/order-status';
import { stepTitle } from './order-progress-text';
import type { DeviceOrder } from './tracked-orders';

/** One row of «Мои заказы»: from the account, from this device, or both. */
export interface OrderRow {
  uid: string;
  number: number;
  createdAt: string;
  status: OrderStatus;
  stage: OrderStage | null;
  total: Kopecks;
  /** Known when this device has the order's view. */
  method: DeliveryMethod | null;
  view: OrderView | null;
  /** The account's order: repeated at today's prices by the server. */
  ofAccount: boolean;
}

type AccountOrder = UserData['orders'][number];

/**
 * The list: the account's orders (signed in) and the orders this device placed,
 * once each, newest first; a live stage heard since overrides the stored one.
 */
export function orderRows(
  account: readonly AccountOrder[] | null,
  device: readonly DeviceOrder[],
  liveStages: Readonly<Record<string, OrderStage | null>>,
  viewOf: (entry: DeviceOrder) => OrderView | null,
): OrderRow[] {
  const rows = new Map<string, OrderRow>();
  for (const entry of device) {
    const view = viewOf(entry);
    if (!view || !entry.placedHere) continue;
    rows.set(view.uid, {
      uid: view.uid,
      number: view.number,
      createdAt: view.createdAt,
      status: view.status,
      stage: view.stage,
      total: view.total,
      method: view.deliveryMethod,
      view,
      ofAccount: false,
    });
  }
  for (const order of account ?? []) {
    const known = rows.get(order.uid);
    rows.set(order.uid, {
      uid: order.uid,
      number: order.number,
      createdAt: order.createdAt,
      status: order.status,
      stage: order.stage,
      total: order.total,
      method: known?.method ?? null,
      view: known?.view ?? null,
      ofAccount: true,
    });
  }
  return [...rows.values()]
    .map((row) => (row.uid in liveStages ? { ...row, stage: liveStages[row.uid] ?? row.stage } : row))
    .sort((a, b) => b.number - a.number);
}

/** What the row says of where the order is. */
export function rowStatus(row: Pick<OrderRow, 'stage' | 'status' | 'method'>): string {
  if (row.stage === null) return STATUS_TEXT[row.status];
  if (row.stage === 'ready' && row.method === null) return 'Готов';
  return stepTitle(row.stage, row.method ?? 'pickup');
}

/** An order's lines back as cart lines, at the unit price the order had (the cart is priced again by the server). */
export function cartLinesOf(order: Pick<OrderView, 'lines'>): CartItem[] {
  return order.lines.map((line) => ({
    _id: line._id,
    title: line.title,
    count: line.count,
    cost: kopecks(Math.round(line.sum / line.count)),
  }));
}
