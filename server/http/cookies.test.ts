import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { KIOSK_COOKIE } from '../../src/domain/contract/kiosk';
import { postSeeds } from '../db/seed/data/index';
import { SESSION_COOKIE } from '../services/accounts/sessions';
import { createTestApp, type TestApp } from '../testing/app';
import { DEVICE_COOKIE } from './device';

/**
 * Issue 26 (11e): `Secure` follows PUBLIC_URL's scheme. Behind a proxy that
 * terminates TLS the request itself is plain HTTP, and `X-Forwarded-Proto`
 * is whatever the client or a misconfigured proxy wrote.
 */
const post = postSeeds[0];
if (!post) throw new Error('the demo news is empty');

let phoneSerial = 0;
const freshPhone = () => {
  phoneSerial += 1;
  // 44 takes any seven digits after it (a mobile code of Belarus).
  return `+37544${String(1_000_000 + ((process.pid * 100 + phoneSerial) % 9_000_000)).padStart(7, '0')}`;
};

const cookieOf = (response: LightMyRequestResponse, name: string) => {
  const cookie = response.cookies.find((each) => each.name === name);
  if (!cookie) throw new Error(`no ${name} cookie in ${response.statusCode} ${response.body}`);
  return cookie;
};

/** Every cookie the shop sets (device, session, kiosk) and clears (sign-out), over `origin` with these headers. */
async function shopCookies(app: TestApp['app'], origin: string, headers: Record<string, string> = {}) {
  const view = await app.inject({
    method: 'GET',
    url: buildPath(endpoints.postView, { _id: post?._id ?? '' }),
    headers: { origin, ...headers },
  });
  const signup = await app.inject({
    method: 'POST',
    url: buildPath(endpoints.authSignup),
    payload: { name: 'Алеся', phone: freshPhone(), password: 'тёплый-пирог-1' },
    headers: { origin, ...headers },
  });
  const session = cookieOf(signup, SESSION_COOKIE);
  const exit = await app.inject({
    method: 'GET',
    url: buildPath(endpoints.userExit),
    headers: { origin, cookie: `${SESSION_COOKIE}=${session.value}`, ...headers },
  });
  const enrol = await app.inject({
    method: 'POST',
    url: buildPath(endpoints.kioskEnrol),
    payload: { shopId: 'nemiga', pin: '1234' },
    headers: { origin, ...headers },
  });
  return [cookieOf(view, DEVICE_COOKIE), session, cookieOf(exit, SESSION_COOKIE), cookieOf(enrol, KIOSK_COOKIE)];
}

describe('the Secure flag of the shop’s cookies', () => {
  const HTTPS_URL = 'https://pirog.example';
  let https: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    https = await createTestApp({ env: { PUBLIC_URL: HTTPS_URL } });
    // Trusts the proxy headers, so a forged X-Forwarded-Proto would reach `request.protocol`.
    plain = await createTestApp({ database: https.database, env: { TRUST_PROXY: 'true' } });
  }, 60_000);
  afterAll(async () => {
    await plain?.close();
    await https?.close();
  });

  it('is set on every cookie when PUBLIC_URL is HTTPS, though the request reached the server over HTTP', async () => {
    const cookies = await shopCookies(https.app, HTTPS_URL);
    expect(cookies.map((cookie) => [cookie.name, cookie.secure])).toEqual([
      [DEVICE_COOKIE, true],
      [SESSION_COOKIE, true],
      [SESSION_COOKIE, true],
      [KIOSK_COOKIE, true],
    ]);
  });

  it('is never set when PUBLIC_URL is plain HTTP, whatever X-Forwarded-Proto says', async () => {
    const cookies = await shopCookies(plain.app, 'http://localhost:3000', { 'x-forwarded-proto': 'https' });
    expect(cookies.map((cookie) => [cookie.name, Boolean(cookie.secure)])).toEqual([
      [DEVICE_COOKIE, false],
      [SESSION_COOKIE, false],
      [SESSION_COOKIE, false],
      [KIOSK_COOKIE, false],
    ]);
  });
});
