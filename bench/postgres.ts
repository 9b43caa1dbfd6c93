import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { seedDemoCatalogue, seedDemoStaff } from '../server/db/seed/index';

export interface ThrowawayPostgres {
  url: string;
  drop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL database for a benchmark's shop (`BENCH_DATABASE_URL`,
 * else `TEST_DATABASE_URL`, else the local server), migrated and holding the
 * demo catalogue, or null when no server answers. `demoStaff` adds the demo
 * staff accounts, which a shop never seeds into a database `DATABASE_URL` names.
 */
export async function throwawayPostgres({ demoStaff = false } = {}): Promise<ThrowawayPostgres | null> {
  const admin =
    process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `tp_bench_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  try {
    await run(`CREATE DATABASE ${name}`);
  } catch {
    return null;
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const drop = () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  // The shop migrates PostgreSQL itself but loads the demo catalogue only into its embedded database.
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await handle.migrate();
    await seedDemoCatalogue(handle.db, new Date());
    if (demoStaff) await seedDemoStaff(handle.db, new Date());
  } catch (error) {
    await handle.close();
    await drop();
    throw error;
  }
  await handle.close();
  return { url: url.toString(), drop };
}
