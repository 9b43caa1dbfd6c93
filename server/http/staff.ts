import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_API_PATH_PATTERN } from '../../src/domain/contract/http';
import { DomainError } from '../services/errors';
import { ROLE_REQUIRED, type StaffActor } from '../services/staff/actor';
import { findStaffSession, STAFF_COOKIE } from '../services/staff/sessions';
import { routePath } from './origin';
import { addRequestHookFor } from './request-hook';

export const STAFF_SIGN_IN_REQUIRED = ROLE_REQUIRED.staff;

/** `Secure` from `PUBLIC_URL`'s scheme: behind a TLS-terminating proxy the request itself is plain HTTP. */
export const secureStaffCookie = (publicUrl: string): boolean => new URL(publicUrl).protocol === 'https:';

const cookieOptions = (secure: boolean) => ({
  httpOnly: true,
  // Sent only by the shop's own pages: no link or form of another site ever carries a staff session.
  sameSite: 'strict' as const,
  secure,
  path: '/',
});

/** The staff session cookie, as long-lived as the session. */
export function setStaffCookie(reply: FastifyReply, token: string, expiresAt: Date, now: Date, secure: boolean): void {
  reply.setCookie(STAFF_COOKIE, token, {
    ...cookieOptions(secure),
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
  });
}

export function clearStaffCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(STAFF_COOKIE, cookieOptions(secure));
}

/**
 * Fills `request.ctx.staff` from the `tp_staff` cookie before any
 * `/api/staff` handler runs; other paths never touch the staff tables, and a
 * shopper's session or a kiosk's cookie is never a staff session. A cookie
 * that names no live session is cleared; one whose session slid is sent
 * again with the new Max-Age.
 */
export function installStaffAccess(app: FastifyInstance, { publicUrl }: { publicUrl: string }): void {
  const secure = secureStaffCookie(publicUrl);
  addRequestHookFor(
    app,
    (request) => STAFF_API_PATH_PATTERN.test(routePath(request)),
    async (request, reply) => {
      const token = request.cookies[STAFF_COOKIE];
      if (token === undefined) return;
      const found = await findStaffSession(request.ctx.db, token, request.ctx.now);
      if (!found) {
        clearStaffCookie(reply, secure);
        return;
      }
      request.ctx.staff = found.actor;
      if (found.slid) setStaffCookie(reply, token, found.expiresAt, request.ctx.now, secure);
    },
  );
}

/** The request's signed-in staff member, or a 401 with a Russian message. */
export function requireStaff(request: FastifyRequest): StaffActor {
  const staff = request.ctx.staff;
  if (!staff) throw new DomainError('unauthorized', STAFF_SIGN_IN_REQUIRED);
  return staff;
}
