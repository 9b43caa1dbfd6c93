import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another server process (pid ${ownerPid}). ` +
        'Two processes on one embedded database corrupt it: stop the other process, or start this one with another DATA_DIR or a DATABASE_URL.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

const LOCK_FILE = 'server.lock';
/** Lock files this process holds: a second open of the same directory in-process is refused too. */
const heldByThisProcess = new Set<string>();

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): { pid: number; host: string } | null {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, 'utf8')) as { pid?: unknown; host?: unknown };
    if (typeof parsed.pid === 'number' && typeof parsed.host === 'string')
      return { pid: parsed.pid, host: parsed.host };
  } catch {
    // A torn or foreign lock file is treated as stale.
  }
  return null;
}

/** The process on this machine that holds the data directory now, if any (a dead owner's lock holds nothing). */
export function liveDataDirOwner(dataDir: string): { pid: number } | null {
  const owner = readOwner(path.join(dataDir, LOCK_FILE));
  if (!owner) return null;
  if (owner.host !== hostname()) throw new DataDirLockedError(dataDir, owner.pid);
  return processIsAlive(owner.pid) ? { pid: owner.pid } : null;
}

/**
 * Takes an exclusive lock on an embedded database directory. PGlite has no
 * multi-process support, so a second server on the same directory must refuse
 * to start instead of corrupting it. A lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  if (heldByThisProcess.has(lockPath)) throw new DataDirLockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
      closeSync(fd);
      heldByThisProcess.add(lockPath);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          heldByThisProcess.delete(lockPath);
          try {
            unlinkSync(lockPath);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner && owner.host === hostname() && owner.pid !== process.pid && processIsAlive(owner.pid)) {
        throw new DataDirLockedError(dataDir, owner.pid);
      }
      if (owner && owner.host !== hostname()) {
        throw new DataDirLockedError(dataDir, owner.pid);
      }
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
