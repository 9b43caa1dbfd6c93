import { z } from 'zod';
import { OrderView } from '../../domain/contract/checkout';
import { OrderUid } from '../../domain/contract/common';
import type { SliceCodec } from '../../platform/persistence';
import { STORAGE_KEYS } from '../../platform/storage-keys';
import { parseListLeniently } from '../../shared/parse-list';
import {
  type StoredOrder,
  type StoredTrackedOrders,
  TRACKED_ORDERS_LIMIT,
  type TrackedOrdersState,
  trackedOrdersSelection,
} from './tracked-orders';

/*
 * What the remembered orders need of zod and the order contract: their stored
 * form, checked when read back, and each view encoded for the wire and decoded
 * again. Loaded after hydration (`use-tracked-orders.ts`): by the time an order
 * is read from the server or the stored copy is, the schemas are needed anyway.
 */

const KEY = STORAGE_KEYS.trackedOrders;

const StoredOrderSchema = z.object({
  uid: OrderUid,
  number: z.number().int().positive(),
  placedHere: z.boolean(),
  view: z.custom<z.input<typeof OrderView>>((value) => OrderView.safeParse(value).success, 'not an order view'),
  checkedAt: z.number().int().nonnegative(),
}) satisfies z.ZodType<StoredOrder>;

export const trackedOrdersCodec: SliceCodec<StoredTrackedOrders> = {
  key: KEY,
  version: 1,
  defaults: () => ({ orders: [], attachOffered: [] }),
  parse(data) {
    const record = data as Record<string, unknown> | null;
    const orders = parseListLeniently(StoredOrderSchema, record?.orders, `${KEY}.orders`);
    const attachOffered = parseListLeniently(z.string().max(64), record?.attachOffered, `${KEY}.attachOffered`);
    return orders && attachOffered ? { orders: orders.slice(0, TRACKED_ORDERS_LIMIT), attachOffered } : null;
  },
};

export const trackedOrdersBinding = { codec: trackedOrdersCodec, ...trackedOrdersSelection };

/** The stored view decoded (money in kopecks again); null should it no longer fit the contract. */
export function storedView(order: { readonly view: unknown }): OrderView | null {
  const parsed = OrderView.safeParse(order.view);
  return parsed.success ? parsed.data : null;
}

/** Keeps the view just read from the server: newest orders first, the oldest forgotten beyond the limit. */
export function rememberOrder(state: TrackedOrdersState, view: OrderView, checkedAt: number): void {
  const known = state.orders.find((order) => order.uid === view.uid);
  if (known && known.checkedAt > checkedAt) return;
  const entry: StoredOrder = {
    uid: view.uid,
    number: view.number,
    placedHere: (known?.placedHere ?? false) || view.contact !== null,
    view: z.encode(OrderView, view),
    checkedAt,
  };
  const others = state.orders.filter((order) => order.uid !== view.uid);
  state.orders = [entry, ...others].sort((a, b) => b.number - a.number).slice(0, TRACKED_ORDERS_LIMIT);
  state.changedAt = Math.max(checkedAt, state.changedAt + 1);
}
