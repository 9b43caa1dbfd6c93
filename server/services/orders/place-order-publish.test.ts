import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffOrder } from '../../../src/domain/contract/staff';
import { createOrdersRepository } from '../../repositories/orders';
import { createProductsRepository } from '../../repositories/products';
import { createPromosRepository } from '../../repositories/promos';
import { createTestDatabase, FIXED_NOW, type TestDatabase } from '../../testing/index';
import { newDeviceId, newIdempotencyKey, orderBody, orderDatabaseKinds } from '../../testing/orders';
import { staffOrderViewOf } from '../lifecycle/view';
import type { OrderBody } from './place-order';
import { placeOrder } from './place-order';

vi.setConfig({ hookTimeout: 60_000 });

describe.each(orderDatabaseKinds())('the board hears a placed order on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ kind });
  });
  afterAll(() => database?.close());

  it('as the order reads back from the database, though the placement does not read it back', async () => {
    const { db } = database;
    const heard: StaffOrder[] = [];
    const service = {
      db,
      catalog: {
        findForSync: createProductsRepository(db).findForSync,
        listActivePromos: createPromosRepository(db).listActivePromos,
      },
      gateway: undefined,
      publicUrl: 'http://127.0.0.1',
      paymentExpiryMinutes: 15,
      log: { info: () => {}, warn: () => {}, error: () => {} },
      orderListeners: { orderChanged: (view: StaffOrder) => heard.push(view) },
    };
    // Two lines and a promotion's discount, so lines, sums and the discount all travel.
    const body = orderBody({
      cartData: [
        { _id: 'kapusta-yaytso', count: 2 },
        { _id: 'mors-klyukva', count: 1 },
      ],
    }) as OrderBody;
    const answer = await placeOrder(service, {
      body,
      idempotencyKey: newIdempotencyKey(),
      deviceId: newDeviceId(),
      now: FIXED_NOW,
    });

    expect(heard).toHaveLength(1);
    const stored = await createOrdersRepository(db).find(answer.orderId);
    if (!stored) throw new Error('the placed order is not stored');
    expect(heard[0]).toEqual(await staffOrderViewOf(db, stored, FIXED_NOW));
    expect(heard[0]?.lines).toHaveLength(2);
  });
});
