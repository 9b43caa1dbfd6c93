import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { KIOSK_COOKIE, KIOSK_MESSAGES } from '../../src/domain/contract/kiosk';
import { KIOSK_API_PATH_PATTERN } from '../../src/domain/contract/kiosk-path';
import { findKioskDevice, type KioskDevice } from '../services/kiosk/devices';
import { HttpError } from './errors';
import { routePath } from './origin';
import { addRequestHookFor } from './request-hook';

/** Browsers cap a cookie's life at 400 days; `/api/kiosk/me` sends it again, so a kiosk in use never loses it. */
const KIOSK_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

const COOKIE_OPTIONS = {
  httpOnly: true,
  // The kiosk's own pages only: no other site's link or form ever carries it.
  sameSite: 'strict' as const,
  path: '/',
};

/** The kiosk credential: an httpOnly, SameSite=Strict cookie with the device's random token. */
export function setKioskCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(KIOSK_COOKIE, token, { ...COOKIE_OPTIONS, maxAge: KIOSK_COOKIE_MAX_AGE_S });
}

export function clearKioskCookie(reply: FastifyReply): void {
  reply.clearCookie(KIOSK_COOKIE, COOKIE_OPTIONS);
}

/** The live kiosk device the request's cookie names, or `null`; looks nothing up without the cookie. */
export function kioskOfRequest(request: FastifyRequest): Promise<KioskDevice | null> {
  const token = request.cookies[KIOSK_COOKIE];
  return token ? findKioskDevice(request.ctx.db, token) : Promise.resolve(null);
}

/**
 * Fills `request.ctx.kiosk` from the kiosk cookie before any `/api/kiosk`
 * handler runs; other paths never touch the kiosk tables.
 */
export function installKioskAccess(app: FastifyInstance): void {
  addRequestHookFor(
    app,
    (request) => KIOSK_API_PATH_PATTERN.test(routePath(request)),
    async (request) => {
      request.ctx.kiosk = await kioskOfRequest(request);
    },
  );
}

/** The request's kiosk device, or a 401 with a Russian message. */
export function requireKiosk(request: FastifyRequest): KioskDevice {
  const kiosk = request.ctx.kiosk;
  if (!kiosk) throw new HttpError(401, KIOSK_MESSAGES.notEnrolled);
  return kiosk;
}
