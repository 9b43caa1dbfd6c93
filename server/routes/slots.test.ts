import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SlotsAnswer } from '../../src/domain/contract/checkout';
import { deliverySettings } from '../db/schema';
import { createTestApp, expectErrorAnswer, json, type TestApp } from '../testing/index';
import { deliveryBody, orderBody, orderDatabaseKinds, postOrder, setSlotCapacity } from '../testing/orders';

// Each test places orders over HTTP and a database; on a busy shared machine one can pass 5 s.
vi.setConfig({ testTimeout: 30_000 });

/* The test clock is Sunday 22 November 2026, 12:00 in Minsk (FIXED_NOW). */

describe.each(orderDatabaseKinds())('GET /api/delivery/slots on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ kind });
  }, 60_000);
  afterAll(() => testApp?.close());

  const slots = async (url: string) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return SlotsAnswer.parse(json(response)).slots;
  };

  it('cuts the couriers’ hours into 30-minute windows from the zone’s lead time on', async () => {
    // Central district: 60 minutes lead, couriers 09:00–21:00 by default.
    const today = await slots('/api/delivery/slots/delivery/centralnyy/2026-11-22');
    expect(today[0]).toEqual({
      _id: '1300',
      from: '2026-11-22T13:00:00+03:00',
      to: '2026-11-22T13:30:00+03:00',
      capacityLeft: 4,
    });
    expect(today.at(-1)).toMatchObject({ _id: '2030', to: '2026-11-22T21:00:00+03:00' });
    expect(today).toHaveLength(16);
    // Zavodskoy needs 90 minutes: 13:30 is its first window.
    expect((await slots('/api/delivery/slots/delivery/zavodskoy/2026-11-22'))[0]?._id).toBe('1330');
    // Tomorrow the whole day is open.
    const tomorrow = await slots('/api/delivery/slots/delivery/centralnyy/2026-11-23');
    expect(tomorrow[0]?.from).toBe('2026-11-23T09:00:00+03:00');
    expect(tomorrow).toHaveLength(24);
  });

  it('offers pickup every 15 minutes over the shop’s own hours, after the pickup lead', async () => {
    // Nemiga opens 09:00–22:00 on Sunday; 30 minutes pickup lead from 12:00.
    const today = await slots('/api/delivery/slots/pickup/nemiga/2026-11-22');
    expect(today.slice(0, 3).map((slot) => slot.from)).toEqual([
      '2026-11-22T12:30:00+03:00',
      '2026-11-22T12:45:00+03:00',
      '2026-11-22T13:00:00+03:00',
    ]);
    expect(today.at(-1)?.to).toBe('2026-11-22T22:00:00+03:00');
    // Pobediteley on a weekday: 07:30–21:00.
    const monday = await slots('/api/delivery/slots/pickup/pobediteley/2026-11-23');
    expect(monday[0]?._id).toBe('0730');
    expect(monday).toHaveLength(54);
  });

  it('has no slots on a day the shop is closed', async () => {
    // Surganova is closed on Sundays.
    expect(await slots('/api/delivery/slots/pickup/surganova/2026-11-29')).toEqual([]);
  });

  it('takes the room left in each slot from the orders placed', async () => {
    const before = await slots('/api/delivery/slots/pickup/malinovka/2026-11-24');
    const first = before[0];
    if (!first) throw new Error('no slots');
    for (let index = 0; index < 2; index += 1) {
      const placed = await postOrder(
        testApp.app,
        orderBody({ point: 'malinovka', deliveryDate: '2026-11-24', deliveryTime: first._id }),
      );
      expect(placed.statusCode, placed.body).toBe(200);
    }
    const after = await slots('/api/delivery/slots/pickup/malinovka/2026-11-24');
    expect(after[0]).toEqual({ ...first, capacityLeft: first.capacityLeft - 2 });
    expect(after[1]).toEqual(before[1]);
    // A delivery order claims the zone’s slot, not the shop’s.
    const delivered = await postOrder(
      testApp.app,
      deliveryBody({ zone: 'sovetskiy', deliveryDate: '2026-11-24', deliveryTime: '0900' }),
    );
    expect(delivered.statusCode, delivered.body).toBe(200);
    const zone = await slots('/api/delivery/slots/delivery/sovetskiy/2026-11-24');
    expect(zone[0]).toMatchObject({ _id: '0900', capacityLeft: 3 });
  });

  it('reads capacity and hours as data', async () => {
    await setSlotCapacity(testApp.database.db, 9);
    await testApp.database.db
      .update(deliverySettings)
      .set({ deliveryHours: Array.from({ length: 7 }, () => ({ opens: '10:00', closes: '12:00' })) })
      .where(eq(deliverySettings.id, 1));
    try {
      const day = await slots('/api/delivery/slots/delivery/leninskiy/2026-11-25');
      expect(day.map((slot) => [slot._id, slot.capacityLeft])).toEqual([
        ['1000', 9],
        ['1030', 9],
        ['1100', 9],
        ['1130', 9],
      ]);
    } finally {
      await setSlotCapacity(testApp.database.db, 4);
      await testApp.database.db
        .update(deliverySettings)
        .set({ deliveryHours: Array.from({ length: 7 }, () => ({ opens: '09:00', closes: '21:00' })) })
        .where(eq(deliverySettings.id, 1));
    }
  });

  it.each([
    ['an unknown zone', '/api/delivery/slots/delivery/mars/2026-11-22', 404, 'Такого района доставки нет'],
    ['an unknown shop', '/api/delivery/slots/pickup/mars/2026-11-22', 404, 'Такой пекарни нет'],
    ['a zone asked as a shop', '/api/delivery/slots/pickup/centralnyy/2026-11-22', 404, 'Такой пекарни нет'],
    ['yesterday', '/api/delivery/slots/pickup/nemiga/2026-11-21', 400, 'с 22.11.2026 по 29.11.2026'],
    ['past the days ahead', '/api/delivery/slots/pickup/nemiga/2026-11-30', 400, 'с 22.11.2026 по 29.11.2026'],
    ['a bad date', '/api/delivery/slots/pickup/nemiga/22.11.2026', 400, 'ГГГГ-ММ-ДД'],
    ['an impossible date', '/api/delivery/slots/pickup/nemiga/2026-02-30', 400, 'ГГГГ-ММ-ДД'],
    ['an unknown method', '/api/delivery/slots/teleport/nemiga/2026-11-22', 400, 'доставку или самовывоз'],
  ])('refuses %s with a Russian message', async (_name, url, status, fragment) => {
    const message = expectErrorAnswer(await testApp.app.inject({ method: 'GET', url }), status);
    expect(message).toContain(fragment);
  });
});
