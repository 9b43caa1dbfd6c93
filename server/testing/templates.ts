import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { seedDemoCatalogue, seedDemoStaff } from '../db/seed/index';
import { APP_ROOT, MIGRATIONS_DIR } from '../paths';
import { TEST_SCRYPT_COST } from '../services/accounts/passwords';
import { FIXED_NOW } from './clock';

/** Paths of the two PGlite data-directory dumps a test run starts its databases from. */
export interface PgliteTemplates {
  /** Migrated and seeded with the demo catalogue and the demo staff at `FIXED_NOW`. */
  seeded: string;
  /** Fresh after initdb: no tables, no migrations. */
  empty: string;
}

/** Bump when the way templates are made changes in a way the hashed inputs do not show. */
const TEMPLATE_FORMAT = 1;

/** The code a template's content depends on: these entry points and every module they import, plus the migrations. */
const ENTRY_MODULES = ['server/db/seed/index.ts', 'server/db/schema.ts', 'server/testing/templates.ts'];
const HASHED_PACKAGES = ['@electric-sql/pglite', 'drizzle-orm'];

/** A relative import or re-export; group 1 is `type` for a type-only one (it cannot change what the code does). */
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s)?[^'"]*?['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveModule(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(isFile);
}

/** The entry modules and every module they import at run time by relative path, sorted. */
function moduleClosure(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.map((entry) => path.join(APP_ROOT, entry));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = !match[1] && match[2] ? resolveModule(file, match[2]) : undefined;
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen].sort();
}

function listFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? listFiles(full) : [full];
    });
}

function packageVersion(name: string): string {
  try {
    const manifest = JSON.parse(readFileSync(path.join(APP_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    return String(manifest.version);
  } catch {
    return 'unknown';
  }
}

/** A hash of the inputs, so a template cached by an earlier run is reused only while they are unchanged. */
export function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(`format ${TEMPLATE_FORMAT}\nnow ${FIXED_NOW.toISOString()}\nnode ${process.versions.node}\n`);
  for (const name of HASHED_PACKAGES) hash.update(`package ${name}@${packageVersion(name)}\n`);
  for (const file of [...listFiles(MIGRATIONS_DIR), ...moduleClosure(ENTRY_MODULES)]) {
    hash.update(`file ${path.relative(APP_ROOT, file)}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where templates are cached between runs: one directory per input hash under the system temp dir. */
export const TEMPLATE_CACHE_ROOT = path.join(tmpdir(), 'teply-pirog-test-templates');

function templatePaths(dir: string): PgliteTemplates {
  return { seeded: path.join(dir, 'seeded.tar'), empty: path.join(dir, 'empty.tar') };
}

async function writeDump(client: PGlite, file: string): Promise<void> {
  const dump = await client.dumpDataDir('none');
  // Written beside the target and renamed, so a concurrent run never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
  renameSync(partial, file);
}

/**
 * Makes the two templates in `dir` from ONE in-memory PGlite (initdb is the
 * expensive part, ~2.5 s): dump it empty, then migrate, seed (the demo catalogue and
 * the demo staff) at `FIXED_NOW` and dump again.
 */
export async function buildPgliteTemplates(dir: string): Promise<PgliteTemplates> {
  mkdirSync(dir, { recursive: true });
  const paths = templatePaths(dir);
  const client = await PGlite.create();
  try {
    await writeDump(client, paths.empty);
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    const result = await seedDemoCatalogue(db, FIXED_NOW, { pinCost: TEST_SCRYPT_COST });
    if (result !== 'seeded') throw new Error(`The template database was not seeded (${result})`);
    // The demo staff as the embedded demo database has them, hashed once per template at the test cost.
    await seedDemoStaff(db, FIXED_NOW, { passwordCost: TEST_SCRYPT_COST });
    await writeDump(client, paths.seeded);
  } finally {
    await client.close();
  }
  return paths;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** A cache entry unused this long is removed when another is built (a run touches the entry it uses). */
const STALE_MS = 10 * 60 * 1000;

/**
 * The templates for the current inputs: reused from the cache when an earlier
 * run made them, otherwise built (and older cache entries removed).
 */
export async function cachedPgliteTemplates(): Promise<{ templates: PgliteTemplates; built: boolean }> {
  const dir = path.join(TEMPLATE_CACHE_ROOT, templateKey());
  const paths = templatePaths(dir);
  if (isFile(paths.seeded) && isFile(paths.empty)) {
    // Marks the entry as in use, so a run with other inputs does not clean it up under us.
    const now = new Date();
    utimesSync(dir, now, now);
    return { templates: paths, built: false };
  }
  const templates = await buildPgliteTemplates(dir);
  for (const name of readdirSync(TEMPLATE_CACHE_ROOT)) {
    const other = path.join(TEMPLATE_CACHE_ROOT, name);
    if (other !== dir && Date.now() - statSync(other).mtimeMs > STALE_MS)
      rmSync(other, { recursive: true, force: true });
  }
  return { templates, built: true };
}
