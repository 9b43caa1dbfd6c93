import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseUrl } from '../testing/database';
import { unreachableReason } from '../testing/realtime';

/*
 * PostgreSQL ends a connection a request holds (an administrator's
 * `pg_terminate_backend`, a failover) between two queries of a transaction.
 * pg-pool leaves a checked-out client without an `error` listener, so the
 * client's `error` event would crash the process (the soak of issue 31 found
 * a node dying so); the request's next query fails instead, and the pool
 * goes on with fresh connections.
 */

const postgresUrl = testDatabaseUrl() ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const skipReason = await unreachableReason('PostgreSQL', postgresUrl);

describe.skipIf(skipReason !== undefined)(
  `a PostgreSQL connection lost while in use${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase({ kind: 'postgres', content: 'empty', adminUrl: postgresUrl });
    }, 60_000);
    afterAll(async () => {
      await database?.close();
    });

    it('fails the holder’s next query without crashing the process, and the pool goes on', async () => {
      const pool = database.pool;
      if (!pool) throw new Error('no pool on PostgreSQL');
      const held = await pool.connect();
      const ended = new Promise<void>((resolve) => held.once('end', () => resolve()));
      const [row] = (await held.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
      await pool.query('select pg_terminate_backend($1)', [row?.pid]);
      // The connection closes while nothing runs on it: its `error` event is emitted now.
      await ended;
      await expect(held.query('select 1')).rejects.toThrow();
      held.release(true);
      const answer = await pool.query<{ one: number }>('select 1 as one');
      expect(answer.rows[0]?.one).toBe(1);
    });
  },
);
