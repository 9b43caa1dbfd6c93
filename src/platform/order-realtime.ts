import { io, type Socket } from 'socket.io-client';
import type { OrderUpdatePayload } from '../domain/contract/order-update';
import { orderUpdateEvent } from '../domain/contract/socket-events-order';
import { browserOnline, pauseWhileOffline } from './socket-offline';

/**
 * The shopper's order updates (issue 28): `order_{uid}` of the orders this
 * device placed (the server admits a socket without a token by the device
 * cookie, which the browser sends to the realtime port of the same host) and,
 * with a signed-in shopper's identity token, of the account's orders too.
 * Payloads are checked against the contract before anyone sees them.
 */
export interface OrderRealtimeOptions {
  url: string;
  /** The signed-in shopper's identity token, if any; asked on every (re)connection. Null: as this device only. */
  token?: () => string | null;
  onOrderUpdate: (payload: OrderUpdatePayload) => void;
  /**
   * A connection that did not recover what was missed: read the orders again.
   * The first connection too, since a change made between the page's read and
   * the socket joining its room would otherwise be missed.
   */
  onResync: () => void;
  /** Whether the connection is up, for the page to say so. */
  onConnected?: (connected: boolean) => void;
}

export interface OrderRealtime {
  close(): void;
}

const ORDER_EVENT_PREFIX = 'order_';

export function connectOrderRealtime(options: OrderRealtimeOptions): OrderRealtime {
  const event = orderUpdateEvent;
  let closed = false;
  // A refused token (expired, signed out) must not cost the device its own orders' updates.
  let withToken = Boolean(options.token);
  const socket: Socket = io(options.url, {
    transports: ['websocket'],
    autoConnect: browserOnline(),
    auth: (send) => {
      const token = withToken ? options.token?.() : null;
      send(token ? { token } : {});
    },
  });
  const stopFollowingNetwork = pauseWhileOffline(socket);
  socket.onAny((name: unknown, payload: unknown) => {
    if (typeof name !== 'string' || !name.startsWith(ORDER_EVENT_PREFIX)) return;
    const parsed = event.payload.safeParse(payload);
    if (!parsed.success || event.name(parsed.data.uid) !== name) {
      console.warn('[realtime] an order update the contract does not describe was ignored', name);
      return;
    }
    options.onOrderUpdate(parsed.data);
  });
  socket.on('connect', () => {
    options.onConnected?.(true);
    if (!socket.recovered) options.onResync();
  });
  socket.on('disconnect', (reason) => {
    options.onConnected?.(false);
    // The server ends a token's socket when the token expires: come back, with a fresh token if there is one.
    if (reason === 'io server disconnect' && !closed) socket.connect();
  });
  socket.on('connect_error', () => {
    options.onConnected?.(false);
    if (socket.active || closed) return;
    // Refused by the server: the token was; once more as this device alone.
    if (withToken) {
      withToken = false;
      socket.connect();
    }
  });
  return {
    close() {
      closed = true;
      stopFollowingNetwork();
      socket.close();
    },
  };
}
