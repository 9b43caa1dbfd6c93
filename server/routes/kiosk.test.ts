import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { KIOSK_COOKIE, KIOSK_MESSAGES, KIOSK_PIN_LOCKOUT, KioskConfig } from '../../src/domain/contract/kiosk';
import { kioskDevices, kioskPinFailures } from '../db/schema';
import { CROSS_SITE_REFUSED } from '../http/origin';
import { createTestApp, expectErrorAnswer, FIXED_NOW, json, type TestApp } from '../testing/index';
import {
  DEMO_KIOSK_PIN,
  enrolTestKiosk,
  kioskCookieOf,
  kioskOrderBody,
  kioskRequest,
  postEnrol,
  postKioskOrder,
  postKioskPin,
} from '../testing/kiosk';

vi.setConfig({ testTimeout: 30_000 });

/* Enrolment, the device credential, the PIN lockout and leaving kiosk mode (issue 15). */

let instant = FIXED_NOW.getTime();
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ clock: () => new Date(instant) });
}, 60_000);
afterAll(() => shop?.close());

const app = () => shop.app;
const me = (token: string | null) =>
  kioskRequest(app(), token ? { token } : null, { method: 'GET', url: buildPath(endpoints.kioskMe) });
// Each test guesses from its own address, so the lockout of one never meets another.
let addresses = 0;
const newAddress = () => `10.0.0.${++addresses}`;

describe('enrolling a tablet', () => {
  it('gives a device cookie (httpOnly, SameSite=Strict) and the shop’s kiosk settings for the right PIN', async () => {
    const response = await postEnrol(app(), { shopId: 'nemiga', pin: DEMO_KIOSK_PIN }, { address: newAddress() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const cookie = response.cookies.find((candidate) => candidate.name === KIOSK_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const config = KioskConfig.parse(json(response));
    expect(config).toMatchObject({ shopId: 'nemiga', shopTitle: expect.any(String), idleMs: 60_000 });
    expect(config.version).toMatch(/^\d+\.\d+\.\d+/);

    // The token is kept only hashed.
    const [device] = await shop.database.db.select().from(kioskDevices).where(eq(kioskDevices.id, config.deviceId));
    expect(device?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(device?.tokenHash).not.toContain(cookie?.value ?? '-');

    const again = await me(cookie?.value ?? null);
    expect(again.statusCode).toBe(200);
    expect(again.headers['cache-control']).toBe('private, no-store');
    expect(KioskConfig.parse(json(again))).toEqual(config);
  });

  it('refuses a wrong PIN with 401, and locks the shop’s PIN for this address at the fifth wrong one for 5 minutes', async () => {
    const address = newAddress();
    const enrol = (pin: string, from = address) => postEnrol(app(), { shopId: 'pobediteley', pin }, { address: from });
    for (let attempt = 1; attempt < KIOSK_PIN_LOCKOUT.attempts; attempt++) {
      expect(expectErrorAnswer(await enrol('0000'), 401)).toBe(KIOSK_MESSAGES.wrongPin);
    }
    const fifth = await enrol('0000');
    expect(expectErrorAnswer(fifth, 429)).toBe(KIOSK_MESSAGES.locked(KIOSK_PIN_LOCKOUT.lockMs));
    expect(fifth.headers['retry-after']).toBe('300');
    expect(fifth.headers['cache-control']).toBe('private, no-store');

    // Locked even for the right PIN, until five minutes have passed.
    const start = instant;
    try {
      instant = start + KIOSK_PIN_LOCKOUT.lockMs - 61_000;
      const right = await enrol(DEMO_KIOSK_PIN);
      expect(expectErrorAnswer(right, 429)).toContain('2 минуты');
      expect(right.headers['retry-after']).toBe('61');
      // Another address is not locked out.
      expect((await enrol(DEMO_KIOSK_PIN, newAddress())).statusCode).toBe(200);
      instant = start + KIOSK_PIN_LOCKOUT.lockMs;
      expect((await enrol(DEMO_KIOSK_PIN)).statusCode).toBe(200);
    } finally {
      instant = start;
    }
    // The right PIN forgot the wrong ones.
    const failures = await shop.database.db
      .select()
      .from(kioskPinFailures)
      .where(and(eq(kioskPinFailures.shopId, 'pobediteley'), eq(kioskPinFailures.address, address)));
    expect(failures).toEqual([]);
  });

  it('keeps the lockout in the database: another server over it refuses the PIN too', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < KIOSK_PIN_LOCKOUT.attempts; attempt++) {
      await postEnrol(app(), { shopId: 'malinovka', pin: '9999' }, { address });
    }
    const other = await createTestApp({ database: shop.database, clock: () => new Date(instant) });
    try {
      const response = await postEnrol(other.app, { shopId: 'malinovka', pin: DEMO_KIOSK_PIN }, { address });
      expect(expectErrorAnswer(response, 429)).toContain('5 минут');
    } finally {
      await other.close();
    }
  });

  it('counts parallel wrong PINs exactly', async () => {
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => postEnrol(app(), { shopId: 'nezavisimosti', pin: '1111' }, { address })),
    );
    const codes = answers.map((response) => response.statusCode).sort();
    expect(codes).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);
  });

  it('answers every bad body with a 4xx and a Russian message, and sets no cookie', async () => {
    const bad = [
      {},
      { shopId: 'nemiga' },
      { shopId: 'nemiga', pin: '12' },
      { shopId: 'nemiga', pin: '123456789' },
      { shopId: 'nemiga', pin: 1234 },
      { shopId: 'Nemiga!', pin: '1234' },
      { pin: '1234' },
    ];
    for (const body of bad) {
      const response = await postEnrol(app(), body, { address: newAddress() });
      expectErrorAnswer(response, 400);
      expect(kioskCookieOf(response), JSON.stringify(body)).toBeUndefined();
    }
    expect(expectErrorAnswer(await postEnrol(app(), { shopId: 'netu-takoy', pin: '1234' }), 404)).toBe(
      KIOSK_MESSAGES.unknownShop,
    );
  });

  it('refuses an enrolment posted from another site', async () => {
    const response = await postEnrol(
      app(),
      { shopId: 'nemiga', pin: DEMO_KIOSK_PIN },
      { origin: 'https://evil.example', address: newAddress() },
    );
    expect(expectErrorAnswer(response, 403)).toBe(CROSS_SITE_REFUSED);
    expect(kioskCookieOf(response)).toBeUndefined();
  });
});

