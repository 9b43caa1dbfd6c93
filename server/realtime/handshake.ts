import type { IncomingMessage } from 'node:http';
import type { ExtendedError, Socket } from 'socket.io';
import type { Clock } from '../../src/domain/time';
import type { Executor } from '../db/transaction';
import { readIdentityToken } from '../services/accounts/identity-token';
import { isSessionLive } from '../services/accounts/sessions';

/** What a socket carries once its handshake passed; socket.io keeps it across a recovered reconnect. */
export interface RealtimeSocketData {
  userId: string;
  /** The session the token was handed to: signing it out closes the socket (`sessionRoom`). */
  sessionId: string;
  /** Milliseconds since the epoch when the token that opened the socket expires. */
  tokenExpiresAt: number;
}

/** The room of one session's sockets, on every process: a sign-out disconnects it. Server-side only. */
export const sessionRoom = (sessionId: string): string => `session:${sessionId}`;

/** Sent as the `connect_error`'s `data.code`, so the app can tell a missing token from a refused one. */
export type RefusalCode = 'token_missing' | 'token_refused';

export class HandshakeRefused extends Error implements ExtendedError {
  readonly data: { code: RefusalCode };
  constructor(code: RefusalCode, message: string) {
    super(message);
    this.data = { code };
  }
}

export const REFUSALS: Record<RefusalCode, string> = {
  token_missing: 'Войдите в личный кабинет, чтобы получать обновления',
  token_refused: 'Сеанс обновлений истёк: войдите снова',
};

/**
 * The handshake's check (SPEC §7): the identity token comes in
 * `handshake.auth.token` only. The query string is never read, because
 * URLs end up in proxy and access logs, where a token would outlive its purpose.
 * The token's session must still be alive: a signed-out tab's token opens nothing.
 */
export function identityHandshake(secret: string, clock: Clock, db: Executor) {
  return (socket: Socket, next: (error?: ExtendedError) => void): void => {
    const auth: unknown = socket.handshake.auth;
    const token = typeof auth === 'object' && auth !== null ? (auth as { token?: unknown }).token : undefined;
    if (typeof token !== 'string' || token === '') {
      next(new HandshakeRefused('token_missing', REFUSALS.token_missing));
      return;
    }
    const now = clock();
    const identity = readIdentityToken(secret, token, now);
    if (!identity) {
      next(new HandshakeRefused('token_refused', REFUSALS.token_refused));
      return;
    }
    isSessionLive(db, identity.sessionId, identity.userId, now).then(
      (live) => {
        if (!live) {
          next(new HandshakeRefused('token_refused', REFUSALS.token_refused));
          return;
        }
        const data: RealtimeSocketData = {
          userId: identity.userId,
          sessionId: identity.sessionId,
          tokenExpiresAt: identity.expiresAt.getTime(),
        };
        socket.data = data;
        next();
      },
      (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
    );
  };
}

/**
 * Browsers do not apply CORS to WebSocket connections, so the origin is
 * checked here for every transport: a page of another site is refused
 * before any handshake. A request without `Origin` is no browser's (a
 * server-side client or a tool) and is let through; the token still decides.
 */
export function sameOriginOnly(allowedOrigin: string) {
  return (request: IncomingMessage, callback: (error: string | null | undefined, success: boolean) => void): void => {
    const origin = request.headers.origin;
    if (origin === undefined || origin === allowedOrigin) callback(null, true);
    else callback('origin not allowed', false);
  };
}
