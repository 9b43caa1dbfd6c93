import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, seededDataDir } from '../../testing/index';
import { openDatabase, pgliteDirectory } from '../client';
import type { CommandOptions } from '../commands';
import { lockDataDir } from '../lock';
import { runBackupCommand, runRestoreCommand } from './commands';
import { watchBackupRequests } from './pglite-backup';

function run(args: string[], dataDir: string, env: NodeJS.ProcessEnv = {}) {
  const said: string[] = [];
  const complained: string[] = [];
  const options: CommandOptions = {
    args,
    env: { NODE_ENV: 'test', DATA_DIR: dataDir, ...env },
    clock: fixedClock,
    out: { log: (message) => said.push(message), error: (message) => complained.push(message) },
  };
  return { options, said, complained };
}

const cleanup: string[] = [];
afterAll(async () => {
  await Promise.all(cleanup.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  cleanup.push(dir);
  return dir;
}

/** Opens a restored data directory by itself, as the next server start would. */
async function marks(dataDir: string): Promise<string[]> {
  const client = await PGlite.create({ dataDir: pgliteDirectory(dataDir) });
  try {
    const { rows } = await client.query<{ mark: string }>('select mark from backup_marks');
    return rows.map((row) => row.mark);
  } finally {
    await client.close();
  }
}

describe('npm run db:backup and db:restore (embedded database)', { timeout: 60_000 }, () => {
  // One seeded database and one backup of it taken with no server running, shared: each copy is ~40 MB to gzip.
  let dataDir: string;
  let backupFile: string;
  beforeAll(async () => {
    dataDir = await seededDataDir('teply-pirog-backup-');
    cleanup.push(dataDir);
    backupFile = path.join(await tempDir('teply-pirog-backups-'), 'nested', 'shop.tar.gz');
    const backup = run([backupFile], dataDir);
    expect(await runBackupCommand(backup.options)).toBe(0);
    expect(backup.said.join('\n')).not.toContain('asking');
  }, 60_000);

  it('takes the copy itself when no server runs, releases the directory and never overwrites a file', async () => {
    expect(existsSync(backupFile)).toBe(true);
    const again = run([backupFile], dataDir);
    expect(await runBackupCommand(again.options)).toBe(1);
    expect(again.complained.join('\n')).toContain('never overwrites');
    lockDataDir(dataDir).release();
  });

  it('asks the running server for the copy, which waits for a transaction in flight and holds all of it', async () => {
    const server = await openDatabase({ kind: 'pglite', dataDir });
    const client = server.pglite as PGlite;
    const watcher = watchBackupRequests(dataDir, client, { info: () => {}, error: () => {} });
    try {
      await client.exec("create table backup_marks (mark text); insert into backup_marks values ('before')");
      const target = path.join(await tempDir('teply-pirog-backups-'), 'shop.tar.gz');
      let firstWritten = () => {};
      const written = new Promise<void>((resolve) => {
        firstWritten = resolve;
      });
      // A transaction in flight when the backup is asked for: the copy has both of its rows or neither.
      const inFlight = client.transaction(async (tx) => {
        await tx.query("insert into backup_marks values ('first')");
        firstWritten();
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.query("insert into backup_marks values ('second')");
      });
      await written;
      const backup = run([target], dataDir);
      expect(await runBackupCommand(backup.options)).toBe(0);
      expect(backup.said.join('\n')).toContain('asking it for the backup');
      await inFlight;
      await client.exec("insert into backup_marks values ('after')");

      const restored = await tempDir('teply-pirog-restored-');
      const restore = run([target], restored);
      expect(await runRestoreCommand(restore.options)).toBe(0);
      expect(await marks(restored)).toEqual(['before', 'first', 'second']);
    } finally {
      watcher.close();
      await server.close();
    }
  });

  it('refuses a restore while a server holds the data directory', async () => {
    const held = lockDataDir(dataDir);
    try {
      const restore = run([backupFile, '--replace'], dataDir);
      expect(await runRestoreCommand(restore.options)).toBe(1);
      expect(restore.complained.join('\n')).toContain('Stop the server');
    } finally {
      held.release();
    }
  });

  it('restores over a database only with --replace, keeping the old one aside', async () => {
    const refused = run([backupFile], dataDir);
    expect(await runRestoreCommand(refused.options)).toBe(1);
    expect(refused.complained.join('\n')).toContain('--replace');

    const replaced = run([backupFile, '--replace'], dataDir);
    expect(await runRestoreCommand(replaced.options)).toBe(0);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('pglite.before-restore-'))).toHaveLength(1);
    // The backup was taken before the marks table: the restored database is the copy, not the one set aside.
    await expect(marks(dataDir)).rejects.toThrow(/backup_marks/);
  });

  it('refuses a file that is not a backup and changes nothing', async () => {
    const empty = await tempDir('teply-pirog-restore-');
    const bogus = path.join(await tempDir('teply-pirog-bogus-'), 'bogus.tar.gz');
    await writeFile(bogus, 'not a tarball');
    const restore = run([bogus], empty);
    expect(await runRestoreCommand(restore.options)).toBe(1);
    expect(restore.complained.join('\n')).toContain('not a backup');
    expect(existsSync(pgliteDirectory(empty))).toBe(false);
  });

  it('points PostgreSQL to pg_dump and takes wrong arguments as a usage error', async () => {
    const postgres = run([], dataDir, { DATABASE_URL: 'postgres://127.0.0.1:5432/shop' });
    expect(await runBackupCommand(postgres.options)).toBe(1);
    expect(postgres.complained.join('\n')).toContain('pg_dump');
    expect(await runBackupCommand(run(['a.tar.gz', 'b.tar.gz'], dataDir).options)).toBe(2);
    expect(await runRestoreCommand(run([], dataDir).options)).toBe(2);
  });
});
