import { proxy, snapshot } from 'valtio/vanilla';

/*
 * The orders this device knows (issue 28): those it placed, so a guest's
 * «Мои заказы» lists them, and the last view of each order it opened, so its
 * page shows the last known state offline with the time it was read.
 */

/** How many orders a device remembers: the newest are kept. */
export const TRACKED_ORDERS_LIMIT = 30;

/** One remembered order; its view is kept as the wire carries it (money in roubles) and decoded when read back. */
export interface StoredOrder {
  uid: string;
  number: number;
  /** Placed from this device (the server showed it the contact details, which it shows only to the placer). */
  placedHere: boolean;
  view: unknown;
  /** When the view was read from the server, in ms since the epoch. */
  checkedAt: number;
}

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

/**
 * How the state is kept, apart from its codec: the codec's schemas (zod and the order contract) come with
 * `tracked-orders.codec.ts`, loaded after hydration, so the order page's first script carries none of them.
 */
export const trackedOrdersSelection = {
  // A snapshot is plain data IndexedDB can clone; the live proxy is not.
  select: (state: TrackedOrdersState): StoredTrackedOrders => {
    const { orders, attachOffered } = snapshot(state);
    // Deeply readonly as a snapshot; plain data all the same.
    return { orders: orders.map((order) => ({ ...order })), attachOffered: [...attachOffered] };
  },
  apply: (state: TrackedOrdersState, data: StoredTrackedOrders, savedAt: number) => {
    state.orders = data.orders;
    state.attachOffered = data.attachOffered;
    state.changedAt = savedAt;
  },
  changedAt: (state: TrackedOrdersState) => state.changedAt,
};

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
