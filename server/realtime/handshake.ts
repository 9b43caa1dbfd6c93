import type { IncomingMessage } from 'node:http';
import type { ExtendedError, Socket } from 'socket.io';
import type { Clock } from '../../src/domain/time';
import type { Executor } from '../db/transaction';
import { DEVICE_COOKIE, isDeviceId } from '../http/device';
import { readIdentityToken } from '../services/accounts/identity-token';
import { isSessionLive } from '../services/accounts/sessions';
import type { StaffActor } from '../services/staff/actor';
import { findStaffSession, STAFF_COOKIE } from '../services/staff/sessions';

/** What a socket carries once its handshake passed; socket.io keeps it across a recovered reconnect. */
export interface RealtimeSocketData {
  /** The signed-in user of the identity token; `null` for a socket of a device only (or a staff socket). */
  userId: string | null;
  /** The session the token was handed to: signing it out closes the socket (`sessionRoom`); `null` without a token. */
  sessionId: string | null;
  /** The device cookie the handshake carried, if any: the device follows the orders it placed. */
  deviceId: string | null;
  /** Milliseconds since the epoch when the token that opened the socket expires; `null` without a token. */
  tokenExpiresAt: number | null;
  /** Namespace `/staff` only: the staff member of the `tp_staff` session, and when that session ends unless used. */
  staff?: { actor: StaffActor; sessionExpiresAt: number };
}

/** The room of one session's sockets, on every process: a sign-out disconnects it. Server-side only. */
export const sessionRoom = (sessionId: string): string => `session:${sessionId}`;

/** Sent as the `connect_error`'s `data.code`, so the app can tell a missing credential from a refused one. */
export type RefusalCode =
  | 'token_missing'
  | 'token_refused'
  | 'staff_session_missing'
  | 'staff_session_refused'
  | 'unavailable';

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
  staff_session_missing: 'Войдите как сотрудник пекарни',
  staff_session_refused: 'Сеанс сотрудника завершён: войдите снова',
  unavailable: 'Не удалось проверить вход. Попробуйте ещё раз через минуту',
};

/**
 * One cookie of the handshake's request (the realtime port shares the shop's
 * host, so the browser sends it the shop's cookies). The shop's cookies that
 * are read here hold base64url only, so no decoding is needed; the first of
 * a name wins, as in browsers' order (the most specific path first).
 */
export function handshakeCookie(socket: Pick<Socket, 'handshake'>, name: string): string | undefined {
  const header = socket.handshake.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * The default namespace's check (SPEC §7): the identity token comes in
 * `handshake.auth.token` only. The query string is never read, because
 * URLs end up in proxy and access logs, where a token would outlive its purpose.
 * A socket without a token is let in only with the device cookie, and then
 * hears only what is sent to its device (`order_{uid}` of the orders it placed).
 * The token's session must still be alive: a signed-out tab's token opens nothing.
 */
export function identityHandshake(secret: string, clock: Clock, db: Executor) {
  return (socket: Socket, next: (error?: ExtendedError) => void): void => {
    const auth: unknown = socket.handshake.auth;
    const token = typeof auth === 'object' && auth !== null ? (auth as { token?: unknown }).token : undefined;
    const device = handshakeCookie(socket, DEVICE_COOKIE);
    const deviceId = isDeviceId(device) ? device : null;
    if (typeof token !== 'string' || token === '') {
      if (!deviceId) {
        next(new HandshakeRefused('token_missing', REFUSALS.token_missing));
        return;
      }
      const data: RealtimeSocketData = { userId: null, sessionId: null, deviceId, tokenExpiresAt: null };
      socket.data = data;
      next();
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
          deviceId,
          tokenExpiresAt: identity.expiresAt.getTime(),
        };
        socket.data = data;
        next();
      },
      (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
    );
  };
}

export interface StaffHandshakeOptions {
  db: Executor;
  clock: Clock;
  log: { warn: (details: object, message: string) => void };
}

/**
 * The `/staff` namespace's check (issue 26): the `tp_staff` cookie must name
 * a live session of an enabled account, read like an HTTP call's; a
 * shopper's token or a device cookie opens nothing here.
 */
export function staffHandshake({ db, clock, log }: StaffHandshakeOptions) {
  return (socket: Socket, next: (error?: ExtendedError) => void): void => {
    const token = handshakeCookie(socket, STAFF_COOKIE);
    if (!token) {
      next(new HandshakeRefused('staff_session_missing', REFUSALS.staff_session_missing));
      return;
    }
    findStaffSession(db, token, clock()).then(
      (found) => {
        if (!found) {
          next(new HandshakeRefused('staff_session_refused', REFUSALS.staff_session_refused));
          return;
        }
        const data: RealtimeSocketData = {
          userId: null,
          sessionId: null,
          deviceId: null,
          tokenExpiresAt: null,
          staff: { actor: found.actor, sessionExpiresAt: found.expiresAt.getTime() },
        };
        socket.data = data;
        next();
      },
      (error: unknown) => {
        log.warn({ err: error }, 'staff socket handshake could not read the session');
        next(new HandshakeRefused('unavailable', REFUSALS.unavailable));
      },
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
