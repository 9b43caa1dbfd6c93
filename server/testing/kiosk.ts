import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { KIOSK_COOKIE, KioskConfig } from '../../src/domain/contract/kiosk';
import { DEMO_KIOSK_PIN } from '../db/seed/kiosk';
import { TEST_ORIGIN } from './accounts';
import { json } from './http';
import { newIdempotencyKey } from './orders';

/*
 * Kiosk helpers for tests (issue 15): enrol a tablet of a demo shop and call
 * the kiosk endpoints as its browser does (same origin, the device cookie).
 */

export { DEMO_KIOSK_PIN };

/** An enrolled test tablet: its cookie value and what the server said about it. */
export interface TestKiosk {
  /** The `tp_kiosk` cookie's value (the device token). */
  token: string;
  config: KioskConfig;
}

export interface KioskCallOptions {
  /** `Origin` of the call; the test app's own by default (a shop listening elsewhere passes its URL). */
  origin?: string;
  /** The client address the lockout counts per; `127.0.0.1` by default. */
  address?: string;
}

/** The `Set-Cookie` value of the kiosk cookie in an answer, or `undefined`. */
export function kioskCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === KIOSK_COOKIE)?.value;
}

/** `POST /api/kiosk/enrol` as the enrolment screen sends it. */
export function postEnrol(
  app: FastifyInstance,
  body: unknown,
  { origin = TEST_ORIGIN, address }: KioskCallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: buildPath(endpoints.kioskEnrol),
    payload: body as object,
    headers: { origin },
    ...(address ? { remoteAddress: address } : {}),
  });
}

/** Enrols a tablet of `shopId` (the demo PIN by default); throws unless the server enrolled it. */
export async function enrolTestKiosk(
  app: FastifyInstance,
  shopId = 'nemiga',
  { pin = DEMO_KIOSK_PIN, ...options }: KioskCallOptions & { pin?: string } = {},
): Promise<TestKiosk> {
  const response = await postEnrol(app, { shopId, pin }, options);
  const token = kioskCookieOf(response);
  if (response.statusCode !== 200 || !token) {
    throw new Error(`kiosk enrolment failed: ${response.statusCode} ${response.body}`);
  }
  return { token, config: KioskConfig.parse(json(response)) };
}

/** A call to a kiosk endpoint from the enrolled tablet (its cookie, same origin). */
export function kioskRequest(
  app: FastifyInstance,
  kiosk: Pick<TestKiosk, 'token'> | null,
  request: { method: 'GET' | 'POST'; url: string; payload?: unknown; headers?: Record<string, string> },
  { origin = TEST_ORIGIN, address }: KioskCallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: request.method,
    url: request.url,
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
    headers: { origin, ...request.headers },
    ...(kiosk ? { cookies: { [KIOSK_COOKIE]: kiosk.token } } : {}),
    ...(address ? { remoteAddress: address } : {}),
  });
}

/** `POST /api/kiosk/unlock` or `/api/kiosk/leave` with a PIN. */
export function postKioskPin(
  app: FastifyInstance,
  kiosk: Pick<TestKiosk, 'token'> | null,
  which: 'kioskUnlock' | 'kioskLeave',
  pin: string,
  options: KioskCallOptions = {},
): Promise<LightMyRequestResponse> {
  return kioskRequest(app, kiosk, { method: 'POST', url: buildPath(endpoints[which]), payload: { pin } }, options);
}

/** A kiosk order body: one pie paid at the counter unless told otherwise. */
export function kioskOrderBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { products: [{ productId: 'kapusta-yaytso', count: 1 }], payment: 'on_receipt', ...overrides };
}

/** `POST /api/kiosk/order` from the tablet, with a fresh `Idempotency-Key` unless one is given. */
export function postKioskOrder(
  app: FastifyInstance,
  kiosk: Pick<TestKiosk, 'token'> | null,
  body: unknown,
  { key = newIdempotencyKey(), ...options }: KioskCallOptions & { key?: string } = {},
): Promise<LightMyRequestResponse> {
  return kioskRequest(
    app,
    kiosk,
    { method: 'POST', url: buildPath(endpoints.kioskOrder), payload: body, headers: { 'idempotency-key': key } },
    options,
  );
}
