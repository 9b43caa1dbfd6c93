import { io, type Socket } from 'socket.io-client';
import { socketEvents, type UserDataPayload } from '../domain/contract/socket-events';
import { browserOnline, pauseWhileOffline } from './socket-offline';

/**
 * The realtime connection (SPEC §7, issue 14): made only for a signed-in
 * user, with the short-lived identity token in the handshake's `auth` (never
 * in the URL). Payloads are checked against the contract before anyone sees
 * them. The only module that touches socket.io-client.
 *
 * WebSocket only: one long-lived connection needs no sticky sessions when
 * several server processes stand behind one address (polling would).
 */
export interface UserRealtimeOptions {
  url: string;
  userId: string;
  /**
   * A fresh identity token, asked for on every (re)connection (e.g. from the
   * logged check). The server ends a socket when its token expires, and the
   * connection then comes back with the next token. A rejection means the
   * user is signed out: the connection stops and `onRefused` is told.
   */
  token: (options?: { refresh?: boolean }) => string | Promise<string>;
  onUserData: (payload: UserDataPayload) => void;
  /**
   * A reconnection that did not recover the events missed while it was down:
   * fetch the user data again. Not called for the first connection: the app
   * reads the data as it signs in, and one read on load is enough.
   */
  onResync?: () => void;
  /** The server refused the handshake twice in a row (a fresh token too), or no token could be had. */
  onRefused?: (message: string) => void;
}

export interface UserRealtime {
  close(): void;
}

const NO_TOKEN = 'no identity token';

export function connectUserRealtime(options: UserRealtimeOptions): UserRealtime {
  const event = socketEvents.userData;
  let refusals = 0;
  let closed = false;
  let connectedBefore = false;
  // The token a reconnection after a server disconnect already asked for: the handshake uses it, not a second ask.
  let checkedToken: string | undefined;
  const socket: Socket = io(options.url, {
    transports: ['websocket'],
    autoConnect: browserOnline(),
    auth: (send) => {
      const checked = checkedToken;
      checkedToken = undefined;
      Promise.resolve()
        .then(() => checked ?? options.token())
        .then(
          (token) => send({ token }),
          () => {
            // Signed out meanwhile: nothing to connect as.
            stop(NO_TOKEN);
          },
        );
    },
  });
  // Back online, the session may have ended meanwhile (signed out on another device).
  const stopFollowingNetwork = pauseWhileOffline(socket, () => reconnectWithFreshToken());
  function stop(message: string): void {
    if (closed) return;
    closed = true;
    stopFollowingNetwork();
    socket.close();
    options.onRefused?.(message);
  }

  socket.on(event.name(options.userId), (payload: unknown) => {
    const parsed = event.payload.safeParse(payload);
    if (parsed.success) options.onUserData(parsed.data);
    else console.warn('[realtime] a user-data payload the contract does not describe was ignored', parsed.error);
  });
  socket.on('connect', () => {
    refusals = 0;
    if (connectedBefore && !socket.recovered) options.onResync?.();
    connectedBefore = true;
  });
  socket.on('connect_error', (error) => {
    // An active socket retries by itself (network trouble); an inactive one was refused by the server.
    if (socket.active || closed) return;
    refusals += 1;
    // Once more with a fresh token: the last one may have expired on the way.
    if (refusals === 1) socket.connect();
    else stop(error.message);
  });
  // Reconnects only once a fresh token says the shopper is still signed in, so a signed-out tab never opens a
  // WebSocket it would close before it is established.
  function reconnectWithFreshToken(): void {
    Promise.resolve()
      // Asked afresh, not from a cache: after a sign-out the held token is still unexpired but its session is gone.
      .then(() => options.token({ refresh: true }))
      .then(
        (token) => {
          if (closed) return;
          checkedToken = token;
          socket.connect();
        },
        () => stop(NO_TOKEN),
      );
  }
  socket.on('disconnect', (reason) => {
    // The server ends a socket whose token expired (come back with a fresh one) or whose session ended (a
    // sign-out, here or on another tab).
    if (reason !== 'io server disconnect' || closed) return;
    reconnectWithFreshToken();
  });
  return {
    close: () => {
      closed = true;
      stopFollowingNetwork();
      socket.close();
    },
  };
}
