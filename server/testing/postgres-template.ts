import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { seedDemoCatalogue, seedDemoStaff } from '../db/seed/index';
import { TEST_SCRYPT_COST } from '../services/accounts/passwords';
import { FIXED_NOW } from './clock';

/*
 * Throwaway PostgreSQL databases for tests: the admin connection they are
 * made and dropped through, what a seeded one holds, and the run's template
 * (migrated and seeded once by the global setup, then copied per test file).
 */

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** What a `seeded` test database holds, as the PGlite template does: the demo catalogue and the demo staff. */
export async function seedTestContent(db: DatabaseHandle['db']): Promise<void> {
  await seedDemoCatalogue(db, FIXED_NOW, { pinCost: TEST_SCRYPT_COST });
  await seedDemoStaff(db, FIXED_NOW, { passwordCost: TEST_SCRYPT_COST });
}

/**
 * A database migrated and seeded once for the run. Nobody stays connected to
 * it: PostgreSQL copies a template only while it has no connections.
 */
export async function createPostgresTemplate(adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `tp_template_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${quoteIdent(name)}`));
  const drop = async () => {
    await withAdminClient(adminUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
    );
  };
  try {
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
    try {
      await handle.migrate();
      await seedTestContent(handle.db);
    } finally {
      await handle.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, drop };
}
