import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import { seedDemoCatalogue } from '../../server/db/seed/index';
import { TEST_SCRYPT_COST } from '../../server/services/accounts/passwords';
import { freePort } from '../../server/testing/card-shop';
import { type Clock, systemClock } from '../../src/domain/time';

export interface InProcessShop {
  url: string;
  db: Database;
  close(): Promise<void>;
}

/**
 * The built shop served from this test process on an in-memory database, so a
 * test can change the catalogue under a running browser (the shared e2e server
 * owns its database in another process).
 */
export interface InProcessShopOptions {
  /**
   * The server's clock (seeding included): a fixed instant makes tests that
   * depend on the time of day (pickup slots, kiosk orders) pass at any hour.
   * The browser's own clock is the test's (`page.clock`).
   */
  clock?: Clock;
}

/** An instant, as a clock that always answers it: `startInProcessShop({ clock: fixedAt('2026-11-23T12:00:00+03:00') })`. */
export const fixedAt =
  (instant: string | Date): Clock =>
  () =>
    new Date(new Date(instant).getTime());

export async function startInProcessShop({ clock = systemClock }: InProcessShopOptions = {}): Promise<InProcessShop> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tp-e2e-'));
  const database = await openDatabase({ kind: 'pglite-memory' });
  await database.migrate();
  // The demo kiosk PIN (1234) at a cheap hashing cost: verifying reads the cost from the hash.
  await seedDemoCatalogue(database.db, clock(), { pinCost: TEST_SCRYPT_COST });
  // PUBLIC_URL is the address the browser uses, so cookie-authenticated calls (the kiosk's) pass the Origin check.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
  });
  const app = await buildApp({ config, database, pages: 'built', clock });
  await app.listen({ host: '127.0.0.1', port });
  return {
    url,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
