import { type ExtractTablesWithRelations, is } from 'drizzle-orm';
import { type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { repeatUnlessCommitted } from './connection-errors';

/** A transaction of a `Database` (no relational schema: see `client.ts`). */
export type Transaction = PgTransaction<PgQueryResultHKT, NoRelations, ExtractTablesWithRelations<NoRelations>>;
type NoRelations = Record<string, never>;

/**
 * What a repository runs its queries on: the database itself, or a transaction
 * of it. Repositories take one, so a service can run several of them in one
 * transaction.
 */
export type Executor = Database | Transaction;

/** Nested transactions in progress, per enclosing transaction: savepoints of one connection cannot interleave. */
const savepointInUse = new WeakSet<Executor>();

export class ConcurrentSavepointError extends Error {
  constructor() {
    super(
      'A nested withTransaction was started while another one on the same transaction was still running; ' +
        'savepoints of one connection must run one after another (await each before starting the next).',
    );
    this.name = 'ConcurrentSavepointError';
  }
}

/**
 * Runs `work` in one transaction: committed when it resolves, rolled back when
 * anything in it throws (the error is rethrown). Called with a transaction,
 * it opens a savepoint instead, so a repository that needs atomicity of its
 * own still composes into a caller's larger transaction.
 *
 * Inside `work`, query only through `tx` (or repositories made from it).
 * A query on the outer database is not part of the transaction: on
 * PostgreSQL it runs on another connection, and on PGlite (one connection)
 * it waits for the transaction to end, i.e. forever.
 *
 * On PostgreSQL, a transaction whose connection goes away (a restart, a
 * failover, `pg_terminate_backend`) is run again on a fresh connection when
 * that happened before its COMMIT was sent: the server rolled it back, so
 * `work` may run up to three times and must not do outside the database what
 * it cannot do twice. When the connection goes during the COMMIT, whether it
 * was kept is unknown: a LostConnectionError (503) says so.
 */
export async function withTransaction<T>(executor: Executor, work: (tx: Transaction) => Promise<T>): Promise<T> {
  if (!isTransaction(executor)) return runAgainBeforeCommit(executor, work);
  if (savepointInUse.has(executor)) throw new ConcurrentSavepointError();
  savepointInUse.add(executor);
  try {
    return await executor.transaction(work);
  } finally {
    savepointInUse.delete(executor);
  }
}

function runAgainBeforeCommit<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  // Drizzle sends COMMIT right after `work` resolves: an error once it has is the COMMIT's (or the ROLLBACK's after it).
  let workDone = false;
  return repeatUnlessCommitted(
    () => {
      workDone = false;
      return db.transaction(async (tx) => {
        const result = await work(tx);
        workDone = true;
        return result;
      });
    },
    () => workDone,
  );
}

const isTransaction = (executor: Executor): executor is Transaction => is(executor, PgTransaction);
