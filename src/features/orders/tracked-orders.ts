import { proxy, snapshot } from 'valtio/vanilla';
import { z } from 'zod';
import { OrderView } from '../../domain/contract/checkout';
import { OrderUid } from '../../domain/contract/common';
import type { SliceCodec } from '../../platform/persistence';
import { parseListLeniently } from '../../shared/parse-list';

/*
 * The orders this device knows (issue 28): those it placed, so a guest's
 * «Мои заказы» lists them, and the last view of each order it opened, so its
 * page shows the last known state offline with the time it was read.
 */

/** How many orders a device remembers: the newest are kept. */
export const TRACKED_ORDERS_LIMIT = 30;

/** An order view as the wire carries it (money in roubles): stored so, it decodes once when read back. */
type WireOrderView = z.input<typeof OrderView>;

const StoredOrder = z.object({
  uid: OrderUid,
  number: z.number().int().positive(),
  /** Placed from this device (the server showed it the contact details, which it shows only to the placer). */
  placedHere: z.boolean(),
  view: z.custom<WireOrderView>((value) => OrderView.safeParse(value).success, 'not an order view'),
  /** When the view was read from the server, in ms since the epoch. */
  checkedAt: z.number().int().nonnegative(),
});
export type StoredOrder = z.infer<typeof StoredOrder>;

/** A stored order as any snapshot of it reads (deeply readonly, the view undecoded). */
export interface DeviceOrder {
  readonly uid: string;
  readonly number: number;
  readonly placedHere: boolean;
  readonly view: unknown;
  readonly checkedAt: number;
}

export interface StoredTrackedOrders {
  orders: StoredOrder[];
  /** Accounts this device has offered its guest orders to, so the offer is made once. */
  attachOffered: string[];
}

export interface TrackedOrdersState extends StoredTrackedOrders {
  changedAt: number;
}

export const createTrackedOrdersState = (): TrackedOrdersState =>
  proxy({ orders: [], attachOffered: [], changedAt: 0 });

const KEY = 'trackedOrders';

export const trackedOrdersCodec: SliceCodec<StoredTrackedOrders> = {
  key: KEY,
  version: 1,
  defaults: () => ({ orders: [], attachOffered: [] }),
  parse(data) {
    const record = data as Record<string, unknown> | null;
    const orders = parseListLeniently(StoredOrder, record?.orders, `${KEY}.orders`);
    const attachOffered = parseListLeniently(z.string().max(64), record?.attachOffered, `${KEY}.attachOffered`);
    return orders && attachOffered ? { orders: orders.slice(0, TRACKED_ORDERS_LIMIT), attachOffered } : null;
  },
};

export const trackedOrdersBinding = {
  codec: trackedOrdersCodec,
  // A snapshot is plain data IndexedDB can clone; the live proxy is not.
  select: (state: TrackedOrdersState): StoredTrackedOrders => {
    const { orders, attachOffered } = snapshot(state);
    // Deeply readonly as a snapshot; plain data all the same.
    return { orders: orders.map((order) => ({ ...order })) as StoredOrder[], attachOffered: [...attachOffered] };
  },
  apply: (state: TrackedOrdersState, data: StoredTrackedOrders, savedAt: number) => {
    state.orders = data.orders;
    state.attachOffered = data.attachOffered;
    state.changedAt = savedAt;
  },
  changedAt: (state: TrackedOrdersState) => state.changedAt,
};

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

/** The guest orders this device placed that are not yet known as the account's. */
export function guestOrdersToOffer(
  state: { readonly orders: readonly DeviceOrder[] },
  accountUids: ReadonlySet<string>,
): string[] {
  return state.orders.filter((order) => order.placedHere && !accountUids.has(order.uid)).map((order) => order.uid);
}

export function markAttachOffered(state: TrackedOrdersState, userId: string, now: number): void {
  if (state.attachOffered.includes(userId)) return;
  state.attachOffered = [...state.attachOffered, userId].slice(-20);
  state.changedAt = Math.max(now, state.changedAt + 1);
}
