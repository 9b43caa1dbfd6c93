import type { z } from 'zod';
import { UserDataAnswer, UserId } from './account';
import { EntityId } from './common';
import { orderUpdateEvent } from './socket-events-order';
import { StaffOrderEventPayload } from './staff';

/**
 * Events of the realtime connection (socket.io on `REALTIME_PORT`, SPEC §7),
 * described once like the HTTP endpoints: the server emits through these
 * descriptions and the app subscribes through them. The accounts issue fills
 * `userData`; its bonus balance is what SPEC §4 «Live bonus update» needs now.
 */

/** SPEC §7: the payload carries `userData` with `bonuses.value` (points that can be spent now). */
export const UserDataPayload = UserDataAnswer;
export type UserDataPayload = z.infer<typeof UserDataPayload>;

export interface SocketEvent<Key extends string, Payload extends z.ZodType> {
  /** The event name as documented, with its placeholders. */
  readonly pattern: string;
  /** The concrete event name for one key (e.g. the user id). */
  readonly name: (key: Key) => string;
  /** The room whose sockets receive it: never everyone. */
  readonly room: (key: Key) => string;
  readonly payload: Payload;
}

const userIdOf = (userId: string): string => UserId.parse(userId);
const shopIdOf = (shopId: string): string => EntityId.parse(shopId);

/** The socket.io namespace of staff sockets (issue 26), authenticated by the `tp_staff` session. */
export const STAFF_NAMESPACE = '/staff';

export const socketEvents = {
  /** Pushed to the user's own room whenever their profile or points change. */
  userData: {
    pattern: 'user_data_{userId}',
    name: (userId) => `user_data_${userIdOf(userId)}`,
    room: (userId) => `user:${userIdOf(userId)}`,
    payload: UserDataPayload,
  },
  /**
   * Every change of an order of a shop, numbered: sent in namespace `/staff`
   * to the sockets of that shop's staff (a board refetches `since` its last
   * `seq` after a reconnect, so nothing is lost).
   */
  staffOrders: {
    pattern: 'staff_orders_{shopId}',
    name: (shopId) => `staff_orders_${shopIdOf(shopId)}`,
    room: (shopId) => `shop:${shopIdOf(shopId)}`,
    payload: StaffOrderEventPayload,
  },
  orderUpdate: orderUpdateEvent,
} as const satisfies Record<string, SocketEvent<string, z.ZodType>>;

export type SocketEventId = keyof typeof socketEvents;
