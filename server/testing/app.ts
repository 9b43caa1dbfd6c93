import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../../src/domain/time';
import { type AppOptions, buildApp } from '../app';
import { loadConfig } from '../config';
import { fixedClock } from './clock';
import { createTestDatabase, type TestDatabase, type TestDatabaseOptions } from './database';

export interface TestApp {
  /** Ready, not listening: drive it with `app.inject`. */
  app: FastifyInstance;
  database: TestDatabase;
  /** Closes the app, then the database (unless it was passed in) and removes the temp data dir. */
  close(): Promise<void>;
}

export interface TestAppOptions extends TestDatabaseOptions {
  /** Use this database instead of creating one; the caller closes it. */
  database?: TestDatabase;
  /** Defaults to the fixed clock at `FIXED_NOW`. */
  clock?: Clock;
  /** Defaults to the API only (`none`). */
  pages?: AppOptions['pages'];
  /** More environment for `loadConfig` (e.g. `PUBLIC_URL`). */
  env?: Record<string, string>;
  /** The card gateway the app talks to; none by default (card orders are then refused). */
  gateway?: AppOptions['gateway'];
  /** Run the payment reconciler on its timer (off in tests unless asked). */
  reconcile?: boolean;
  /** Who is told of users' changes; the app's recording default otherwise. */
  userEvents?: AppOptions['userEvents'];
  /** The password hasher of the app (sign-in, sign-up, kiosk PINs), e.g. one that counts or is slow. */
  passwordHasher?: AppOptions['passwordHasher'];
  /** Who is told of shops' order changes and staff sign-outs (e.g. a test realtime server's); recorded otherwise. */
  staffEvents?: AppOptions['staffEvents'];
  /** Who is told of an order's changes for its shopper's device and account; recorded otherwise. */
  orderEvents?: AppOptions['orderEvents'];
  /** The drain state `/readyz` reads (set it to make the app report draining). */
  drain?: AppOptions['drain'];
}

/** The app (API only unless `pages` says otherwise) over a throwaway seeded database, with the clock fixed at `FIXED_NOW` unless `clock` says otherwise. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'teply-pirog-app-'));
  const ownsDatabase = options.database === undefined;
  let database: TestDatabase | undefined = options.database;
  try {
    database ??= await createTestDatabase(options);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...options.env });
    const app = await buildApp({
      config,
      database,
      pages: options.pages ?? 'none',
      clock: options.clock ?? fixedClock,
      ...(options.gateway ? { gateway: options.gateway } : {}),
      reconcile: options.reconcile ?? false,
      ...(options.userEvents ? { userEvents: options.userEvents } : {}),
      ...(options.passwordHasher ? { passwordHasher: options.passwordHasher } : {}),
      ...(options.staffEvents ? { staffEvents: options.staffEvents } : {}),
      ...(options.orderEvents ? { orderEvents: options.orderEvents } : {}),
      ...(options.drain ? { drain: options.drain } : {}),
    });
    await app.ready();
    const opened = database;
    return {
      app,
      database: opened,
      async close() {
        try {
          await app.close();
        } finally {
          if (ownsDatabase) await opened.close();
          await rm(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    if (ownsDatabase) await database?.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * One test app for the whole test file: created before its tests, closed after.
 * Read `.app` / `.testApp` inside tests (they exist once `beforeAll` has run).
 */
export function testAppPerFile(options: TestAppOptions = {}): {
  readonly app: FastifyInstance;
  readonly testApp: TestApp;
} {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  }, 60_000);
  afterAll(async () => {
    await current?.close();
  });
  const opened = () => {
    if (!current) throw new Error('the test app is used before beforeAll ran');
    return current;
  };
  return {
    get app() {
      return opened().app;
    },
    get testApp() {
      return opened();
    },
  };
}
