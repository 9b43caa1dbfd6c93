import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A device is an httpOnly first-party cookie holding a random id and nothing
 * personal. Ratings and likes are kept per device, so replays count once.
 */
export const DEVICE_COOKIE = 'tp_device';
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
const TWO_YEARS_S = 2 * 365 * 24 * 60 * 60;

export function deviceIdOf(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[DEVICE_COOKIE];
  if (existing && DEVICE_ID.test(existing)) return existing;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: TWO_YEARS_S,
  });
  return id;
}
