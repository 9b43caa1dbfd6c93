import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import { SESSION_PATH_PATTERN } from '../../src/domain/contract/http';
import { findSession, SESSION_COOKIE, SIGN_IN_REQUIRED } from '../services/accounts/sessions';
import type { SessionUser } from './context';
import { HttpError } from './errors';
import { routePath } from './origin';
import { addRequestHookFor } from './request-hook';

export { SIGN_IN_REQUIRED };

/**
 * The session cookie: httpOnly (no script reads it), SameSite=Lax (not sent
 * on cross-site POSTs), Secure when `PUBLIC_URL` is HTTPS (`cookies.ts`), and as
 * long-lived as the session.
 */
export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, now: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
  });
}

/** Tells the browser to forget the session cookie (logout, a revoked or unknown session). */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
  });
}

/**
 * Public calls that act for the account when one is signed in: a rating
 * counts once per account; a push subscription also hears of the account's
 * orders placed on other devices.
 */
const ACCOUNT_AWARE_PATHS = new Set<string>([endpoints.rateProduct.path, endpoints.pushSubscribe.path]);

/**
 * Fills `request.ctx.user` from the session cookie before any `/priapi` or
 * `/api/auth` handler (or an account-aware public one) runs. Other paths
 * (pages, the catalogue) stay the same for everyone and never touch the
 * sessions table. When the session's expiry slides forward, the cookie is
 * sent again with the new Max-Age.
 */
export function installSessions(app: FastifyInstance): void {
  const appliesTo = (request: FastifyRequest) => {
    const path = routePath(request);
    return SESSION_PATH_PATTERN.test(path) || ACCOUNT_AWARE_PATHS.has(path);
  };
  addRequestHookFor(app, appliesTo, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    const session = await findSession(request.ctx.db, token, request.ctx.now);
    if (!session || !token) return;
    request.ctx.user = { id: session.userId, sessionId: session.sessionId };
    if (session.slid) setSessionCookie(reply, token, session.expiresAt, request.ctx.now);
  });
}

/** The request's signed-in user, or a 401 with a Russian message. */
export function requireUser(request: FastifyRequest): SessionUser {
  const user = request.ctx.user;
  if (!user) throw new HttpError(401, SIGN_IN_REQUIRED);
  return user;
}
