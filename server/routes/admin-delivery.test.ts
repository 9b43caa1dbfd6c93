import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { STALE_VERSION_MESSAGE } from '../../src/domain/contract/admin';
import {
  AdminDeliverySettingsAnswer,
  type AdminDeliverySettingsBody,
  type AdminZone,
  AdminZoneAnswer,
  AdminZonesAnswer,
} from '../../src/domain/contract/admin-delivery';
import { SlotsAnswer } from '../../src/domain/contract/checkout';
import { DeliveryOptionsAnswer } from '../../src/domain/contract/delivery';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { adminAudit, deliveryZones } from '../db/schema';
import { MANAGER_CAPACITY_ONLY, NOT_YOUR_ZONE } from '../services/admin/delivery';
import { ROLE_REQUIRED } from '../services/staff/actor';
import { createTestApp, type TestApp } from '../testing/app';
import { expectErrorAnswer, FROM_SHOP, json } from '../testing/http';
import { deliveryBody, orderDatabaseKinds, postOrder } from '../testing/orders';
import { createTestStaff, staffHeaders, type TestStaff } from '../testing/staff';

vi.setConfig({ testTimeout: 30_000 });

type WireZoneAnswer = { zone: z.input<typeof AdminZone>; version: number; bookedMost: number };
type WireSettings = z.input<typeof AdminDeliverySettingsBody>;

/* The test clock is Sunday 22 November 2026, 12:00 in Minsk; the demo zones name no shop, so the first (nezavisimosti) serves them. */

