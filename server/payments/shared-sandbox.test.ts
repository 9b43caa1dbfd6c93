import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kopecks } from '../../src/domain/money';
import { ConfigError, loadConfig } from '../config';
import { freePort } from '../testing/card-shop';
import { payOnSandboxPage, startSandboxPair, startWebhookReceiver } from '../testing/payments';
import { createPaymentGateway, type PaymentGatewayHandle } from './factory';
import type { CheckoutRequest } from './gateway';
import { SANDBOX_IDENTITY_PATH, sandboxShareToken } from './sandbox/sharing';

/** Two (or three) processes of one shop, as two app configurations in one test: one sandbox between them. */

const SECRET = 'a-shared-identity-secret-of-at-least-32-characters';
let dirs: string[];
let handles: PaymentGatewayHandle[];
beforeEach(() => {
  dirs = [];
  handles = [];
});
afterEach(async () => {
  await Promise.all(handles.map((handle) => handle.close()));
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function nodeConfig(env: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'teply-pirog-node-'));
  dirs.push(dir);
  return loadConfig({ DATA_DIR: dir, IDENTITY_SECRET: SECRET, ...env });
}

async function start(config: ReturnType<typeof loadConfig>, identitySecret?: string) {
  const handle = await createPaymentGateway(config, identitySecret ? { identitySecret } : {});
  handles.push(handle);
  return handle;
}

const request = (orderId: string, notificationUrl: string): CheckoutRequest => ({
  orderId,
  amount: kopecks(1500),
  description: 'Заказ № 9 — Тёплый пирог',
  expiresAt: new Date(Date.now() + 60_000),
  returnUrl: `http://127.0.0.1:3000/doneorder?uid=${orderId}`,
  notificationUrl,
});

/**
 * Each test starts sandbox gateways (a fresh RSA key pair each) and may pay through one: seconds on a loaded
 * 2-core CI machine, where Vitest's default 5 s once ran out.
 */
