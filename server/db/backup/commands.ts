import { randomUUID } from 'node:crypto';
import { existsSync, openAsBlob } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError, loadConfig } from '../../config';
import { pgliteDirectory } from '../client';
import type { CommandOptions, ExitCode } from '../commands';
import { DataDirLockedError, liveDataDirOwner, lockDataDir } from '../lock';
import { BACKUP_REQUESTS_DIR, dumpPglite, writeBackup } from './pglite-backup';

/** How long `db:backup` waits for the running server's answer; a dump of a shop's database takes seconds. */
const ANSWER_TIMEOUT_MS = 120_000;
const POLL_MS = 100;

/** `2026-11-27T10-15-00`: sorts by time and is a valid file name everywhere. */
const stamp = (at: Date) => at.toISOString().slice(0, 19).replaceAll(':', '-');

function embeddedDataDir({ env, out }: CommandOptions, command: string, postgresAdvice: string): string | null {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    out.error(error.message);
    return null;
  }
  if (config.databaseUrl) {
    out.error(`${command} is for the embedded database; with DATABASE_URL set, ${postgresAdvice}`);
    return null;
  }
  return config.dataDir;
}

async function askRunningServer(dataDir: string, target: string): Promise<string | null> {
  const directory = path.join(dataDir, BACKUP_REQUESTS_DIR);
  await mkdir(directory, { recursive: true });
  const id = randomUUID();
  const request = path.join(directory, `${id}.json`);
  // Renamed into place, so the server never reads half a request.
  await writeFile(`${request}.tmp`, JSON.stringify({ target }));
  await rename(`${request}.tmp`, request);
  const errorFile = path.join(directory, `${id}.error`);
  const deadline = Date.now() + ANSWER_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (existsSync(target)) return null;
    if (existsSync(errorFile)) {
      const reason = await readFile(errorFile, 'utf8');
      await rm(errorFile, { force: true });
      return `the server could not write the backup: ${reason}`;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  await rm(request, { force: true });
  return `the server did not answer within ${ANSWER_TIMEOUT_MS / 1000} s (is it a version without db:backup?)`;
}

/**
 * `npm run db:backup [-- <file.tar.gz>]`: a consistent copy of the embedded
 * database, taken by the running server when one holds `DATA_DIR`, else by
 * this command itself. Default file: `backups/pglite-<time>.tar.gz`.
 */
export async function runBackupCommand(options: CommandOptions): Promise<ExitCode> {
  const { args, out, clock } = options;
  if (args.length > 1 || args[0]?.startsWith('-')) {
    out.error(`db:backup takes one optional argument, the file to write (got: ${args.join(' ')}).`);
    return 2;
  }
  const dataDir = embeddedDataDir(options, 'db:backup', 'back up PostgreSQL with pg_dump (see the README).');
  if (!dataDir) return 1;
  const target = path.resolve(args[0] ?? path.join('backups', `pglite-${stamp(clock())}.tar.gz`));
  if (existsSync(target)) {
    out.error(`${target} exists already; a backup never overwrites one.`);
    return 1;
  }
  if (!existsSync(pgliteDirectory(dataDir))) {
    out.error(`There is no embedded database in ${dataDir} (DATA_DIR) to back up.`);
    return 1;
  }
  await mkdir(path.dirname(target), { recursive: true });
  try {
    const owner = liveDataDirOwner(dataDir);
    if (owner) {
      out.log(`The server (pid ${owner.pid}) holds ${dataDir}; asking it for the backup…`);
      const failure = await askRunningServer(dataDir, target);
      if (failure) {
        out.error(`No backup: ${failure}.`);
        return 1;
      }
    } else {
      const lock = lockDataDir(dataDir);
      try {
        const client = await PGlite.create({ dataDir: pgliteDirectory(dataDir) });
        try {
          await writeBackup(await dumpPglite(client), target);
        } finally {
          await client.close();
        }
      } finally {
        lock.release();
      }
    }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    out.error(error.message);
    return 1;
  }
  out.log(`Backup of ${dataDir} written to ${target}. Restore it with: npm run db:restore -- ${target}`);
  return 0;
}

/**
 * `npm run db:restore -- <file.tar.gz> [--replace]`: puts a backup back as
 * `DATA_DIR`'s embedded database while no server runs. An existing database is
 * kept aside (`pglite.before-restore-<time>`), and only with `--replace`.
 */
export async function runRestoreCommand(options: CommandOptions): Promise<ExitCode> {
  const { args, out, clock } = options;
  const replace = args.includes('--replace');
  const files = args.filter((arg) => arg !== '--replace');
  if (files.length !== 1 || files[0]?.startsWith('-')) {
    out.error('db:restore takes the backup file to restore, and --replace to set aside an existing database.');
    return 2;
  }
  const dataDir = embeddedDataDir(
    options,
    'db:restore',
    'restore PostgreSQL with pg_restore or psql (see the README).',
  );
  if (!dataDir) return 1;
  const source = path.resolve(files[0] as string);
  if (!existsSync(source)) {
    out.error(`There is no backup at ${source}.`);
    return 1;
  }
  let lock: ReturnType<typeof lockDataDir>;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    out.error(`${error.message} Stop the server before restoring.`);
    return 1;
  }
  try {
    const directory = pgliteDirectory(dataDir);
    const occupied = existsSync(directory) && (await readdir(directory)).length > 0;
    if (occupied && !replace) {
      out.error(`${dataDir} holds a database already; add --replace to set it aside and restore over it.`);
      return 1;
    }
    const aside = `${directory}.before-restore-${stamp(clock())}`;
    if (occupied) await rename(directory, aside);
    try {
      const client = await PGlite.create({
        dataDir: directory,
        loadDataDir: await openAsBlob(source),
      });
      try {
        // A readable catalogue proves the copy is a database of this shop, not any tarball.
        await client.query('select count(*) from products');
      } finally {
        await client.close();
      }
    } catch (error) {
      await rm(directory, { recursive: true, force: true });
      if (occupied) await rename(aside, directory);
      out.error(`${source} is not a backup of this shop's database (${(error as Error).message}); nothing changed.`);
      return 1;
    }
    out.log(
      `Restored ${source} into ${dataDir}.${occupied ? ` The database it replaced is kept in ${aside}.` : ''} Start the server.`,
    );
    return 0;
  } finally {
    lock.release();
  }
}
