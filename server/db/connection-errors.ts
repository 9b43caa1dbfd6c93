import { DomainError } from '../services/errors';

/*
 * Whether an error says the database connection went away under a query (a
 * server restart, a failover, an administrator's `pg_terminate_backend`)
 * rather than that the query itself was wrong. Drizzle wraps the driver's
 * error, so the whole `cause` chain is read.
 */

/** SQLSTATE class 08 (connection exception) and 57P01–57P03 (the server shut down or ended the session). */
const CONNECTION_LOST_CODE = /^(08\w{3}|57P0[123])$/;
/** pg refuses a statement on a connection it already knows is broken, before sending anything. */
const NEVER_SENT_MESSAGES = [
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];
const CONNECTION_LOST_MESSAGES = ['Connection terminated', ...NEVER_SENT_MESSAGES];

const MAX_CAUSES = 5;

/** The first error of `error`'s `cause` chain that passes `test` (Drizzle wraps the driver's error in its own). */
function findInChain(error: unknown, test: (error: Error) => boolean): Error | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < MAX_CAUSES; depth += 1) {
    if (test(current)) return current;
    current = current.cause;
  }
  return undefined;
}

const someInChain = (error: unknown, test: (error: Error) => boolean): boolean =>
  findInChain(error, test) !== undefined;

export function isConnectionLost(error: unknown): boolean {
  return someInChain(error, (current) => {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_LOST_CODE.test(code)) return true;
    return CONNECTION_LOST_MESSAGES.some((message) => current.message.startsWith(message));
  });
}

/** Network errors of opening a connection: the database is down or unreachable, and nothing was sent to it. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const CONNECTING_SYSCALLS = new Set(['connect', 'getaddrinfo']);

/** The pool could not open a connection at all (PostgreSQL down, restarting or unreachable). */
export const isDatabaseUnreachable = (error: unknown): boolean =>
  someInChain(error, (current) => {
    const { code, syscall } = current as { code?: unknown; syscall?: unknown };
    return (
      typeof code === 'string' &&
      UNREACHABLE_CODES.has(code) &&
      typeof syscall === 'string' &&
      CONNECTING_SYSCALLS.has(syscall)
    );
  });

/** pg refused the statement on a connection it knew was gone: nothing of it reached the server. */
export const wasNeverSent = (error: unknown): boolean =>
  someInChain(error, (current) => NEVER_SENT_MESSAGES.some((message) => current.message.startsWith(message)));

/** Other idle connections may have been ended at the same moment, and the pool finds out one by one. */
export const REPEATS_AFTER_LOST_CONNECTION = 2;
/** Before the first repeat; doubled before the next. */
const FIRST_PAUSE_MS = 25;

/**
 * A pause before work runs again after a lost connection. When the server ends every connection at once (a restart,
 * an administrator's `pg_terminate_backend` sweep), the pool's idle ones are dead too, but the pool learns it only when
 * their sockets are read: a repeat sent at once takes the next dead one. A moment on the event loop lets the pool hear
 * of them and drop them, so the repeat gets a live connection.
 */
export const pauseBeforeRepeat = (attempt: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, FIRST_PAUSE_MS * 2 ** attempt));
/** A failover or restart takes a few seconds; the browser's retry should not land in the middle of it. */
const RETRY_AFTER_LOST_CONNECTION_SECONDS = 3;

export const OUTCOME_UNKNOWN =
  'Связь с базой данных прервалась, когда действие сохранялось, и неизвестно, сохранилось ли оно. ' +
  'Обновите данные и проверьте, прежде чем повторять';
export const DATABASE_UNAVAILABLE = 'База данных временно недоступна. Попробуйте ещё раз через несколько секунд';

/**
 * A lost connection the database layer could not make good by running the
 * work again: the connection died while a write may have been committing
 * (`outcomeUnknown`), or on every try. Answered 503 with Retry-After; its
 * `cause` is the driver's error, so it still reads as a lost connection.
 */
export class LostConnectionError extends DomainError {
  constructor(
    readonly outcomeUnknown: boolean,
    cause: unknown,
  ) {
    super('unavailable', outcomeUnknown ? OUTCOME_UNKNOWN : DATABASE_UNAVAILABLE, {
      retryAfterSeconds: RETRY_AFTER_LOST_CONNECTION_SECONDS,
    });
    this.name = 'LostConnectionError';
    this.cause = cause;
  }
}

/** The LostConnectionError inside `error` (Drizzle wraps what the pool throws in its own error), if any. */
export const lostConnectionIn = (error: unknown): LostConnectionError | undefined =>
  findInChain(error, (current) => current instanceof LostConnectionError) as LostConnectionError | undefined;

/**
 * Runs `work`, and again on a fresh connection (after a pause, at most REPEATS_AFTER_LOST_CONNECTION more
 * times) when its connection went away before anything of it can have been kept; `mayHaveCommitted` says, of
 * the error, whether something may have been. A lost connection it cannot make good is a LostConnectionError:
 * the outcome unknown (something may have been kept), or the database unavailable (it never could run).
 */
export async function repeatUnlessCommitted<T>(
  work: () => Promise<T>,
  mayHaveCommitted: (error: unknown) => boolean,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      // No connection could be opened: nothing was sent, and a repeat now would meet the same closed door.
      if (isDatabaseUnreachable(error) && !lostConnectionIn(error)) throw new LostConnectionError(false, error);
      if (!isConnectionLost(error) || lostConnectionIn(error)) throw error;
      if (mayHaveCommitted(error)) throw new LostConnectionError(true, error);
      if (attempt >= REPEATS_AFTER_LOST_CONNECTION) throw new LostConnectionError(false, error);
      await pauseBeforeRepeat(attempt);
    }
  }
}

/**
 * Runs `work` again on a fresh connection when the connection went away
 * under it, for work whose second run changes nothing the first one did (a
 * conditional update that finds its own write done), so the result of a
 * first run lost with its connection does not matter.
 */
export async function repeatOnLostConnection<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= REPEATS_AFTER_LOST_CONNECTION || !isConnectionLost(error)) throw error;
      await pauseBeforeRepeat(attempt);
    }
  }
}
