import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { BRAND } from '../../src/domain/brand/brand';
import {
  appliedMigrations,
  committedMigrationCount,
  createTestDatabase,
  type TestDatabase,
  testDatabaseUrl,
} from '../testing/index';
import { type Database, type DatabaseHandle, openDatabase } from './client';
import { MIGRATION_LOCK_KEY } from './migration-lock';

async function tableExists(db: Database, name: string): Promise<boolean> {
  const result = (await db.execute(sql`select to_regclass(${name}) is not null as found`)) as unknown as {
    rows: { found: boolean }[];
  };
  return result.rows[0]?.found === true;
}

describe('the migration lock key', () => {
  it('is a fixed signed 64-bit number derived from the shop’s slug', () => {
    expect(BRAND.slug).toBe('teply-pirog');
    expect(MIGRATION_LOCK_KEY).toBe(BigInt.asIntN(64, MIGRATION_LOCK_KEY));
    expect(MIGRATION_LOCK_KEY).not.toBe(0n);
  });
});

// Each test migrates a fresh PostgreSQL database through every migration: well under a second alone, but CI's
// 2 cores shared with other test files stretched it past Vitest's 5 s default.
describe.skipIf(!testDatabaseUrl())('migrations on PostgreSQL under the advisory lock', { timeout: 60_000 }, () => {
  const opened: { close(): Promise<unknown> }[] = [];
  afterEach(async () => {
    // Connections first: the throwaway database is dropped when the test database closes.
    for (const handle of opened.splice(0).reverse()) await handle.close();
  });

  async function emptyDatabase(): Promise<{ database: TestDatabase; url: string }> {
    const database = await createTestDatabase({ kind: 'postgres', content: 'empty' });
    opened.push(database);
    if (!database.url) throw new Error('a PostgreSQL test database has a URL');
    return { database, url: database.url };
  }

  async function secondConnection(url: string): Promise<DatabaseHandle> {
    const handle = await openDatabase({ kind: 'postgres', url });
    opened.push(handle);
    return handle;
  }

  it('lets two servers starting together both migrate, applying each migration once', async () => {
    const { database, url } = await emptyDatabase();
    const other = await secondConnection(url);
    await Promise.all([database.migrate(), other.migrate(), database.migrate()]);
    expect(await appliedMigrations(database.db)).toHaveLength(committedMigrationCount);
    expect(await tableExists(database.db, 'public.products')).toBe(true);
  });

  it('waits while another process holds the lock, then finds the schema it applied', async () => {
    const { database, url } = await emptyDatabase();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    opened.push({ close: () => holder.end() });
    await holder.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY.toString()]);

    let waiting!: () => void;
    const started = new Promise<void>((resolve) => {
      waiting = resolve;
    });
    const migration = database.migrate({ onWait: waiting });
    await started;
    // The lock is held, so nothing can have been applied yet however long this takes.
    expect(await tableExists(database.db, 'drizzle.__drizzle_migrations')).toBe(false);

    await holder.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY.toString()]);
    await migration;
    expect(await appliedMigrations(database.db)).toHaveLength(committedMigrationCount);
  });

  it('releases the lock after a migration, so the next one does not wait', async () => {
    const { database } = await emptyDatabase();
    await database.migrate();
    let waited = false;
    await database.migrate({
      onWait: () => {
        waited = true;
      },
    });
    expect(waited).toBe(false);
  });
});