describe('an enrolled tablet', () => {
  it('answers kiosk calls only with a live device cookie: none, forged or malformed → 401', async () => {
    for (const token of [null, 'A'.repeat(43), 'short', `${'b'.repeat(42)}=`]) {
      const response = await me(token);
      expect(expectErrorAnswer(response, 401)).toBe(KIOSK_MESSAGES.notEnrolled);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    const forged = { token: 'C'.repeat(43) };
    expectErrorAnswer(await postKioskOrder(app(), forged, kioskOrderBody()), 401);
    expectErrorAnswer(await postKioskPin(app(), forged, 'kioskUnlock', DEMO_KIOSK_PIN), 401);
  });

  it('opens the operator menu with the shop’s PIN and refuses a wrong one', async () => {
    const kiosk = await enrolTestKiosk(app(), 'nemiga', { address: newAddress() });
    const address = newAddress();
    const right = await postKioskPin(app(), kiosk, 'kioskUnlock', DEMO_KIOSK_PIN, { address });
    expect(right.statusCode, right.body).toBe(200);
    expect(json(right)).toEqual({ ok: true });
    expect(expectErrorAnswer(await postKioskPin(app(), kiosk, 'kioskUnlock', '4321', { address }), 401)).toBe(
      KIOSK_MESSAGES.wrongPin,
    );
    expectErrorAnswer(await postKioskPin(app(), kiosk, 'kioskUnlock', 'abcd', { address }), 400);
    // A cross-site form cannot try PINs with the tablet's cookie.
    expectErrorAnswer(
      await postKioskPin(app(), kiosk, 'kioskUnlock', DEMO_KIOSK_PIN, { origin: 'https://x.test' }),
      403,
    );
  });

  it('rate-limits wrong PINs on the kiosk like enrolment', async () => {
    const kiosk = await enrolTestKiosk(app(), 'pritytskogo', { address: newAddress() });
    const address = newAddress();
    for (let attempt = 1; attempt < KIOSK_PIN_LOCKOUT.attempts; attempt++) {
      expectErrorAnswer(await postKioskPin(app(), kiosk, 'kioskUnlock', '0000', { address }), 401);
    }
    const locked = await postKioskPin(app(), kiosk, 'kioskLeave', '0000', { address });
    expectErrorAnswer(locked, 429);
    expect(locked.headers['retry-after']).toBe('300');
    expectErrorAnswer(await postKioskPin(app(), kiosk, 'kioskLeave', DEMO_KIOSK_PIN, { address }), 429);
    // Still enrolled: a lockout never revokes the tablet.
    expect((await me(kiosk.token)).statusCode).toBe(200);
  });

  it('leaves kiosk mode with the PIN: the device is revoked, its cookie cleared, and it is refused from then on', async () => {
    const kiosk = await enrolTestKiosk(app(), 'nemiga', { address: newAddress() });
    const address = newAddress();
    expectErrorAnswer(await postKioskPin(app(), kiosk, 'kioskLeave', '9876', { address }), 401);
    expect((await me(kiosk.token)).statusCode).toBe(200);

    const left = await postKioskPin(app(), kiosk, 'kioskLeave', DEMO_KIOSK_PIN, { address });
    expect(left.statusCode, left.body).toBe(200);
    expect(json(left)).toEqual({ message: KIOSK_MESSAGES.left });
    const cleared = left.cookies.find((cookie) => cookie.name === KIOSK_COOKIE);
    expect(cleared?.value).toBe('');
    const [device] = await shop.database.db
      .select()
      .from(kioskDevices)
      .where(eq(kioskDevices.id, kiosk.config.deviceId));
    expect(device?.revokedAt?.getTime()).toBe(instant);

    expectErrorAnswer(await me(kiosk.token), 401);
    expectErrorAnswer(await postKioskOrder(app(), kiosk, kioskOrderBody()), 401);
    expectErrorAnswer(await postKioskPin(app(), kiosk, 'kioskLeave', DEMO_KIOSK_PIN, { address }), 401);
  });
});
