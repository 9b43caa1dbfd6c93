import { eq, getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOrdersRepository } from '../repositories/orders';
import { FIXED_NOW } from '../testing/clock';
import { createTestDatabase, type TestDatabase } from '../testing/index';
import { insertAwaitingOrder, orderDatabaseKinds } from '../testing/orders';
import { reusableStatement, rowFields } from './reusable-statement';
import { deliverySlotLoad, idempotencyKeys, orderEvents, orderLines, orders } from './schema';
import { withTransaction } from './transaction';

describe('reusable statements: the order tables', () => {
  it('have no default computed in JavaScript, which a statement built once would keep from its first call', () => {
    for (const table of [orders, orderLines, orderEvents, idempotencyKeys, deliverySlotLoad]) {
      const computed = Object.entries(getTableColumns(table)).filter(
        ([, column]) => column.defaultFn !== undefined || column.onUpdateFn !== undefined,
      );
      expect(computed.map(([name]) => name)).toEqual([]);
    }
  });
});

describe.each(orderDatabaseKinds())('reusableStatement() on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ kind });
  }, 60_000);
  afterAll(() => database?.close());

  it('builds its SQL once, and each call on any executor sends its own values through the column encoders', async () => {
    const build = vi.fn((db: Parameters<Parameters<typeof reusableStatement>[1]>[0]) =>
      db
        .insert(idempotencyKeys)
        .values({
          key: sql.placeholder('key'),
          requestHash: sql.placeholder('hash'),
          orderUid: sql.placeholder('uid'),
          createdAt: sql.placeholder('at'),
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key, createdAt: idempotencyKeys.createdAt }),
    );
    const claim = reusableStatement<{ key: string; createdAt: Date }>(
      'test_key_claim',
      build,
      rowFields({ key: idempotencyKeys.key, createdAt: idempotencyKeys.createdAt }),
    );
    const first = await insertAwaitingOrder(database.db);
    const second = await insertAwaitingOrder(database.db);
    const later = new Date(FIXED_NOW.getTime() + 60_000);

    expect(await claim.run(database.db, { key: 'k1', hash: 'h1', uid: first.uid, at: FIXED_NOW })).toEqual([
      { key: 'k1', createdAt: FIXED_NOW },
    ]);
    // In a transaction (its own connection on PostgreSQL), with other values; a taken key answers no row.
    const [inTransaction, again] = await withTransaction(database.db, async (tx) => [
      await claim.run(tx, { key: 'k2', hash: 'h2', uid: second.uid, at: later }),
      await claim.run(tx, { key: 'k1', hash: 'h1', uid: first.uid, at: later }),
    ]);
    expect(inTransaction).toEqual([{ key: 'k2', createdAt: later }]);
    expect(again).toEqual([]);
    expect(build).toHaveBeenCalledTimes(1);

    const stored = await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'k2'));
    expect(stored).toEqual([{ key: 'k2', requestHash: 'h2', orderUid: second.uid, createdAt: later }]);
  });

  it('writes orders of different shapes (line counts, with and without the event) each as given', async () => {
    const template = await insertAwaitingOrder(database.db);
    const [line] = await createOrdersRepository(database.db).lines(template.uid);
    if (!line) throw new Error('the fixture order has no line');
    const { orderUid: _, ...lineRow } = line;
    const { number: __, ...orderRow } = template;

    for (const [count, event] of [
      [1, undefined],
      [3, { kind: 'placed' as const, at: FIXED_NOW }],
      [1, { kind: 'placed' as const, at: FIXED_NOW }],
      [3, undefined],
    ] as const) {
      const uid = `${template.uid.slice(0, 20)}${count}${event ? 'e' : 'n'}`.padEnd(template.uid.length, 'x');
      const lines = Array.from({ length: count }, (_unused, position) => ({ ...lineRow, position }));
      const written = await withTransaction(database.db, (tx) =>
        createOrdersRepository(tx).insert({ ...orderRow, uid, status: 'confirmed', stage: 'accepted' }, lines, event),
      );
      expect(written).toMatchObject({ uid, status: 'confirmed', createdAt: orderRow.createdAt });
      expect((written.lastSeq ?? 0) > 0).toBe(event !== undefined);
      expect(await createOrdersRepository(database.db).lines(uid)).toEqual(
        lines.map((each) => ({ ...each, orderUid: uid })),
      );
    }
  });
});
