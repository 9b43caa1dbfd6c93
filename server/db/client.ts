import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { AppConfig } from '../config';
import { MIGRATIONS_DIR } from '../paths';
import { lockDataDir } from './lock';
import { type MigrationLockOptions, withMigrationLock } from './migration-lock';
import { poolForDrizzle } from './statements-on-lost-connection';

/**
 * Without Drizzle's relational API (`db.query.…`), which nothing uses: given the schema, Drizzle builds a query
 * builder per table for every transaction it opens, a tenth of a millisecond of each order.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** PostgreSQL's connection pool, for what runs its own SQL beside Drizzle (the job queue); none on PGlite. */
  pool?: pg.Pool | undefined;
  /** The embedded database's one connection, for what Drizzle does not do (a backup); none on PostgreSQL. */
  pglite?: PGlite | undefined;
  /**
   * Applies the committed SQL migrations; a second run is a no-op. On PostgreSQL
   * under an advisory lock, so processes starting together apply them once.
   */
  migrate(options?: MigrationLockOptions): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: Blob | File }
  | { kind: 'postgres'; url: string };

const migrationConfig = { migrationsFolder: MIGRATIONS_DIR };

/** The database the configuration names: PostgreSQL when `DATABASE_URL` is set, else the embedded one in `DATA_DIR`. */
export function configuredDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

/** Where the embedded database keeps its files inside `DATA_DIR`. */
export function pgliteDirectory(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

const lostWhileInUse = (error: Error) =>
  console.error('[database] PostgreSQL connection lost while in use:', error.message);

/** A PostgreSQL pool that outlives its connections being dropped by the server, as every node's must. */
export function openPostgresPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection dropped by the server (restart, admin, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.error('[database] idle PostgreSQL connection lost:', error.message));
  // pg-pool takes its listener off a client it lends out, so a connection dropped while a request holds it
  // (between two queries of a transaction) would emit an `error` nobody hears and crash the process; with
  // this, the holder's next query fails instead, and releasing the broken client discards it.
  pool.on('acquire', (client) => client.on('error', lostWhileInUse));
  pool.on('release', (_error, client) => client.off('error', lostWhileInUse));
  return pool;
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = openPostgresPool(target.url, 10);
    // A statement cut off by a lost connection is sent again when that cannot do it twice.
    const db = drizzlePostgres({ client: poolForDrizzle(pool) });
    return {
      db,
      kind: 'postgres',
      pool,
      migrate: (options) =>
        withMigrationLock(
          pool,
          // The migrations run on the connection that holds the lock.
          (client) => migratePostgres(drizzlePostgres({ client }), migrationConfig),
          options,
        ),
      close: () => pool.end(),
    };
  }

  const lock = target.kind === 'pglite' ? lockDataDir(target.dataDir) : null;
  try {
    const client =
      target.kind === 'pglite'
        ? await PGlite.create({ dataDir: pgliteDirectory(target.dataDir) })
        : await PGlite.create(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
    const db = drizzlePglite({ client });
    return {
      db,
      kind: 'pglite',
      pglite: client,
      migrate: () => migratePglite(db, migrationConfig),
      async close() {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