describe.each(orderDatabaseKinds())('the back office’s delivery on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  let manager: TestStaff;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await createTestStaff(t.database.db, { role: 'admin' });
    manager = await createTestStaff(t.database.db, { role: 'manager', shopIds: ['nemiga'] });
  }, 60_000);
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, member: TestStaff, payload?: unknown) =>
    t.app.inject({ method, url, headers: staffHeaders(member), ...(payload ? { payload: payload as object } : {}) });
  const zonePath = (id: string) => buildPath(endpoints.adminDeliveryZone, { id });
  const readZone = async (id: string, member: TestStaff = admin) => {
    const response = await call('GET', zonePath(id), member);
    expect(response.statusCode, response.body).toBe(200);
    AdminZoneAnswer.parse(json(response));
    // The wire form (BYN), as a form sends it back.
    return JSON.parse(response.body) as WireZoneAnswer;
  };
  const saveZone = (id: string, payload: unknown, member: TestStaff = admin) =>
    call('PUT', zonePath(id), member, payload);
  const settingsPath = buildPath(endpoints.adminDeliverySettings);
  const readSettings = async (): Promise<WireSettings> => {
    const response = await call('GET', settingsPath, admin);
    expect(response.statusCode, response.body).toBe(200);
    AdminDeliverySettingsAnswer.parse(json(response));
    return JSON.parse(response.body) as WireSettings;
  };
  const options = async () =>
    DeliveryOptionsAnswer.parse(json(await t.app.inject({ method: 'GET', url: buildPath(endpoints.deliveryOptions) })));
  const slots = async (zone: string, date = '2026-11-23') => {
    const url = buildPath(endpoints.deliverySlots, { method: 'delivery', place: zone, date });
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return SlotsAnswer.parse(json(response)).slots;
  };

  it('lets an admin change a zone’s amounts, and the shop’s delivery options show them at once', async () => {
    const before = await readZone('centralnyy');
    const edited = { ...before.zone, fee: 7.5, freeFrom: 55, minOrder: 22 };
    const saved = await saveZone('centralnyy', { zone: edited, version: before.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(JSON.parse(saved.body)).toMatchObject({ zone: { fee: 7.5, freeFrom: 55 }, version: before.version + 1 });
    const shown = (await options()).zones.find((zone) => zone._id === 'centralnyy');
    expect(shown).toMatchObject({ fee: 750, freeFrom: 5500, minOrder: 2200 });
    const rows = await t.database.db.select().from(adminAudit).where(eq(adminAudit.entityId, 'centralnyy'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'zone', before: { fee: 500 }, after: { fee: 750 } });

    const stale = await saveZone('centralnyy', { zone: { ...before.zone, title: 'Центр' }, version: before.version });
    expect(expectErrorAnswer(stale, 409)).toBe(STALE_VERSION_MESSAGE);
    expect(JSON.parse(stale.body)).toMatchObject({ zone: { fee: 7.5 }, version: before.version + 1 });
  });

  it('creates a zone shoppers can order to', async () => {
    const draft = {
      title: 'Боровляны',
      minOrder: 30,
      fee: 9,
      freeFrom: 60,
      leadMinutes: 120,
      shopId: 'nemiga',
      slotCapacity: 2,
    };
    expectErrorAnswer(await call('POST', buildPath(endpoints.adminDeliveryZoneCreate), manager, draft), 403);
    const created = await call('POST', buildPath(endpoints.adminDeliveryZoneCreate), admin, draft);
    expect(created.statusCode, created.body).toBe(200);
    const { zone } = AdminZoneAnswer.parse(json(created));
    expect((await options()).zones.find((each) => each._id === zone._id)).toMatchObject({ fee: 900, leadMinutes: 120 });
    expect((await slots(zone._id))[0]).toMatchObject({ _id: '0900', capacityLeft: 2 });
    const unknownShop = { ...draft, shopId: 'net-takoy' };
    expectErrorAnswer(await call('POST', buildPath(endpoints.adminDeliveryZoneCreate), admin, unknownShop), 400);
  });

  it('refuses every bad field with a Russian 400 and writes nothing', async () => {
    const before = await readZone('sovetskiy');
    const bad = [
      { title: '' },
      { title: 'Совет\u0007ский' },
      { fee: -1 },
      { fee: 1.005 },
      { minOrder: '20' },
      { leadMinutes: 0 },
      { leadMinutes: 1.5 },
      { slotCapacity: 0 },
      { shopId: 'Не id' },
    ];
    for (const change of bad) {
      expectErrorAnswer(
        await saveZone('sovetskiy', { zone: { ...before.zone, ...change }, version: before.version }),
        400,
      );
    }
    const elsewhere = { zone: { ...before.zone, _id: 'centralnyy' }, version: before.version };
    expectErrorAnswer(await saveZone('sovetskiy', elsewhere), 400);
    expectErrorAnswer(await call('GET', zonePath('net-takogo'), admin), 404);
    expect((await readZone('sovetskiy')).version).toBe(before.version);
  });

  it('lets a manager change only the window capacity of their shops’ zones', async () => {
    const staff = await createTestStaff(t.database.db, { role: 'staff', shopIds: ['nemiga'] });
    expect(expectErrorAnswer(await call('GET', buildPath(endpoints.adminDeliveryZones), staff), 403)).toBe(
      ROLE_REQUIRED.manager,
    );
    // The demo zones are the first shop's: a manager of nemiga sees only the zones nemiga serves.
    const listed = AdminZonesAnswer.parse(json(await call('GET', buildPath(endpoints.adminDeliveryZones), manager)));
    expect(listed.zones.every(({ zone }) => zone.shopId === 'nemiga')).toBe(true);
    expect(listed.zones.some(({ zone }) => zone._id === 'pervomayskiy')).toBe(false);
    expect(expectErrorAnswer(await call('GET', zonePath('pervomayskiy'), manager), 403)).toBe(NOT_YOUR_ZONE);

    const zone = await readZone('pervomayskiy');
    const ours = await saveZone('pervomayskiy', { zone: { ...zone.zone, shopId: 'nemiga' }, version: zone.version });
    expect(ours.statusCode, ours.body).toBe(200);
    const mine = await readZone('pervomayskiy', manager);
    const fee = { zone: { ...mine.zone, fee: 1 }, version: mine.version };
    expect(expectErrorAnswer(await saveZone('pervomayskiy', fee, manager), 403)).toBe(MANAGER_CAPACITY_ONLY);
    const capacity = { zone: { ...mine.zone, slotCapacity: 1 }, version: mine.version };
    const saved = await saveZone('pervomayskiy', capacity, manager);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await slots('pervomayskiy'))[0]?.capacityLeft).toBe(1);
    expectErrorAnswer(await call('GET', settingsPath, manager), 403);
  });

  it('keeps the orders already booked when a capacity is lowered, and takes no more there', async () => {
    const zone = await readZone('leninskiy');
    const raise = await saveZone('leninskiy', { zone: { ...zone.zone, slotCapacity: 3 }, version: zone.version });
    expect(raise.statusCode, raise.body).toBe(200);
    const order = deliveryBody({ zone: 'leninskiy', deliveryDate: '2026-11-23', deliveryTime: '1000' });
    for (let index = 0; index < 2; index++) {
      const placed = await postOrder(t.app, order);
      expect(placed.statusCode, placed.body).toBe(200);
    }
    const booked = await readZone('leninskiy');
    expect(booked.bookedMost).toBe(2);
    const lowered = await saveZone('leninskiy', { zone: { ...booked.zone, slotCapacity: 1 }, version: booked.version });
    expect(lowered.statusCode, lowered.body).toBe(200);
    const day = await slots('leninskiy');
    expect(day.find((slot) => slot._id === '1000')?.capacityLeft).toBe(0);
    expect(day.find((slot) => slot._id === '1030')?.capacityLeft).toBe(1);
    expect((await postOrder(t.app, order)).statusCode).toBe(409);
    const [row] = await t.database.db.select().from(deliveryZones).where(eq(deliveryZones.id, 'leninskiy'));
    expect(row?.slotCapacity).toBe(1);
    expect((await readZone('leninskiy')).bookedMost).toBe(2);
  });

  it('changes the window length for every zone’s slots, and only admins may', async () => {
    const before = await readSettings();
    expect(before.settings.deliverySlotMinutes).toBe(30);
    const edited = {
      settings: { ...before.settings, deliverySlotMinutes: 90, maxOrderTotal: 1500 },
      version: before.version,
    };
    expect(expectErrorAnswer(await call('PUT', settingsPath, manager, edited), 403)).toBe(ROLE_REQUIRED.admin);
    const saved = await call('PUT', settingsPath, admin, edited);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(JSON.parse(saved.body)).toMatchObject({ settings: { deliverySlotMinutes: 90, maxOrderTotal: 1500 } });
    const day = await slots('sovetskiy');
    expect(day.slice(0, 3).map((slot) => [slot._id, slot.from, slot.to])).toEqual([
      ['0900', '2026-11-23T09:00:00+03:00', '2026-11-23T10:30:00+03:00'],
      ['1030', '2026-11-23T10:30:00+03:00', '2026-11-23T12:00:00+03:00'],
      ['1200', '2026-11-23T12:00:00+03:00', '2026-11-23T13:30:00+03:00'],
    ]);
    expect((await options()).deliverySlotMinutes).toBe(90);
    const placed = await postOrder(
      t.app,
      deliveryBody({ zone: 'sovetskiy', deliveryDate: '2026-11-23', deliveryTime: '1030' }),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const rows = await t.database.db.select().from(adminAudit).where(eq(adminAudit.entity, 'delivery_settings'));
    expect(rows.at(-1)).toMatchObject({ before: { deliverySlotMinutes: 30, maxOrderTotal: 200_000 } });

    const stale = await call('PUT', settingsPath, admin, { ...edited, version: before.version });
    expect(expectErrorAnswer(stale, 409)).toBe(STALE_VERSION_MESSAGE);
    const now = await readSettings();
    const bad = [
      { deliverySlotMinutes: 45 },
      { deliverySlotCapacity: 0 },
      { maxDaysAhead: 61 },
      { maxOrderTotal: 0 },
      { maxOrderUnits: 2.5 },
      { deliveryHours: now.settings.deliveryHours.slice(1) },
      { deliveryHours: [{ opens: '21:00', closes: '09:00' }, ...now.settings.deliveryHours.slice(1)] },
    ];
    for (const change of bad) {
      const response = await call('PUT', settingsPath, admin, {
        settings: { ...now.settings, ...change },
        version: now.version,
      });
      expectErrorAnswer(response, 400);
    }
    expect((await readSettings()).version).toBe(now.version);
    expectErrorAnswer(await t.app.inject({ method: 'GET', url: settingsPath, headers: FROM_SHOP }), 401);
  });
});
