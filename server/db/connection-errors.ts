/*
 * Whether an error says the database connection went away under a query (a
 * server restart, a failover, an administrator's `pg_terminate_backend`)
 * rather than that the query itself was wrong. Drizzle wraps the driver's
 * error, so the whole `cause` chain is read.
 */

/** SQLSTATE class 08 (connection exception) and 57P01–57P03 (the server shut down or ended the session). */
const CONNECTION_LOST_CODE = /^(08\w{3}|57P0[123])$/;
const CONNECTION_LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

export function isConnectionLost(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_LOST_CODE.test(code)) return true;
    if (CONNECTION_LOST_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message))) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

/** Other idle connections may have been ended at the same moment, and the pool finds out one by one. */
const REPEATS_AFTER_LOST_CONNECTION = 2;

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
    }
  }
}
