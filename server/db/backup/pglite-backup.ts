import { randomUUID } from 'node:crypto';
import { type FSWatcher, mkdirSync, watch } from 'node:fs';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * A consistent copy of the embedded database while the server runs. PGlite
 * runs one transaction at a time (every query waits for the transaction
 * before it), so the copy is taken inside a transaction of its own: no other
 * transaction is half done while the files are read, and after `CHECKPOINT`
 * they hold every committed change. Only the process that holds the data
 * directory may read it, so `npm run db:backup` asks the running server
 * through a request file in `DATA_DIR/backup-requests/`: no port, no signal.
 */
export async function dumpPglite(client: PGlite): Promise<Blob> {
  return client.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    // Takes only the query lock, which is free between this transaction's statements.
    return client.dumpDataDir('gzip');
  });
}

export const BACKUP_REQUESTS_DIR = 'backup-requests';

export interface BackupRequest {
  /** Absolute path of the `.tar.gz` to write; never overwritten. */
  target: string;
}

/** Writes a dump next to its target first, so a reader never sees half a file under the final name. */
export async function writeBackup(dump: Blob, target: string): Promise<void> {
  const partial = `${target}.partial-${randomUUID()}`;
  try {
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()), { flag: 'wx' });
    await rename(partial, target);
  } finally {
    await rm(partial, { force: true });
  }
}

const REQUEST_PATIENCE_MS = 2 * 60_000;

async function sweepEarlierRequests(directory: string, consider: (file: string) => void): Promise<void> {
  for (const file of await readdir(directory)) {
    const filePath = path.join(directory, file);
    const fresh = Date.now() - (await stat(filePath)).mtimeMs < REQUEST_PATIENCE_MS;
    if (fresh && file.endsWith('.json')) consider(file);
    else await rm(filePath, { force: true });
  }
}

export interface BackupWatcherLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * The server's side of `npm run db:backup`: answers each request file with the
 * backup at its target, or a `<id>.error` file saying why not.
 */
export function watchBackupRequests(dataDir: string, client: PGlite, log: BackupWatcherLog): { close(): void } {
  const directory = path.join(dataDir, BACKUP_REQUESTS_DIR);
  mkdirSync(directory, { recursive: true });
  const inProgress = new Set<string>();
  let queue = Promise.resolve();

  const answer = async (file: string) => {
    const requestPath = path.join(directory, file);
    const id = file.slice(0, -'.json'.length);
    let request: BackupRequest;
    try {
      request = JSON.parse(await readFile(requestPath, 'utf8')) as BackupRequest;
    } catch {
      return; // gone already, or still being written: its rename brings another event
    }
    try {
      if (typeof request.target !== 'string' || !path.isAbsolute(request.target)) {
        throw new Error('the request names no absolute target path');
      }
      const started = Date.now();
      await writeBackup(await dumpPglite(client), request.target);
      log.info({ target: request.target, ms: Date.now() - started }, 'database backup written');
    } catch (error) {
      log.error({ err: error }, 'database backup failed');
      await writeFile(path.join(directory, `${id}.error`), (error as Error).message).catch(() => undefined);
    } finally {
      await rm(requestPath, { force: true });
    }
  };

  const consider = (file: string | null) => {
    if (!file?.endsWith('.json') || inProgress.has(file)) return;
    inProgress.add(file);
    // One dump at a time: each holds the database for its duration.
    queue = queue.then(() => answer(file)).finally(() => inProgress.delete(file));
  };

  let watcher: FSWatcher | undefined = watch(directory, (_event, file) => consider(file));
  watcher.on('error', (error) => log.error({ err: error }, 'backup request watcher failed'));
  // Made while this server was opening the database: answered. Older ones were left by a command that gave up.
  void sweepEarlierRequests(directory, consider).catch(() => undefined);
  return {
    close() {
      watcher?.close();
      watcher = undefined;
    },
  };
}
