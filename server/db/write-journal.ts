import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type pg from 'pg';

/*
 * Whether a request's work may already be kept by PostgreSQL when its
 * connection goes away (a restart, a failover, `pg_terminate_backend`).
 * A transaction whose connection died before its COMMIT was sent was rolled
 * back by the server, so running the request again is safe; once a COMMIT (or
 * a data-changing statement outside a transaction, which commits by itself)
 * has been sent, its fate is unknown to us and the request must not run twice.
 *
 * The journal is read off the statements themselves, on each pooled
 * connection, so no repository or service has to report anything.
 */

export interface WriteJournal {
  /** Statements sent that may have made something durable (a COMMIT of a transaction that wrote, an autocommit write). */
  mayHaveCommitted: number;
}

const journals = new AsyncLocalStorage<WriteJournal>();

/** Runs `work` with a fresh journal of what it may have committed; `journal` is read after it settles. */
export function runJournaled<T>(journal: WriteJournal, work: () => Promise<T>): Promise<T> {
  return journals.run(journal, work);
}

export const newJournal = (): WriteJournal => ({ mayHaveCommitted: 0 });

const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const COMMIT = /^\s*(commit|end)\b/i;
/** `rollback to savepoint` stays inside the transaction. */
const ROLLBACK = /^\s*(rollback|abort)\b(?!\s+to\b)/i;
const READ_STATEMENT = /^\s*(select|with|values|show|table|savepoint|release|rollback\s+to)\b/i;
const DATA_CHANGE = /\b(insert\s+into|delete\s+from|merge\s+into|update\s+\S+\s+set)\b/i;
/** pg refuses a statement on a connection it already knows is broken, before sending anything. */
const NEVER_SENT = /^Client (has encountered a connection error|was closed) and is not queryable/;

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

/** Per connection: whether a transaction is open on it, and whether it changed anything yet. */
const openTransactions = new WeakMap<pg.ClientBase, { wrote: boolean }>();

/** What one statement on `client` says about the current request's journal; a callback to run when it was refused unsent. */
function note(client: pg.ClientBase, text: string): (() => void) | undefined {
  const journal = journals.getStore();
  const transaction = openTransactions.get(client);
  if (BEGIN.test(text)) {
    openTransactions.set(client, { wrote: false });
    return undefined;
  }
  if (ROLLBACK.test(text)) {
    openTransactions.delete(client);
    return undefined;
  }
  let commits: boolean;
  if (COMMIT.test(text)) {
    openTransactions.delete(client);
    commits = transaction?.wrote ?? true;
  } else if (transaction) {
    if (changesData(text)) transaction.wrote = true;
    commits = false;
  } else commits = changesData(text);
  if (!commits || !journal) return undefined;
  journal.mayHaveCommitted += 1;
  return () => {
    journal.mayHaveCommitted -= 1;
  };
}

/** Journals every statement sent on this pooled connection (call once, when the pool makes it). */
export function journalStatements(client: pg.ClientBase): void {
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  const journaled = (...args: unknown[]): unknown => {
    const unsent = note(client, statementText(args[0]));
    const callback = args.at(-1);
    if (unsent && typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        if (error instanceof Error && NEVER_SENT.test(error.message)) unsent();
        return callback(error, ...rest);
      };
    }
    const result = send(...args);
    // A COMMIT refused before it left is no commit; a statement in flight when the connection died may be one.
    if (unsent && result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && NEVER_SENT.test(error.message)) unsent();
      });
    }
    return result;
  };
  client.query = journaled as typeof client.query;
}

/**
 * pg-pool calls back a caller that waited for a connection from the code
 * that released one, i.e. in another request's context; the caller's own
 * context is kept, so its statements land in its own journal.
 */
export function keepCallersContext(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
  pool.connect = ((callback?: (...args: unknown[]) => void) =>
    callback ? connect(AsyncResource.bind(callback)) : connect()) as typeof pool.connect;
}
