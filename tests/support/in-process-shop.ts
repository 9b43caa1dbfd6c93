import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import { seedDemoCatalogue } from '../../server/db/seed/index';
import { createPaymentGateway, type PaymentGatewayHandle } from '../../server/payments/factory';
import { TEST_SCRYPT_COST } from '../../server/services/accounts/passwords';
import { freePort } from '../../server/testing/card-shop';
import { type Clock, systemClock } from '../../src/domain/time';

export interface InProcessShop {
  url: string;
  db: Database;
  close(): Promise<void>;
}

export interface InProcessShopOptions {
  /**
   * The server's clock (seeding included): a fixed time of day makes tests that
   * depend on it (pickup slots, kiosk orders) pass at any hour (`fixedAt`,
   * `runningFrom`). The browser's own clock is the test's (`page.clock`).
   */
  clock?: Clock;
  /** Start the sandbox card gateway beside the shop, so card orders reach a bank page. */
  payments?: boolean;
}

/** An instant, as a clock that always answers it: `startInProcessShop({ clock: fixedAt('2026-11-23T12:00:00+03:00') })`. */
export const fixedAt =
  (instant: string | Date): Clock =>
  () =>
    new Date(new Date(instant).getTime());

/**
 * A clock that starts at `start` and runs on at the real pace: a fixed time of
 * day for tests whose waits must pass (a card payment's deadline, which the
 * sandbox bank checks against its own real clock, must lie ahead of `start`).
 */
export function runningFrom(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

/**
 * The built shop served from this test process on an in-memory database, so a
 * test can change the catalogue under a running browser (the shared e2e server
 * owns its database in another process) or fix the shop's clock.
 */
export async function startInProcessShop({
  clock = systemClock,
  payments = false,
}: InProcessShopOptions = {}): Promise<InProcessShop> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tp-e2e-'));
  const database = await openDatabase({ kind: 'pglite-memory' });
  await database.migrate();
  // The demo kiosk PIN (1234) at a cheap hashing cost: verifying reads the cost from the hash.
  await seedDemoCatalogue(database.db, clock(), { pinCost: TEST_SCRYPT_COST });
  // PUBLIC_URL is the address the browser uses, so cookie-authenticated calls (the kiosk's) pass the Origin check
  // and the bank's notifications reach this shop.
  const port = await freePort();
  const sandboxPort = payments ? await freePort() : 0;
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    ...(payments
      ? { SANDBOX_GATEWAY_PORT: String(sandboxPort), SANDBOX_GATEWAY_URL: `http://127.0.0.1:${sandboxPort}` }
      : {}),
  });
  let gateway: PaymentGatewayHandle | undefined;
  try {
    gateway = payments ? await createPaymentGateway(config) : undefined;
    const app = await buildApp({ config, database, pages: 'built', clock, gateway: gateway?.gateway });
    await app.listen({ host: '127.0.0.1', port });
    return {
      url,
      db: database.db,
      async close() {
        await app.close();
        await gateway?.close();
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await gateway?.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
