import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import { seedDemoCatalogue } from '../../server/db/seed/index';
import { systemClock } from '../../src/domain/time';

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
export async function startInProcessShop(): Promise<InProcessShop> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tp-e2e-'));
  const database = await openDatabase({ kind: 'pglite-memory' });
  await database.migrate();
  await seedDemoCatalogue(database.db, systemClock());
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, HOST: '127.0.0.1' });
  const app = await buildApp({ config, database, pages: 'built' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
