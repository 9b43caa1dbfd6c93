import { io, type Socket } from 'socket.io-client';
import { STAFF_NAMESPACE, socketEvents } from '../domain/contract/socket-events';
import type { StaffOrderEventPayload } from '../domain/contract/staff';
import { browserOnline, pauseWhileOffline } from './socket-offline';

/**
 * The staff board's and pickup screen's socket (issue 28): namespace `/staff`
 * on the shop's realtime server, let in by the `tp_staff` cookie the browser
 * sends with the handshake (the realtime port shares the shop's host). Like the
 * shopper's connection: WebSocket only, every payload checked against the
 * contract. socket.io reconnects by itself after a lost network or a server
 * restart; the caller fetches what it missed (`since`) on each `onConnected`.
 */
export interface StaffRealtimeOptions {
  url: string;
  shopId: string;
  onOrder: (payload: StaffOrderEventPayload) => void;
  /** Every (re)connection, the first included: the caller catches up from its last event number. */
  onConnected: () => void;
  onDisconnected: () => void;
  /** The server refused the handshake: the staff session is gone (signed out, expired). */
  onRefused: (message: string) => void;
  /** Outside a browser (the soak): the staff cookie a browser would send with the handshake. */
  cookie?: string;
  /** Outside a browser: told of the socket, for a tool that watches the connection itself. */
  onSocket?: (socket: Socket) => void;
}

export interface StaffRealtime {
  close(): void;
}

export function connectStaffRealtime(options: StaffRealtimeOptions): StaffRealtime {
  const event = socketEvents.staffOrders;
  let closed = false;
  const socket: Socket = io(`${options.url}${STAFF_NAMESPACE}`, {
    transports: ['websocket'],
    autoConnect: browserOnline(),
    withCredentials: true,
    ...(options.cookie ? { extraHeaders: { cookie: options.cookie } } : {}),
  });
  const stopFollowingNetwork = pauseWhileOffline(socket);
  options.onSocket?.(socket);
  socket.on(event.name(options.shopId), (payload: unknown) => {
    const parsed = event.payload.safeParse(payload);
    if (parsed.success) options.onOrder(parsed.data);
    else console.warn('[staff-realtime] an order payload the contract does not describe was ignored', parsed.error);
  });
  socket.on('connect', () => options.onConnected());
  socket.on('disconnect', (reason) => {
    if (closed) return;
    options.onDisconnected();
    // The server ends a socket whose session ended; a fresh handshake tells whether it may come back.
    if (reason === 'io server disconnect') socket.connect();
  });
  socket.on('connect_error', (error) => {
    if (closed) return;
    options.onDisconnected();
    // An active socket retries by itself (network trouble, a restarting server); an inactive one was refused.
    if (!socket.active) options.onRefused(error.message);
  });
  return {
    close: () => {
      closed = true;
      stopFollowingNetwork();
      socket.close();
    },
  };
}
