import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deliverySettings, orders } from '../db/schema';
import { createTestApp, expectErrorAnswer, type TestApp } from '../testing/index';
import { orderBody, orderDatabaseKinds, postOrder } from '../testing/orders';

vi.setConfig({ testTimeout: 30_000 });

/* Issue 26, defect 2: one order was 200 lines of the same pie (19,800 units, 493,350 руб.). */
describe.each(orderDatabaseKinds())('order caps on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ kind });
  }, 60_000);
  afterAll(() => testApp?.close());

  const orderCount = async () => (await testApp.database.db.select({ n: count() }).from(orders))[0]?.n ?? 0;
  const lines = (n: number, each: number) => Array.from({ length: n }, () => ({ _id: 'kapusta-yaytso', count: each }));

  it('merges lines of one product before checking them: 200 lines of 99 are refused, nothing is kept', async () => {
    const before = await orderCount();
    const response = await postOrder(testApp.app, orderBody({ cartData: lines(200, 99) }));
    expectErrorAnswer(response, 400);
    expect(response.json().message).toMatch(/позвоните в пекарню: 7978/);
    expect(await orderCount()).toBe(before);
  });

  it('refuses two lines of one product that add up past 99, which each line alone is not', async () => {
    const response = await postOrder(testApp.app, orderBody({ cartData: lines(2, 60) }));
    expectErrorAnswer(response, 400);
    expect(response.json().message).toMatch(/не больше 99 шт/);
  });

  it('caps the units and the total of an order by the shop’s settings, and says to call for more', async () => {
    await testApp.database.db
      .update(deliverySettings)
      .set({ maxOrderUnits: 10, maxOrderTotalKopecks: 5000 })
      .where(eq(deliverySettings.id, 1));
    // Orders read the settings from the read model, as the back office's save tells it.
    testApp.app.readModel.invalidate('delivery');
    try {
      const units = await postOrder(testApp.app, orderBody({ cartData: [{ _id: 'kapusta-yaytso', count: 11 }] }));
      expectErrorAnswer(units, 400);
      expect(units.json().message).toMatch(/до 10 шт\. на сумму до 50,00\s*руб\./);
      // Two pies of about 30 руб. pass the unit cap and fail the total.
      const total = await postOrder(testApp.app, orderBody({ cartData: [{ _id: 'kapusta-yaytso', count: 2 }] }));
      expectErrorAnswer(total, 400);
      const fits = await postOrder(testApp.app, orderBody({ cartData: [{ _id: 'kapusta-yaytso', count: 1 }] }));
      expect(fits.statusCode, fits.body).toBe(200);
    } finally {
      await testApp.database.db
        .update(deliverySettings)
        .set({ maxOrderUnits: 200, maxOrderTotalKopecks: 200_000 })
        .where(eq(deliverySettings.id, 1));
      testApp.app.readModel.invalidate('delivery');
    }
  });

  it('still takes one order of up to 99 of a pie in one line', async () => {
    const response = await postOrder(testApp.app, orderBody({ cartData: [{ _id: 'kapusta-yaytso', count: 50 }] }));
    expect(response.statusCode, response.body).toBe(200);
  });
});
