import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_ROOT } from '../paths';
import {
  appliedMigrations,
  committedMigrationCount,
  createTestDatabase,
  fixedClock,
  type TestDatabase,
  testDatabaseUrl,
} from '../testing/index';
import { type CommandOptions, runMigrateCommand, runSeedCommand } from './commands';
import { lockDataDir } from './lock';
import { products, seedRuns } from './schema';
import { productSeeds } from './seed/data/index';

function run(args: string[], env: NodeJS.ProcessEnv): CommandOptions & { said: string[]; complained: string[] } {
  const said: string[] = [];
  const complained: string[] = [];
  return {
    args,
    env,
    clock: fixedClock,
    out: { log: (message) => said.push(message), error: (message) => complained.push(message) },
    said,
    complained,
  };
}

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'teply-pirog-db-command-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return path.join(dir, 'data');
}

describe('db:seed and db:migrate used wrongly', () => {
  it('db:seed without --demo says what it needs, exits 2 and opens nothing', async () => {
    const dataDir = tempDataDir();
    for (const args of [[], ['--demo', '--force'], ['demo']]) {
      const command = run(args, { DATA_DIR: dataDir });
      expect(await runSeedCommand(command)).toBe(2);
      expect(command.complained.join('\n')).toContain('npm run db:seed -- --demo');
    }
    expect(existsSync(dataDir)).toBe(false);
  });

  it('db:migrate refuses arguments it does not know', async () => {
    const command = run(['--demo'], { DATA_DIR: tempDataDir() });
    expect(await runMigrateCommand(command)).toBe(2);
  });

  it('reports a bad DATABASE_URL without touching any database', async () => {
    const command = run([], { DATABASE_URL: 'mysql://shop' });
    expect(await runMigrateCommand(command)).toBe(1);
    expect(command.complained.join('\n')).toContain('DATABASE_URL');
  });

  it('refuses an embedded database a running server holds', async () => {
    const dataDir = tempDataDir();
    const lock = lockDataDir(dataDir);
    cleanups.push(() => lock.release());
    const command = run(['--demo'], { DATA_DIR: dataDir });
    expect(await runSeedCommand(command)).toBe(1);
    expect(command.complained.join('\n')).toContain('in use by another server process');
  });
});

describe('db:seed -- --demo on the embedded database', () => {
  it('migrates and loads the demo catalogue, and changes nothing the second time', async () => {
    const env = { DATA_DIR: tempDataDir() };
    const first = run(['--demo'], env);
    expect(await runSeedCommand(first)).toBe(0);
    expect(first.said.join('\n')).toContain('Loaded the demo catalogue');
    const again = run(['--demo'], env);
    expect(await runSeedCommand(again)).toBe(0);
    expect(again.said.join('\n')).toContain('already has the demo catalogue');
    // A real initdb on disk: seconds alone, much longer beside other test files doing the same.
  }, 120_000);
});

describe.skipIf(!testDatabaseUrl())('db commands on PostgreSQL', { timeout: 60_000 }, () => {
  async function emptyDatabase(): Promise<TestDatabase & { url: string }> {
    const database = await createTestDatabase({ kind: 'postgres', content: 'empty' });
    cleanups.push(() => database.close());
    const { url } = database;
    if (!url) throw new Error('a PostgreSQL test database has a URL');
    return Object.assign(database, { url });
  }

  it('migrates, seeds on request only, and never mixes the demo into another catalogue', async () => {
    const database = await emptyDatabase();
    const env = { DATABASE_URL: database.url };
    expect(await runMigrateCommand(run([], env))).toBe(0);
    expect((await database.db.select({ n: count() }).from(products))[0]?.n).toBe(0);

    const seed = run(['--demo'], env);
    expect(await runSeedCommand(seed)).toBe(0);
    // The password never appears in what the command prints.
    expect(seed.said.join('\n')).toMatch(/^Loaded the demo catalogue into PostgreSQL 127\.0\.0\.1:\d+\/tp_test_/);
    expect((await database.db.select({ n: count() }).from(products))[0]?.n).toBe(productSeeds.length);

    // Without the demo's marker the products are somebody's catalogue.
    await database.db.delete(seedRuns);
    const refused = run(['--demo'], env);
    expect(await runSeedCommand(refused)).toBe(1);
    expect(refused.complained.join('\n')).toContain('not the demo one');
    expect(await database.db.select().from(seedRuns)).toEqual([]);
  });

  it('lets two db:migrate processes started together both succeed, applying each migration once', async () => {
    const database = await emptyDatabase();
    const migrate = () =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/db-migrate.ts'], {
          cwd: APP_ROOT,
          env: { ...process.env, DATABASE_URL: database.url },
        });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
        });
        child.stderr.on('data', (chunk: Buffer) => {
          output += chunk.toString();
        });
        child.on('exit', (code) => resolve({ code, output }));
      });
    const results = await Promise.all([migrate(), migrate()]);
    for (const result of results) expect(result, result.output).toMatchObject({ code: 0 });
    expect(await appliedMigrations(database.db)).toHaveLength(committedMigrationCount);
  }, 60_000);
});
