import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client';
import { DATABASE_UNAVAILABLE, LostConnectionError } from './connection-errors';
import { withTransaction } from './transaction';

/*
 * PostgreSQL down or unreachable: the pool cannot open a connection, so
 * nothing was sent and nothing can have been kept. The answer is 503 with
 * DATABASE_UNAVAILABLE (LostConnectionError), not a 500. Port 1 on this
 * machine refuses connections at once.
 */
describe('a database that cannot be reached', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/nowhere' });
  });
  afterAll(() => handle?.close());

  const expectUnavailable = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (caught: unknown) => caught,
    );
    // Drizzle wraps what the pool throws: the LostConnectionError is somewhere in the chain.
    let current: unknown = error;
    while (current instanceof Error && !(current instanceof LostConnectionError)) current = current.cause;
    expect(current).toBeInstanceOf(LostConnectionError);
    expect((current as LostConnectionError).message).toBe(DATABASE_UNAVAILABLE);
    expect((current as LostConnectionError).outcomeUnknown).toBe(false);
  };

  it('answers a statement outside a transaction as unavailable', async () => {
    await expectUnavailable(handle.db.execute(sql`select 1`));
  });

  it('answers a transaction as unavailable before it runs any of its work', async () => {
    let ran = false;
    await expectUnavailable(
      withTransaction(handle.db, async () => {
        ran = true;
      }),
    );
    expect(ran).toBe(false);
  });
});
