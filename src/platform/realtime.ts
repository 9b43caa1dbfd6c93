import { io, type Socket } from 'socket.io-client';
import { socketEvents, type UserDataPayload } from '../domain/contract/socket-events';

/**
 * The realtime connection (SPEC §7, issue 14): made only for a signed-in
 * user, with the short-lived identity token in the handshake's `auth` (never
 * in the URL). Payloads are checked against the contract before anyone sees
 * them. The only module that touches socket.io-client.
 */
export interface UserRealtimeOptions {
  url: string;
  userId: string;
  /** A fresh identity token each time the connection (re)connects. */
  token: () => string | Promise<string>;
  onUserData: (payload: UserDataPayload) => void;
  /** After a reconnect that could not recover missed events: fetch the user data again. */
  onResync?: () => void;
  /** The server refused the handshake (expired or bad token). */
  onRefused?: (message: string) => void;
}

export interface UserRealtime {
  close(): void;
}

export function connectUserRealtime(options: UserRealtimeOptions): UserRealtime {
  const event = socketEvents.userData;
  const socket: Socket = io(options.url, {
    transports: ['websocket'],
    auth: (send) => {
      void Promise.resolve(options.token()).then((token) => send({ token }));
    },
  });
  socket.on(event.name(options.userId), (payload: unknown) => {
    const parsed = event.payload.safeParse(payload);
    if (parsed.success) options.onUserData(parsed.data);
    else console.warn('[realtime] a user-data payload the contract does not describe was ignored', parsed.error);
  });
  socket.on('connect', () => {
    if (!socket.recovered) options.onResync?.();
  });
  socket.on('connect_error', (error) => options.onRefused?.(error.message));
  return { close: () => socket.close() };
}
