import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import { seedDemoCatalogue } from '../../server/db/seed/index';
import { createPaymentGateway, type PaymentGatewayHandle } from '../../server/payments/factory';
import { type Clock, systemClock } from '../../src/domain/time';

export interface InProcessShop {
  url: string;
  db: Database;
  close(): Promise<void>;
}

export interface InProcessShopOptions {
  /** The shop's clock (slots, promotions, seed dates): tests about "now" fix it, see `runningFrom`. */
  clock?: Clock;
  /** Start the sandbox card gateway beside the shop, so card orders reach a bank page. */
  payments?: boolean;
}

/** A clock that starts at `start` and runs on at the real pace: a fixed time of day for tests that still wait. */
export function runningFrom(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

/** A port free now on 127.0.0.1 (the shop's origin must be known before it listens: PUBLIC_URL, the bank's callbacks). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
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
  await seedDemoCatalogue(database.db, clock());
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
