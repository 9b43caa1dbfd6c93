import cookie from '@fastify/cookie';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { installRequestContext } from '../http/context';
import { installErrorHandling } from '../http/errors';
import { route } from '../http/route';
import { fixedClock } from '../testing/clock';
import { createTestDatabase, type TestDatabase, testDatabaseUrl } from '../testing/database';
import { unreachableReason } from '../testing/realtime';
import type { Database } from './client';
import { DATABASE_UNAVAILABLE, OUTCOME_UNKNOWN } from './connection-errors';
import { changesData } from './statements-on-lost-connection';
import { withTransaction } from './transaction';

describe('changesData()', () => {
  it('takes reads for reads and anything else, or a read wrapping a change, for a change', () => {
    for (const read of ['select 1', '  SELECT * from orders for update', 'with a as (select 1) select * from a']) {
      expect(changesData(read), read).toBe(false);
    }
    for (const write of [
      'insert into orders values (1)',
      'update "orders" set "stage" = $1',
      'delete from sessions where id = $1',
      'with moved as (update orders set version = version + 1 returning uid) select * from moved',
      'select pg_catalog.set_config($1, $2, false); delete from jobs',
      'create table t (id int)',
    ]) {
      expect(changesData(write), write).toBe(true);
    }
    expect(changesData('select updated_at from orders')).toBe(false);
  });
});

/*
 * Work whose PostgreSQL connection is ended under it (as `pg_terminate_backend`
 * or a failover does), on real PostgreSQL, in a request the contract does not
 * let the browser repeat: a transaction cut off before its COMMIT was sent was
 * rolled back by the server and `withTransaction` runs it again; one cut off
 * during its COMMIT, or a write outside a transaction (it commits by itself),
 * may have been kept, and the answer is 503; a read outside a transaction is
 * sent again. The backend ends itself at exactly the chosen statement, so no
 * case depends on timing.
 */

const postgresUrl = testDatabaseUrl() ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const skipReason = await unreachableReason('PostgreSQL', postgresUrl);

const ORIGIN = 'http://localhost:3000';
const FEEDBACK = { name: 'Алеся', contact: 'alesya@example.by', message: 'Очень вкусные пироги, спасибо!' };
const END_OWN_CONNECTION = sql`select pg_terminate_backend(pg_backend_pid())`;

