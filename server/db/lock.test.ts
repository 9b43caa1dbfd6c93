import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_ROOT } from '../paths';
import { DataDirLockedError, lockDataDir } from './lock';

const LOCK_FILE = 'server.lock';
const HOLDER = path.join(APP_ROOT, 'server', 'testing', 'hold-lock.ts');

let dir: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'teply-pirog-lock-'));
});

afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a process that has already exited. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (pid === undefined || isAlive(pid)) throw new Error('could not find a dead pid');
  return pid;
}

/** Another server process holding the lock on `dataDir`, started with the real `lockDataDir`. */
async function lockInAnotherProcess(dataDir: string): Promise<ChildProcess & { pid: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, dataDir], {
    cwd: APP_ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the lock holder exited (${code}): ${stderr}`)));
  });
  const { pid } = child;
  if (pid === undefined) throw new Error('the lock holder has no pid');
  return Object.assign(child, { pid });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

function lockError(dataDir: string): DataDirLockedError {
  try {
    const lock = lockDataDir(dataDir);
    lock.release();
  } catch (error) {
    if (error instanceof DataDirLockedError) return error;
    throw error;
  }
  throw new Error('the second lock was granted');
}

describe('lockDataDir', () => {
  it('creates the directory and a lock file naming this process, removed on release', () => {
    const dataDir = path.join(dir, 'nested', 'data');
    const lock = lockDataDir(dataDir);
    const owner = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as { pid: unknown; host: unknown };
    expect(owner).toMatchObject({ pid: process.pid, host: hostname() });
    lock.release();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    lock.release(); // twice is harmless
  });

  it('refuses a second server process while the first holds the lock, with a clear message', async () => {
    const holder = await lockInAnotherProcess(dir);
    const error = lockError(dir);
    expect(error.name).toBe('DataDirLockedError');
    expect(error.ownerPid).toBe(holder.pid);
    expect(error.dataDir).toBe(dir);
    expect(error.message).toContain(dir);
    expect(error.message).toContain(String(holder.pid));
    expect(error.message).toMatch(/DATA_DIR/);
    expect(error.message).toMatch(/DATABASE_URL/);
    // Refusing did not break the holder's lock.
    expect(lockError(dir).ownerPid).toBe(holder.pid);

    holder.kill('SIGTERM');
    await exited(holder);
    const lock = lockDataDir(dir);
    lock.release();
  }, 30_000);

  it('can be taken again after release', () => {
    const first = lockDataDir(dir);
    first.release();
    const second = lockDataDir(dir);
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);
    second.release();
    lockDataDir(dir).release();
  });

  it('takes over a lock left by a process that died without releasing it', async () => {
    const holder = await lockInAnotherProcess(dir);
    holder.kill('SIGKILL');
    await exited(holder);
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);
    const lock = lockDataDir(dir);
    const owner = JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as { pid: unknown };
    expect(owner.pid).toBe(process.pid);
    lock.release();
  }, 30_000);

  it('takes over a stale lock file naming a dead pid on this host', () => {
    const pid = deadPid();
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid, host: hostname(), since: '2026-01-01T00:00:00Z' }));
    const lock = lockDataDir(dir);
    const owner = JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as { pid: unknown };
    expect(owner.pid).toBe(process.pid);
    lock.release();
  });

  it('refuses a lock file naming a live process on this host', () => {
    // The Vitest main process is alive and is not this worker.
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.ppid, host: hostname() }));
    expect(lockError(dir).ownerPid).toBe(process.ppid);
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);
  });

  it('refuses a lock taken on another host, whose process it cannot check', () => {
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid(), host: `${hostname()}-elsewhere` }));
    expect(lockError(dir)).toBeInstanceOf(DataDirLockedError);
  });

  it('takes over a torn lock file', () => {
    writeFileSync(path.join(dir, LOCK_FILE), '{"pid": 12');
    lockDataDir(dir).release();
  });

  // A second open of the same directory in one process would corrupt it just the same.
  it('refuses a second lock in the same process while the first is held', () => {
    const first = lockDataDir(dir);
    try {
      expect(lockError(dir)).toBeInstanceOf(DataDirLockedError);
    } finally {
      first.release();
    }
  });
});
