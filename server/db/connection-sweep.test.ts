import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseUrl } from '../testing/database';
import { unreachableReason } from '../testing/realtime';
import { withTransaction } from './transaction';

/*
 * Every connection of the pool ended at once (a PostgreSQL restart, an
 * administrator's `pg_terminate_backend` sweep), as the soak does: the pool's
 * idle connections are all dead, and the pool learns it only as their sockets
 * are read. The sweep runs in another process while this one's event loop is
 * blocked, so the news of every ended connection is waiting, unread, when the
 * next statement takes one of them: a repeat sent at once would take the next
 * dead one, and the next.
 */

const postgresUrl = testDatabaseUrl() ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const skipReason = await unreachableReason('PostgreSQL', postgresUrl);
const POOL_SIZE = 10;

describe.skipIf(skipReason !== undefined)(
  `a sweep that ends every pooled connection${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase({ kind: 'postgres', content: 'empty', adminUrl: postgresUrl });
    }, 60_000);
    afterAll(() => database?.close(), 60_000);

    /** Fills the pool with idle connections, then ends them all from another process, blocking this one meanwhile. */
    async function sweepThePool(): Promise<number> {
      await Promise.all(Array.from({ length: POOL_SIZE }, () => database.db.execute(sql`select pg_sleep(0.05)`)));
      const url = new URL(database.url ?? '');
      const name = url.pathname.slice(1);
      const output = execFileSync('psql', [
        postgresUrl,
        '-Atc',
        `select count(pg_terminate_backend(pid)) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
      ]);
      return Number(output.toString().trim());
    }

    it('answers a read on a fresh connection', async () => {
      expect(await sweepThePool()).toBe(POOL_SIZE);
      const result = (await database.db.execute(sql`select 41 + 1 as answer`)) as unknown as { rows: unknown[] };
      expect(result.rows).toEqual([{ answer: 42 }]);
    });

    it('runs a transaction on a fresh connection', async () => {
      expect(await sweepThePool()).toBe(POOL_SIZE);
      const answer = await withTransaction(
        database.db,
        async (tx) => ((await tx.execute(sql`select 7 as n`)) as unknown as { rows: unknown[] }).rows,
      );
      expect(answer).toEqual([{ n: 7 }]);
      // Every connection lent out came back: one whose BEGIN met the dead socket is not kept lent out for good.
      const pool = database.pool;
      expect(pool?.totalCount).toBe(pool?.idleCount);
    });
  },
);
