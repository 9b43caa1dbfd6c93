import type { IncomingMessage } from 'node:http';
import type { ExtendedError, Socket } from 'socket.io';
import type { Clock } from '../../src/domain/time';
import { readIdentityToken } from '../services/accounts/identity-token';

/** What a socket carries once its handshake passed; socket.io keeps it across a recovered reconnect. */
export interface RealtimeSocketData {
  userId: string;
  /** Milliseconds since the epoch when the token that opened the socket expires. */
  tokenExpiresAt: number;
}

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
 */
export function identityHandshake(secret: string, clock: Clock) {
  return (socket: Socket, next: (error?: ExtendedError) => void): void => {
    const auth: unknown = socket.handshake.auth;
    const token = typeof auth === 'object' && auth !== null ? (auth as { token?: unknown }).token : undefined;
    if (typeof token !== 'string' || token === '') {
      next(new HandshakeRefused('token_missing', REFUSALS.token_missing));
      return;
    }
    const identity = readIdentityToken(secret, token, clock());
    if (!identity) {
      next(new HandshakeRefused('token_refused', REFUSALS.token_refused));
      return;
    }
    const data: RealtimeSocketData = { userId: identity.userId, tokenExpiresAt: identity.expiresAt.getTime() };
    socket.data = data;
    next();
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