describe.skipIf(skipReason !== undefined)(
  `work whose PostgreSQL connection is lost${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase({ kind: 'postgres', content: 'empty', adminUrl: postgresUrl });
      await database.db.execute(sql`create table written (id serial primary key, doomed boolean not null)`);
      // A doomed row ends its own connection while its transaction commits (deferred) or, outside a
      // transaction, while its own statement runs.
      await database.db.execute(sql`
        create function end_own_connection() returns trigger language plpgsql as $$
        begin
          perform pg_terminate_backend(pg_backend_pid());
          perform pg_sleep(5);
          return null;
        end $$`);
      await database.db.execute(sql`
        create constraint trigger doomed_at_commit after insert on written deferrable initially deferred
          for each row when (new.doomed) execute function end_own_connection()`);
      // A read that ends its connection the first time only: a sequence is not rolled back with its connection.
      await database.db.execute(sql`create sequence reads`);
      await database.db.execute(sql`
        create function read_cut_first_time() returns bigint language plpgsql as $$
        declare
          n bigint := nextval('reads');
        begin
          if n = 1 then
            perform pg_terminate_backend(pg_backend_pid());
            perform pg_sleep(5);
          end if;
          return n;
        end $$`);
    }, 60_000);
    beforeEach(async () => {
      await database.db.execute(sql`truncate written`);
      await database.db.execute(sql`select setval('reads', 1, false)`);
    });
    afterAll(async () => {
      await database?.close();
    });

    async function appRunning(handler: (db: Database) => Promise<void>) {
      const app = Fastify();
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      installErrorHandling(app);
      await app.register(cookie);
      installRequestContext(app, { database: { db: database.db }, clock: fixedClock });
      let runs = 0;
      // Feedback: a POST the contract does not let the browser repeat.
      route(app, endpoints.feedback, async ({ ctx }) => {
        runs += 1;
        await handler(ctx.db);
        return { message: 'Спасибо' };
      });
      const send = () =>
        app.inject({
          method: 'POST',
          url: buildPath(endpoints.feedback),
          headers: { origin: ORIGIN },
          payload: FEEDBACK,
        });
      return { send, runs: () => runs, close: () => app.close() };
    }

    // The database is PostgreSQL here: node-postgres answers `{ rows }`.
    const rows = async () =>
      ((await database.db.execute(sql`select count(*) from written`)) as unknown as { rows: { count: string }[] })
        .rows[0]?.count;

    it('runs a transaction again when its connection died before COMMIT was sent, and the row is written once', async () => {
      let runs = 0;
      const app = await appRunning((db) =>
        withTransaction(db, async (tx) => {
          runs += 1;
          await tx.execute(sql`insert into written (doomed) values (false)`);
          if (runs === 1) await tx.execute(END_OWN_CONNECTION);
        }),
      );
      const answer = await app.send();
      expect(answer.statusCode, answer.body).toBe(200);
      expect(runs).toBe(2);
      expect(app.runs()).toBe(1);
      expect(await rows()).toBe('1');
      await app.close();
    });

    it('answers 503 with Retry-After, and never runs it again, when the connection died during COMMIT', async () => {
      let runs = 0;
      const app = await appRunning((db) =>
        withTransaction(db, async (tx) => {
          runs += 1;
          await tx.execute(sql`insert into written (doomed) values (true)`);
        }),
      );
      const answer = await app.send();
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.json()).toEqual({ message: OUTCOME_UNKNOWN });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(runs).toBe(1);
      expect(app.runs()).toBe(1);
      // PostgreSQL never wrote the commit record: the row is gone, though the server could not know.
      expect(await rows()).toBe('0');
      await app.close();
    });

    it('answers 503 for a write outside a transaction cut off while it ran: it commits by itself', async () => {
      await database.db.execute(sql`
        create trigger doomed_now after insert on written
          for each row when (new.doomed) execute function end_own_connection()`);
      try {
        let sent = 0;
        const app = await appRunning(async (db) => {
          sent += 1;
          await db.execute(sql`insert into written (doomed) values (true)`);
        });
        const answer = await app.send();
        expect(answer.statusCode, answer.body).toBe(503);
        expect(answer.json()).toEqual({ message: OUTCOME_UNKNOWN });
        expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(sent).toBe(1);
        expect(app.runs()).toBe(1);
      } finally {
        await database.db.execute(sql`drop trigger doomed_now on written`);
      }
    });

    it('runs again only the transaction cut off before its COMMIT, not one the request committed before it', async () => {
      let secondRuns = 0;
      const app = await appRunning(async (db) => {
        await withTransaction(db, async (tx) => {
          await tx.execute(sql`insert into written (doomed) values (false)`);
        });
        await withTransaction(db, async (tx) => {
          secondRuns += 1;
          await tx.execute(sql`insert into written (doomed) values (false)`);
          if (secondRuns === 1) await tx.execute(END_OWN_CONNECTION);
        });
      });
      const answer = await app.send();
      expect(answer.statusCode, answer.body).toBe(200);
      expect(secondRuns).toBe(2);
      expect(app.runs()).toBe(1);
      expect(await rows()).toBe('2');
      await app.close();
    });

    it('sends a read outside a transaction again on a fresh connection', async () => {
      const read: string[] = [];
      const app = await appRunning(async (db) => {
        const answer = (await db.execute(sql`select read_cut_first_time() as n`)) as unknown as {
          rows: { n: string }[];
        };
        read.push(String(answer.rows[0]?.n));
      });
      const answer = await app.send();
      expect(answer.statusCode, answer.body).toBe(200);
      expect(read).toEqual(['2']);
      expect(app.runs()).toBe(1);
      await app.close();
    });

    it('gives up on a transaction whose connection dies on every try with 503, three runs in all', async () => {
      let runs = 0;
      const app = await appRunning((db) =>
        withTransaction(db, async (tx) => {
          runs += 1;
          await tx.execute(END_OWN_CONNECTION);
        }),
      );
      const answer = await app.send();
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.json()).toEqual({ message: DATABASE_UNAVAILABLE });
      expect(runs).toBe(3);
      await app.close();
    });
  },
);
