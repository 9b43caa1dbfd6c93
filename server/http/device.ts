import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/**
 * A device is an httpOnly first-party cookie holding a random id and nothing
 * personal, given on the first page load. Ratings and likes are kept per
 * device, so replays count once, and need a device the shop gave out
 * (`requireDevice`), so a script cannot count as a new device on every call.
 */
export const DEVICE_COOKIE = 'tp_device';
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
const TWO_YEARS_S = 2 * 365 * 24 * 60 * 60;

/** Whether a cookie value is a device id as `deviceIdOf` makes them (the realtime handshake reads it too). */
export const isDeviceId = (value: string | undefined): value is string => value !== undefined && DEVICE_ID.test(value);

/** The device the request's cookie names, or `null` when it has none (or a malformed one). Sets nothing. */
export function readDeviceId(request: FastifyRequest): string | null {
  const existing = request.cookies[DEVICE_COOKIE];
  return isDeviceId(existing) ? existing : null;
}

/**
 * The request's device, given a new id (and cookie) when it has none yet: for
 * calls that record something per device. The request context learns the new
 * id too, so later code in the same request sees the same device.
 */
export function deviceIdOf(request: FastifyRequest, reply: FastifyReply): string {
  const existing = readDeviceId(request);
  if (existing) return existing;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: TWO_YEARS_S,
  });
  // A second call in this request answers the same id instead of minting another.
  request.cookies[DEVICE_COOKIE] = id;
  request.ctx.deviceId = id;
  return id;
}

export const DEVICE_REQUIRED = 'Не удалось сохранить: обновите страницу магазина и попробуйте ещё раз';

/**
 * The device of a call that counts per device (a rating, a like): only one
 * established by a page load of the shop, never minted by the call itself, or
 * every cookie-less request would count as one more shopper. A request
 * without it gets a 403 and changes nothing. The shop's pages and the service
 * worker's replays send the cookie (same origin, credentials included).
 */
export function requireDevice(request: FastifyRequest): string {
  const device = readDeviceId(request);
  if (!device) throw new HttpError(403, DEVICE_REQUIRED);
  return device;
}
