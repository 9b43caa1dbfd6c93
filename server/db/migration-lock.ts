import { createHash } from 'node:crypto';
import type pg from 'pg';
import { BRAND } from '../../src/domain/brand/brand';

/**
 * The PostgreSQL advisory lock key that serialises migrations: a fixed 64-bit
 * number derived from the shop's slug, so every process of this shop (and no
 * other application sharing the server) agrees on it without configuration.
 */
export const MIGRATION_LOCK_KEY: bigint = BigInt.asIntN(
  64,
  BigInt(`0x${createHash('sha256').update(`${BRAND.slug}:migrations`).digest('hex').slice(0, 16)}`),
);

export interface MigrationLockOptions {
  /** Called once when another process holds the lock and this one starts waiting for it. */
  onWait?: () => void;
}

/**
 * Runs `work` on one connection that holds the migration lock. Two processes
 * starting together both call this; the second waits until the first has
 * applied the migrations and then finds nothing left to apply. The lock is a
 * session lock: should the unlock fail, the connection is destroyed rather
 * than returned to the pool still holding it.
 */
export async function withMigrationLock<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  { onWait }: MigrationLockOptions = {},
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const key = MIGRATION_LOCK_KEY.toString();
    const tried = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [key]);
    if (!tried.rows[0]?.locked) {
      onWait?.();
      await client.query('select pg_advisory_lock($1::bigint)', [key]);
    }
    try {
      return await work(client);
    } finally {
      try {
        await client.query('select pg_advisory_unlock($1::bigint)', [key]);
      } catch (error) {
        broken = error as Error;
      }
    }
  } catch (error) {
    broken ??= error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}
