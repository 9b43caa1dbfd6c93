import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { VISIT_COOKIE } from './src/features/loader/visit.cookie';
import { CHROMIUM_ARGS, chromiumExecutable } from './tests/support/chromium';
import { shopEnvironment } from './tests/support/shop-env';

/**
 * Browser tests against the BUILT server (`npm run test:browser` builds first;
 * this file never builds). Each run starts `node dist/server/main.js` on its own
 * port with a fresh embedded database.
 *
 * The server runs from a copy of the build taken when the run starts
 * (tests/.data/<run>/app: dist, migrations, package.json), so a rebuild during
 * the run — another terminal, an editor task — cannot pull files from under it.
 */
const PORT = Number(process.env.E2E_PORT ?? 3107);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const CI = Boolean(process.env.CI);
const ROOT = import.meta.dirname;
const RUNS_DIR = path.join(ROOT, 'tests', '.data');
const RUN_DIR = path.join(RUNS_DIR, `${Date.now()}-${process.pid}`);

/** Only the runner starts the server; workers read this file too and must not copy anything. */
function prepareRun(): void {
  if (process.env.TEST_WORKER_INDEX !== undefined) return;
  const entry = path.join(ROOT, 'dist', 'server', 'main.js');
  if (!existsSync(entry)) {
    throw new Error(`No built server at ${entry}: run \`npm run build\` first (or \`npm run test:browser\`).`);
  }
  mkdirSync(RUNS_DIR, { recursive: true });
  // Earlier runs (an hour old or more) are only clutter.
  for (const name of readdirSync(RUNS_DIR)) {
    const old = path.join(RUNS_DIR, name);
    if (Date.now() - statSync(old).mtimeMs > 60 * 60_000) rmSync(old, { recursive: true, force: true });
  }
  const app = path.join(RUN_DIR, 'app');
  cpSync(path.join(ROOT, 'package.json'), path.join(app, 'package.json'));
  cpSync(path.join(ROOT, 'dist'), path.join(app, 'dist'), { recursive: true });
  cpSync(path.join(ROOT, 'server', 'db', 'migrations'), path.join(app, 'server', 'db', 'migrations'), {
    recursive: true,
  });
  // Inherited by the workers: a test that releases a new version makes it from what this server runs.
  process.env.E2E_APP_DIR = app;
}

prepareRun();

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // Two on two cores. A third filled the waits on a quick machine (18.0 min against 21.9 with two, 2026-11-27),
  // but on a slower one (the same day, later: Lighthouse's TBT four times higher for the same build) three
  // workers kept the run queue at 15 and seven tests ran out of their 30 s twice, each passing alone.
  // A suite that fails by the machine's speed tells nothing. E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  // After the web server is up: makes the admin accounts the tests sign in with (tests/support/e2e-admins.ts).
  globalSetup: './tests/global-setup.ts',
  use: {
    browserName: 'chromium',
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 900 },
    locale: 'ru-RU',
    launchOptions: { executablePath: chromiumExecutable(), args: [...CHROMIUM_ARGS] },
    // Most tests are about pages, not the worker; those about the worker and offline allow it themselves.
    serviceWorkers: 'block',
    // Each test is a visit's later page load: SPEC §2's loader covers a visit's first page for 2.5 s, and a test
    // that only wants the page would spend that waiting to tap it. The tests of the loader and of a first visit
    // start without the cookie (FIRST_VISIT in tests/support/first-visit.ts).
    storageState: {
      cookies: [
        {
          name: VISIT_COOKIE,
          value: '1',
          domain: new URL(BASE_URL).hostname,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    // Recording a trace of every passing test costs CI time; CI retries once, and that retry records one.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The copy's dist/server/main.js; node_modules resolve from the project above it.
    command: `node ${path.relative(ROOT, path.join(RUN_DIR, 'app', 'dist', 'server', 'main.js'))}`,
    cwd: ROOT,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    // A fresh embedded database is made, migrated and seeded at start: ~15 s alone, 90 s seen on a loaded machine.
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: shopEnvironment(PORT, path.join(RUN_DIR, 'db')),
  },
});
