import type pg from 'pg';
import { repeatUnlessCommitted, wasNeverSent } from './connection-errors';

/*
 * A statement Drizzle sends on the pool outside a transaction whose
 * connection goes away under it (a restart, a failover,
 * `pg_terminate_backend`): a read is sent again on a fresh connection; a
 * write committed by itself as it ran, so its fate is unknown and it is not
 * sent twice, unless pg refused it before sending it. Transactions are
 * `withTransaction`'s (server/db/transaction.ts): Drizzle runs them on a
 * connection it takes from the pool, not through `query` here.
 *
 * Nothing is read off a statement until one fails: the wrapper costs one
 * promise per statement.
 */

const READ_STATEMENT = /^\s*(select|with|values|show|table)\b/i;
const DATA_CHANGE = /\b(insert\s+into|delete\s+from|merge\s+into|update\s+\S+\s+set)\b/i;

/**
 * Whether a statement may change data. A `select` that calls a data-changing
 * function would be taken for a read; the server's SQL has none.
 */
export const changesData = (text: string): boolean => !READ_STATEMENT.test(text) || DATA_CHANGE.test(text);

const statementText = (query: unknown): string => {
  if (typeof query === 'string') return query;
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
};

type Query = (config: unknown, values?: unknown) => Promise<unknown>;

/** A read is sent again; a write committed by itself as it ran, unless pg refused it before sending it. */
const sendAgainWhenSafe = (send: Query, config: unknown, values: unknown): Promise<unknown> =>
  repeatUnlessCommitted(
    () => send(config, values),
    (error) => !wasNeverSent(error) && changesData(statementText(config)),
  );

/**
 * Drizzle takes a connection for a transaction and sends BEGIN before the
 * `try` whose `finally` gives the connection back, so a BEGIN that fails (its
 * connection is already dead) would keep the connection lent out for good, and
 * enough of those would leave the pool empty. Drizzle takes connections only for
 * transactions, and their first statement is BEGIN: if it fails, the connection
 * is given back here, as broken.
 */
function releasedIfBeginFails(client: pg.PoolClient): pg.PoolClient {
  const query = client.query;
  client.query = ((...args: unknown[]) => {
    // Only the first statement of this loan: the pool lends the same client again later.
    client.query = query;
    const result = (query as (...args: unknown[]) => unknown).apply(client, args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      client.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
  }) as typeof client.query;
  return client;
}

/**
 * The pool as Drizzle should see it: the same pool (Drizzle takes its
 * transactions' connections from it, and tells a pool by `instanceof`), whose
 * `query` deals with a lost connection as above. What runs its own SQL on the
 * pool (the job queue) keeps the plain `query`.
 */
export function poolForDrizzle(pool: pg.Pool): pg.Pool {
  const send = pool.query.bind(pool) as unknown as Query;
  const view = Object.create(pool) as pg.Pool;
  view.connect = (async () => releasedIfBeginFails(await pool.connect())) as unknown as typeof pool.connect;
  view.query = ((config: unknown, values?: unknown, callback?: unknown) =>
    // Drizzle only ever awaits the promise; a callback caller gets the pool's own behaviour.
    callback !== undefined || typeof values === 'function'
      ? (send as (...args: unknown[]) => unknown)(config, values, callback)
      : sendAgainWhenSafe(send, config, values)) as typeof pool.query;
  return view;
}
