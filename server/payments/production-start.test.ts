import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { freePort } from '../testing/card-shop';
import { startServerProcess } from '../testing/server-process';

/** The real server (`server/main.ts`) with a production environment and no bePaid: it must not start at all. */

it('a production server without BEPAID_* or IDENTITY_SECRET exits at start, saying what to set, before it opens the database', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'teply-pirog-prod-'));
  const port = await freePort();
  const sandboxPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    REALTIME_PORT: String(await freePort()),
    SANDBOX_GATEWAY_PORT: String(sandboxPort),
    PUBLIC_URL: 'https://pirog.example.by',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['BEPAID_SHOP_ID', 'BEPAID_SECRET_KEY', 'BEPAID_PUBLIC_KEY', 'PAYMENT_GATEWAY', 'IDENTITY_SECRET'])
    delete env[name];
  try {
    const started = await startServerProcess(env, `http://127.0.0.1:${port}`, 30_000).then(
      async (server) => {
        await server.stop();
        return 'started';
      },
      (error: unknown) => (error as Error).message,
    );
    expect(started).toContain('exited with 1');
    expect(started).toContain('PAYMENT_GATEWAY=sandbox');
    expect(started).toContain('BEPAID_SHOP_ID');
    expect(started).toContain('IDENTITY_SECRET: required in production');
    // Refused before anything was made: no database, no sandbox key pair.
    expect(await readdir(dataDir)).toEqual([]);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}, 60_000);