describe('one sandbox for several processes', { timeout: 30_000 }, () => {
  it('the second process uses the sandbox the first runs: a webhook verifies on both, both ask the same gateway', async () => {
    const port = String(await freePort());
    const shared = { SANDBOX_GATEWAY_PORT: port, SANDBOX_GATEWAY_URL: `http://127.0.0.1:${port}` };
    const first = await start(await nodeConfig(shared));
    const secondConfig = await nodeConfig(shared);
    const second = await start(secondConfig);
    expect(first.sandbox).toBeDefined();
    expect(second.sandbox).toBeUndefined();
    expect(second.joinedSandboxUrl).toBe(`http://127.0.0.1:${port}`);
    // The second made no sandbox of its own: no key pair, no journal in its DATA_DIR.
    expect(existsSync(path.join(secondConfig.dataDir, 'sandbox-gateway'))).toBe(false);

    const receiver = await startWebhookReceiver();
    try {
      const session = await second.gateway.createCheckout(request('order-shared', receiver.url));
      await payOnSandboxPage(session.redirectUrl, { number: '4200000000000000' });
      const [webhook] = await receiver.waitFor(1);
      for (const node of [first, second]) {
        expect(node.gateway.verifyNotification(webhook?.body ?? Buffer.alloc(0), webhook?.headers ?? {})).toMatchObject(
          { transaction: { status: 'successful', tracking_id: 'order-shared' } },
        );
        expect(await node.gateway.getCheckout(session.token)).toMatchObject({ status: 'successful' });
      }
      // A refund made through one process is what the other's reconciler finds, and its webhook verifies there.
      const paid = await first.gateway.getCheckout(session.token);
      const refund = await second.gateway.refund({
        parentUid: paid.status === 'successful' ? paid.transaction.uid : '',
        amount: kopecks(500),
        reason: 'Не положили пирог',
        trackingId: 'order-shared',
      });
      const found = await first.gateway.findTransactions('order-shared');
      expect(found.map((transaction) => transaction.uid)).toContain(refund.uid);
      const [, refundWebhook] = await receiver.waitFor(2);
      expect(
        first.gateway.verifyNotification(refundWebhook?.body ?? Buffer.alloc(0), refundWebhook?.headers ?? {}),
      ).toMatchObject({ transaction: { type: 'refund', uid: refund.uid } });
    } finally {
      await receiver.close();
    }
  });

  it('two processes starting at the same moment end with one sandbox between them', async () => {
    const port = String(await freePort());
    const shared = { SANDBOX_GATEWAY_PORT: port, SANDBOX_GATEWAY_URL: `http://127.0.0.1:${port}` };
    const [a, b] = await Promise.all([start(await nodeConfig(shared)), start(await nodeConfig(shared))]);
    if (!a || !b) throw new Error('no handles');
    expect([a.sandbox, b.sandbox].filter(Boolean)).toHaveLength(1);
    const session = await a.gateway.createCheckout(request('order-race', 'http://127.0.0.1:9/webhook'));
    expect(await b.gateway.getCheckout(session.token)).toEqual({ status: 'pending' });
  });

  it('refuses to start a process whose IDENTITY_SECRET differs from the sandbox’s process, naming the variable', async () => {
    const port = String(await freePort());
    const shared = { SANDBOX_GATEWAY_PORT: port, SANDBOX_GATEWAY_URL: `http://127.0.0.1:${port}` };
    await start(await nodeConfig(shared));
    const stranger = await nodeConfig({ ...shared, IDENTITY_SECRET: 'another-secret-of-at-least-32-characters!!' });
    const error = await createPaymentGateway(stranger).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain('IDENTITY_SECRET');
  });

  it('a process whose own sandbox is not the one SANDBOX_GATEWAY_URL leads to closes its own and uses that one', async () => {
    const first = await start(await nodeConfig({ SANDBOX_GATEWAY_PORT: '0' }), SECRET);
    const firstUrl = first.sandbox?.apiUrl ?? '';
    // A balancer in front that did not reach the first sandbox on the first question (it was still starting).
    let questions = 0;
    const balancer = createServer((incoming, outgoing) => {
      questions += 1;
      if (questions === 1) {
        outgoing.writeHead(404).end();
        return;
      }
      void fetch(`${firstUrl}${incoming.url}`, { headers: { authorization: incoming.headers.authorization ?? '' } })
        .then(async (answer) => outgoing.writeHead(answer.status).end(await answer.text()))
        .catch(() => outgoing.writeHead(502).end());
    });
    await new Promise<void>((resolve) => balancer.listen(0, '127.0.0.1', resolve));
    try {
      const balancerUrl = `http://127.0.0.1:${(balancer.address() as AddressInfo).port}`;
      const ownPort = await freePort();
      const second = await start(
        await nodeConfig({ SANDBOX_GATEWAY_PORT: String(ownPort), SANDBOX_GATEWAY_URL: balancerUrl }),
      );
      expect(questions).toBe(2);
      expect(second.sandbox).toBeUndefined();
      expect(second.joinedSandboxUrl).toBe(balancerUrl);
      await expect(fetch(`http://127.0.0.1:${ownPort}${SANDBOX_IDENTITY_PATH}`)).rejects.toThrow();
    } finally {
      balancer.close();
    }
  });
});

describe('the sandbox’s identity question', () => {
  it('answers the shop id, secret key and public key to the token only, never the private key', async () => {
    const token = sandboxShareToken(SECRET);
    const pair = await startSandboxPair({ shareToken: token });
    try {
      const ask = (authorization?: string) =>
        fetch(`${pair.sandbox.apiUrl}${SANDBOX_IDENTITY_PATH}`, authorization ? { headers: { authorization } } : {});
      const answer = await ask(`Bearer ${token}`);
      expect(answer.status).toBe(200);
      const text = await answer.text();
      expect(JSON.parse(text)).toEqual({
        shopId: pair.sandbox.shopId,
        secretKey: pair.sandbox.secretKey,
        publicKeyPem: pair.sandbox.publicKeyPem,
      });
      expect(text).not.toContain('PRIVATE');
      expect((await ask()).status).toBe(401);
      expect((await ask(`Bearer ${sandboxShareToken('another-secret-of-at-least-32-characters!!')}`)).status).toBe(401);
    } finally {
      await pair.close();
    }
    const unshared = await startSandboxPair();
    try {
      const answer = await fetch(`${unshared.sandbox.apiUrl}${SANDBOX_IDENTITY_PATH}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status).toBe(404);
    } finally {
      await unshared.close();
    }
  });
});
