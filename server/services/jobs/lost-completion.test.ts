import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseUrl } from '../../testing/database';
import { unreachableReason } from '../../testing/realtime';
import { JOB_QUEUE_SCHEMA, startJobQueue } from './job-queue';

/*
 * The connection goes just as a round ends (the soak of issue 31 terminated
 * the nodes' connections and a node died): pg-boss sends the round's
 * `complete` without awaiting it, so its failure must not become an unhandled
 * rejection; the round is handed on when its lease runs out instead.
 */

const postgresUrl = testDatabaseUrl() ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const skipReason = await unreachableReason('PostgreSQL', postgresUrl);
const log = { error: () => undefined, warn: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(skipReason !== undefined)(
  `a job round whose end cannot be recorded${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let database: TestDatabase;
    let pool: pg.Pool;
    beforeAll(async () => {
      database = await createTestDatabase({ kind: 'postgres', content: 'empty', adminUrl: postgresUrl });
      pool = new pg.Pool({ connectionString: database.url, max: 3 });
    }, 60_000);
    afterAll(async () => {
      await pool?.end();
      await database?.close();
    });

    it('leaves no unhandled rejection, and the round is run again after its lease', async () => {
      const unhandled: unknown[] = [];
      const onUnhandled = (reason: unknown) => unhandled.push(reason);
      process.on('unhandledRejection', onUnhandled);
      let connectionGone = false;
      // The pool as pg-boss sees it: while the connection is «gone», every statement fails as pg's would.
      const flaky = {
        query: (text: string, values?: unknown[]) =>
          connectionGone ? Promise.reject(new Error('Connection terminated unexpectedly')) : pool.query(text, values),
      } as unknown as pg.Pool;
      const queue = await startJobQueue(flaky, {
        log,
        leaseSeconds: 1,
        maintenanceSeconds: 1,
        retryDelaySeconds: 1,
        stopTimeoutMs: 300,
      });
      let rounds = 0;
      try {
        queue.repeat(
          async () => {
            rounds += 1;
            // The first round ends as the connection goes: its `complete` fails.
            if (rounds === 1) connectionGone = true;
          },
          { name: 'cut-off', intervalMs: 60_000, log },
        );
        const deadline = Date.now() + 20_000;
        while (rounds === 0 && Date.now() < deadline) await sleep(50);
        await sleep(500);
        connectionGone = false;
        while (rounds < 2 && Date.now() < deadline) await sleep(100);
      } finally {
        await queue.stop();
        process.off('unhandledRejection', onUnhandled);
      }
      expect(unhandled).toEqual([]);
      // The lease ran out and the round came again (pg-boss retries what timed out in the active state).
      expect(rounds).toBeGreaterThanOrEqual(2);
      const { rows } = await pool.query<{ state: string }>(
        `select state from ${JOB_QUEUE_SCHEMA}.job where name = $1`,
        ['cut-off'],
      );
      expect(rows.some((row) => row.state === 'completed')).toBe(true);
    }, 40_000);
  },
);
