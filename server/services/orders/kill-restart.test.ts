import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentAnswer, PaymentStatusAnswer } from '../../../src/domain/contract/checkout';
import { addDays, shopDateOf } from '../../../src/domain/shop-time';
import { freePort } from '../../testing/card-shop';
import { createTestDatabase, seededDataDir, type TestDatabase } from '../../testing/index';
import { newIdempotencyKey, orderBody, orderDatabaseKinds } from '../../testing/orders';
import { payOnSandboxPage } from '../../testing/payments';

/*
 * `kill -9` of the real server (`server/main.ts`, with its sandbox gateway in
 * the same process) between opening the bank's page and the shopper's
 * return: after a restart on the same database and data folder the order is
 * settled, once.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
// Generous: a first start initialises and seeds the embedded database, slow on a busy machine.
const START_TIMEOUT_MS = 120_000;

interface ServerProcess {
  child: ChildProcess;
  url: string;
}

async function startServer(env: NodeJS.ProcessEnv, url: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--api-only'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { child, url };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function killHard({ child }: ServerProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe.each(orderDatabaseKinds())('kill -9 and restart on %s', (kind) => {
  let dataDir: string;
  let database: TestDatabase | undefined;
  let env: NodeJS.ProcessEnv;
  let url: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    // Already seeded: the first start is another test's subject (server/db/startup.test.ts).
    dataDir = await seededDataDir('teply-pirog-kill-');
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    if (kind === 'postgres') database = await createTestDatabase({ kind });
    env = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      // Production with a shared database is one of several nodes: it must be given the nodes' common secret.
      IDENTITY_SECRET: 'kill-test-identity-secret-0123456789',
      DATA_DIR: dataDir,
      SANDBOX_GATEWAY_PORT: String(await freePort()),
      // Not the default 6002, which a developer's own shop may hold.
      REALTIME_PORT: String(await freePort()),
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
    };
    for (const name of ['BEPAID_SHOP_ID', 'BEPAID_SECRET_KEY', 'BEPAID_PUBLIC_KEY']) delete env[name];
    if (!database) delete env.DATABASE_URL;
  }, 60_000);

  afterAll(async () => {
    if (server) await killHard(server);
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const placeCardOrder = async () => {
    // Tomorrow, as soon as possible: the real clock runs in the child process.
    const body = orderBody({ paymentMethod: 'card', deliveryDate: addDays(shopDateOf(new Date()), 1) });
    const response = await fetch(`${url}/api/payment`, {
      method: 'POST',
      // The shop's own page sends it: its Origin is the shop's PUBLIC_URL.
      headers: { 'content-type': 'application/json', 'idempotency-key': newIdempotencyKey(), origin: url },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return PaymentAnswer.parse(await response.json());
  };
  const statusOf = async (uid: string) => {
    const response = await fetch(`${url}/api/payment/${uid}`);
    return { code: response.status, answer: PaymentStatusAnswer.parse(await response.json()) };
  };
  const waitForPaid = async (uid: string) => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const checked = await statusOf(uid);
      if (checked.code === 200) return checked;
      if (Date.now() > deadline) throw new Error(`order ${uid} still ${checked.answer.status}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  it('settles orders whose server was killed between the bank’s page and the return', async () => {
    server = await startServer(env, url);
    const paidLater = await placeCardOrder();
    const webhookLost = await placeCardOrder();
    // Paid while the shop is still up, but with a card whose webhook never comes.
    await payOnSandboxPage(webhookLost.redirect_url ?? '', { number: '4000000000000077' });
    await killHard(server);

    server = await startServer(env, url);
    // The bank's page still knows the checkout opened before the kill; its webhook reaches the new process.
    const back = await payOnSandboxPage(paidLater.redirect_url ?? '', { number: '4200000000000000' });
    expect(back.location?.startsWith(`${url}/doneorder?uid=${paidLater.orderId}`)).toBe(true);
    expect((await waitForPaid(paidLater.orderId)).answer.order.number).toBe(paidLater.number);
    // The return page's check asks the gateway and settles the payment whose webhook was lost.
    expect((await waitForPaid(webhookLost.orderId)).answer.status).toBe('paid');

    // Once more after another kill: nothing is lost or paid twice.
    await killHard(server);
    server = await startServer(env, url);
    for (const order of [paidLater, webhookLost]) {
      const checked = await statusOf(order.orderId);
      expect(checked.code).toBe(200);
      expect(checked.answer.status).toBe('paid');
    }
  }, 420_000);
});
