import { OrderUid } from './common';
import { OrderUpdatePayload } from './order-update';
import type { SocketEvent } from './socket-events';

const orderUidOf = (uid: string): string => OrderUid.parse(uid);

/**
 * An order's stage or money changed: to the device that placed it and its signed-in owner only. One of
 * `socketEvents`; here on its own so the order page's socket loads it without the account's and the board's events.
 */
export const orderUpdateEvent = {
  pattern: 'order_{uid}',
  name: (uid: string) => `order_${orderUidOf(uid)}`,
  room: (uid: string) => `order:${orderUidOf(uid)}`,
  payload: OrderUpdatePayload,
} as const satisfies SocketEvent<string, typeof OrderUpdatePayload>;
