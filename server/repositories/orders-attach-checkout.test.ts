import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/index';
import { insertAwaitingOrder } from '../testing/orders';
import { createOrdersRepository } from './orders';

/*
 * `openCheckout` repeats the attach when its connection goes away under it
 * (the answer of a first run that did commit is lost then): the repeat must
 * find its own write done, and another checkout must still be refused.
 */
describe('attachCheckout()', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database?.close());

  it('takes the same checkout again as done, and never a second one', async () => {
    const order = await insertAwaitingOrder(database.db);
    const orders = createOrdersRepository(database.db);
    expect(await orders.attachCheckout(order.uid, 'token-1', 'https://bank.example/1')).toBe(true);
    expect(await orders.attachCheckout(order.uid, 'token-1', 'https://bank.example/1')).toBe(true);
    expect(await orders.attachCheckout(order.uid, 'token-2', 'https://bank.example/2')).toBe(false);
    expect((await orders.find(order.uid))?.checkoutUrl).toBe('https://bank.example/1');
  });
});
