import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { MIGRATIONS_DIR } from '../paths';

/** How many migrations are committed (drizzle-kit's journal). */
export const committedMigrationCount: number = (
  JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

/** The hashes of the migrations a database has recorded as applied, in order. */
export async function appliedMigrations(db: Database): Promise<string[]> {
  const result = (await db.execute(sql`select hash from drizzle.__drizzle_migrations order by id`)) as unknown as {
    rows: { hash: string }[];
  };
  return result.rows.map((row) => row.hash);
}
