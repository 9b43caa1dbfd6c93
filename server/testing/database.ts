import { randomBytes } from 'node:crypto';
import { existsSync, openAsBlob } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject, type ProvidedContext } from 'vitest';
import { type DatabaseHandle, type DatabaseKind, openDatabase, pgliteDirectory } from '../db/client';
import { databaseUrl, quoteIdent, seedTestContent, withAdminClient } from './postgres-template';
import './provided';

export interface TestDatabaseOptions {
  /**
   * `seeded` (default): migrated and seeded with the demo catalogue and the demo staff (`admin`, `kassa`,
   * hashed at the test cost) at `FIXED_NOW`; `empty`: nothing applied.
   */
  content?: 'seeded' | 'empty';
  /** Defaults to `postgres` when `TEST_DATABASE_URL` is set, otherwise `pglite`. */
  kind?: DatabaseKind;
  /** The PostgreSQL server to create the database on, instead of `TEST_DATABASE_URL`'s. */
  adminUrl?: string;
}

/** A throwaway database; `close()` closes it and, on PostgreSQL, drops it. */
export interface TestDatabase extends DatabaseHandle {
  /** `pglite (in memory)` or the name of the throwaway PostgreSQL database, for messages. */
  readonly label: string;
  /** The throwaway PostgreSQL database's URL, for a second connection or process; `undefined` on PGlite. */
  readonly url: string | undefined;
}

/** The PostgreSQL server tests may create databases on, or `undefined` to use PGlite. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

async function createPostgresDatabase(adminUrl: string, content: 'seeded' | 'empty'): Promise<TestDatabase> {
  const name = `tp_test_${randomBytes(6).toString('hex')}`;
  const template = content === 'seeded' ? provided('postgresTemplate') : null;
  // A copy of the run's seeded template when there is one (its server is this one: both come from TEST_DATABASE_URL).
  const copyOf = template && adminUrl === testDatabaseUrl() ? ` TEMPLATE ${quoteIdent(template)}` : '';
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${quoteIdent(name)}${copyOf}`));
  const drop = () =>
    withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
  const url = databaseUrl(adminUrl, name);
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({ kind: 'postgres', url });
    if (content === 'seeded' && !copyOf) {
      await handle.migrate();
      await seedTestContent(handle.db);
    }
  } catch (error) {
    await handle?.close();
    await drop();
    throw error;
  }
  return wrap(handle, name, url, drop);
}

function provided<K extends keyof ProvidedContext>(key: K): ProvidedContext[K] | undefined {
  try {
    return inject(key);
  } catch {
    // Outside a Vitest worker there is nothing provided.
    return undefined;
  }
}

async function createPgliteDatabase(content: 'seeded' | 'empty'): Promise<TestDatabase> {
  const templates = provided('pgliteTemplates');
  const template = templates && (content === 'seeded' ? templates.seeded : templates.empty);
  if (template && existsSync(template)) {
    // ~0.7 s: the global setup already ran initdb, migrations and the seed once for the whole run.
    const dump = await openAsBlob(template);
    return wrap(await openDatabase({ kind: 'pglite-memory', loadDataDir: dump }), 'pglite (in memory)', undefined);
  }
  // No template (no global setup, or a cache entry removed under a long watch session):
  // make the database here, ~3.5 s.
  const handle = await openDatabase({ kind: 'pglite-memory' });
  try {
    if (content === 'seeded') {
      await handle.migrate();
      await seedTestContent(handle.db);
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
  return wrap(handle, 'pglite (in memory)', undefined);
}

function wrap(
  handle: DatabaseHandle,
  label: string,
  url: string | undefined,
  afterClose?: () => Promise<unknown>,
): TestDatabase {
  let closing: Promise<void> | undefined;
  return {
    db: handle.db,
    kind: handle.kind,
    pool: handle.pool,
    label,
    url,
    migrate: (options) => handle.migrate(options),
    close() {
      closing ??= (async () => {
        try {
          await handle.close();
        } finally {
          await afterClose?.();
        }
      })();
      return closing;
    },
  };
}

/**
 * A fresh database for one test file (`beforeAll`; `close()` in `afterAll`).
 * PGlite: loaded from the run's template dump. PostgreSQL (`TEST_DATABASE_URL`):
 * a new `tp_test_<random>` database on that server, copied from the run's
 * seeded template (or migrated and seeded without one), dropped on close.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const content = options.content ?? 'seeded';
  const url = options.adminUrl ?? testDatabaseUrl();
  const kind = options.kind ?? (url ? 'postgres' : 'pglite');
  if (kind === 'pglite') return createPgliteDatabase(content);
  if (!url)
    throw new Error(
      'A PostgreSQL test database needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    );
  return createPostgresDatabase(url, content);
}

/**
 * A new `DATA_DIR` (under the system temp dir, named from `prefix`) whose embedded database is already migrated and
 * seeded, for a test that runs the real server or a command on it and is not about a first start: loaded from the
 * run's template, the child skips initdb, the migrations and the seed — about 15 s of CPU each on CI's 2 cores.
 */
export async function seededDataDir(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  const template = provided('pgliteTemplates')?.seeded;
  if (template && existsSync(template)) {
    const client = await PGlite.create({ dataDir: pgliteDirectory(dataDir), loadDataDir: await openAsBlob(template) });
    await client.close();
    return dataDir;
  }
  // No template (outside the global setup): made here, as the template is.
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await handle.migrate();
    await seedTestContent(handle.db);
  } finally {
    await handle.close();
  }
  return dataDir;
}
