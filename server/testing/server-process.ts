import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { endpoints } from '../../src/domain/contract/endpoints';

/*
 * The real server (`server/main.ts --api-only`, run by tsx) as a child
 * process, for tests of what only separate processes show.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** What the process wrote to stderr so far (its warnings and errors). */
  errors(): string;
  /** What the process wrote to stdout so far (its log at `LOG_LEVEL`). */
  output(): string;
  /** SIGTERM (a graceful shutdown), then SIGKILL if it takes longer than `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  url: string,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--api-only'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (graceMs = 10_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${errors}`);
    const up = await fetch(`${url}${endpoints.health.path}`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { child, url, errors: () => errors, output: () => output, stop };
    if (Date.now() > deadline) {
      await stop(0);
      throw new Error(`the server did not start within ${timeoutMs} ms:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
