import { rm } from 'node:fs/promises';
import { expect, it, vi } from 'vitest';
import { DEV_OUTBOX_PATH } from '../../src/domain/contract/sw-cache';
import { freePort } from '../testing/card-shop';
import { seededDataDir } from '../testing/index';
import { startServerProcess } from '../testing/server-process';

/*
 * Issue 27 item 5: password recovery tried as the README tells a new user,
 * on the real server started as `npm start` starts it (NODE_ENV production,
 * the default PUBLIC_URL `http://localhost:$PORT`, LOG_LEVEL info, no
 * SMTP_URL): the code is in the server's log and on `/dev/outbox` while the
 * server runs, and it sets the new password.
 */

/** The code in the log's `notification` line for this recipient, or `undefined` before one is written. */
function codeInLog(log: string, recipient: string): string | undefined {
  for (const line of log.split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { msg?: string; level?: number; recipient?: string; body?: string };
    // pino's `info` is 30.
    if (entry.msg === 'notification' && entry.level === 30 && entry.recipient === recipient) {
      return /\b(\d{6})\b/.exec(entry.body ?? '')?.[1];
    }
  }
  return undefined;
}

it('a shopper recovering a password on `npm start` finds the code in the log and on /dev/outbox', async () => {
  // Seeded already: the first start's migrations and seed are server/db/startup.test.ts's subject.
  const dataDir = await seededDataDir('teply-pirog-npm-start-');
  const port = await freePort();
  const publicUrl = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    REALTIME_PORT: String(await freePort()),
    SANDBOX_GATEWAY_PORT: String(await freePort()),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'info',
  };
  for (const name of ['PUBLIC_URL', 'SANDBOX_GATEWAY_URL', 'IDENTITY_SECRET', 'TRUST_PROXY', 'PAYMENT_GATEWAY']) {
    delete env[name];
  }
  for (const name of ['BEPAID_SHOP_ID', 'BEPAID_SECRET_KEY', 'BEPAID_PUBLIC_KEY', 'BEPAID_CHECKOUT_URL'])
    delete env[name];
  const server = await startServerProcess(env, `http://127.0.0.1:${port}`, 150_000);
  try {
    const post = (url: string, body: unknown) =>
      fetch(`${server.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: publicUrl },
        body: JSON.stringify(body),
      });
    const email = `npm-start-${Date.now()}@example.test`;
    const signup = await post('/api/auth/signup', {
      name: 'Алеся',
      phone: '+375291234567',
      email,
      password: 'старый-пароль',
    });
    expect(signup.status, await signup.clone().text()).toBe(200);
    expect((await post('/api/auth/recovery', { login: email })).status).toBe(200);

    await vi.waitFor(() => expect(codeInLog(server.output(), email)).toMatch(/^\d{6}$/), { timeout: 10_000 });
    const code = codeInLog(server.output(), email) as string;
    const outbox = await fetch(`${server.url}${DEV_OUTBOX_PATH}`);
    expect(outbox.status).toBe(200);
    expect(await outbox.text()).toContain(code);

    const confirmed = await post('/api/auth/recovery/confirm', { login: email, code, password: 'новый-пароль-1' });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const signin = await post('/api/auth/signin', { login: email, password: 'новый-пароль-1' });
    expect(signin.status).toBe(200);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}, 240_000);
