import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { makeRelease } from './release-copy';
import { shopEnvironment } from './shop-env';

/**
 * Servers for the service-worker tests (pwa, offline, update):
 *
 * - `startRecordingProxy` — a front on its own port that forwards everything
 *   (pages, files, API) to an upstream shop and records the writes that reach
 *   it, so a test can count what the server received after background sync.
 *   The upstream can be switched while the browser stays on the same origin
 *   (same service worker registration, same IndexedDB): how the update test
 *   "deploys" build 2.
 * - `releaseShopCopy` / `startShop` — a second release of the e2e server's
 *   build with its own `VITE_BUILD_ID` (made from its files, no second
 *   build), run as `node dist/server/main.js` like the e2e server.
 *
 * Ports: 3150–3159 belong to these tests (E2E_PORT=3150 for the e2e server,
 * which also reserves 3151 for its realtime port and 3152 for its sandbox card
 * gateway; a shop started here takes its port and the next two likewise).
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const RUNS_DIR = path.join(ROOT, 'tests', '.data');

export interface RecordedRequest {
  method: string;
  path: string;
  /** The request body as text (JSON for storage sync), empty for GET. */
  body: string;
  status: number;
  at: number;
}

export interface RecordingProxy {
  url: string;
  /** Writes that reached the server (`POST /api/storage/update`, `GET /api/post/like/…`). */
  writes: RecordedRequest[];
  setUpstream(url: string): void;
  close(): Promise<void>;
}

const RECORDED = /^\/api\/(storage\/update|post\/like\/)/;

export async function startRecordingProxy(port: number, upstream: string): Promise<RecordingProxy> {
  let target = new URL(upstream);
  const writes: RecordedRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      // As a reverse proxy does: the upstream sees its own host and, for the Origin check, its own origin.
      const headers = {
        ...request.headers,
        host: target.host,
        ...(request.headers.origin ? { origin: target.origin } : {}),
      };
      const forward = http.request(
        { host: target.hostname, port: target.port, method: request.method, path: request.url, headers },
        (answer) => {
          const pathname = (request.url ?? '/').split('?')[0] ?? '/';
          if (RECORDED.test(pathname)) {
            writes.push({
              method: request.method ?? 'GET',
              path: pathname,
              body: body.toString('utf8'),
              status: answer.statusCode ?? 0,
              at: Date.now(),
            });
          }
          response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
          answer.pipe(response);
        },
      );
      forward.on('error', () => {
        if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
        response.end('upstream unavailable');
      });
      forward.end(body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    writes,
    setUpstream(url) {
      target = new URL(url);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A new release of the shop the e2e server runs (`E2E_APP_DIR`, set by playwright.config.ts; else the project's
 * own build) with `VITE_BUILD_ID=buildId`, made from its files in a second (tests/support/release-copy.ts), laid
 * out like the e2e server's copy under tests/.data so its server resolves node_modules from the project.
 * Returns the app folder.
 */
export function releaseShopCopy(name: string, buildId: string): string {
  const app = path.join(RUNS_DIR, `${name}-${process.pid}`, 'app');
  rmSync(path.dirname(app), { recursive: true, force: true });
  makeRelease(process.env.E2E_APP_DIR ?? ROOT, app, buildId);
  return app;
}

export interface RunningShop {
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs `app`'s built server on `port` with a fresh embedded database (unless
 * `env` names another, e.g. `DATABASE_URL`); resolves once it is healthy.
 */
export async function startShop(app: string, port: number, env: NodeJS.ProcessEnv = {}): Promise<RunningShop> {
  const dataDir = path.join(path.dirname(app), `db-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const url = `http://127.0.0.1:${port}`;
  const busy = await fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is already serving something: stop it first`);
  const child: ChildProcess = spawn(process.execPath, [path.join(app, 'dist', 'server', 'main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...shopEnvironment(port, dataDir),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  // A fresh embedded database is migrated and seeded at start: seconds alone, over a minute on a loaded machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop at ${app} exited (${child.exitCode}):\n${errors}`);
    try {
      const health = await fetch(`${url}/api/health`);
      if (health.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the shop at ${app} did not start in 180 s:\n${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
