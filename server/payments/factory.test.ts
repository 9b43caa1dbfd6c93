import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kopecks } from '../../src/domain/money';
import { ConfigError, loadConfig } from '../config';
import { createTestApp } from '../testing';
import { freePort } from '../testing/card-shop';
import { payOnSandboxPage, startSandboxPair, startWebhookReceiver } from '../testing/payments';
import { createPaymentGateway } from './factory';
import type { CheckoutRequest } from './gateway';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'teply-pirog-factory-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const request = (notificationUrl: string): CheckoutRequest => ({
  orderId: 'order-factory',
  amount: kopecks(990),
  description: 'Заказ № 5 — Тёплый пирог',
  expiresAt: new Date(Date.now() + 60_000),
  returnUrl: 'http://127.0.0.1:3000/doneorder?uid=order-factory',
  notificationUrl,
});

describe('createPaymentGateway', () => {
  it('starts the sandbox in DATA_DIR without BEPAID_* and answers the adapter pointed at it', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', SANDBOX_GATEWAY_PORT: '0' });
    const payments = await createPaymentGateway(config);
    const receiver = await startWebhookReceiver();
    try {
      expect(payments.sandbox?.publicUrl).toMatch(/^http:\/\/localhost:\d+$/);
      const session = await payments.gateway.createCheckout(request(receiver.url));
      expect(session.redirectUrl.startsWith(`${payments.sandbox?.publicUrl}/`)).toBe(true);
      await payOnSandboxPage(session.redirectUrl.replace('localhost', '127.0.0.1'), { number: '4200000000000000' });
      const [webhook] = await receiver.waitFor(1);
      expect(
        payments.gateway.verifyNotification(webhook?.body ?? Buffer.alloc(0), webhook?.headers ?? {}),
      ).toMatchObject({
        transaction: { status: 'successful', tracking_id: 'order-factory', test: true },
      });
    } finally {
      await payments.close();
      await receiver.close();
    }
    await expect(fetch(`${payments.sandbox?.apiUrl}/v2/checkout`)).rejects.toThrow();
  });

  it('gives shoppers SANDBOX_GATEWAY_URL when it is set', async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      SANDBOX_GATEWAY_PORT: '0',
      SANDBOX_GATEWAY_URL: 'https://pay.pirog.example/',
    });
    const payments = await createPaymentGateway(config);
    try {
      const session = await payments.gateway.createCheckout(request('http://127.0.0.1:9/webhook'));
      expect(session.redirectUrl).toMatch(/^https:\/\/pay\.pirog\.example\/v2\/checkout\?token=[0-9a-f]{64}$/);
    } finally {
      await payments.close();
    }
  });

  it('says which variable to change when the sandbox port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      const config = loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', SANDBOX_GATEWAY_PORT: String(port) });
      const error = await createPaymentGateway(config).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain('SANDBOX_GATEWAY_PORT');
    } finally {
      blocker.close();
    }
  });

  it('refuses to start the sandbox by itself for a production server, and listens on nothing', async () => {
    const port = await freePort();
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://pirog.example.by',
      DATA_DIR: dataDir,
      SANDBOX_GATEWAY_PORT: String(port),
    });
    const error = await createPaymentGateway(config).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain('PAYMENT_GATEWAY=sandbox');
    await expect(fetch(`http://127.0.0.1:${port}/v2/checkout`)).rejects.toThrow();
  });

  it('starts the sandbox for a production server that asks for it with PAYMENT_GATEWAY=sandbox', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://pirog.example.by',
      PAYMENT_GATEWAY: 'sandbox',
      DATA_DIR: dataDir,
      SANDBOX_GATEWAY_PORT: '0',
    });
    const payments = await createPaymentGateway(config);
    try {
      expect(payments.sandbox).toBeDefined();
    } finally {
      await payments.close();
    }
  });

  it('listens on loopback only, even when the shop itself listens on every interface', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0', SANDBOX_GATEWAY_PORT: '0' });
    const payments = await createPaymentGateway(config);
    try {
      const apiUrl = new URL(payments.sandbox?.apiUrl ?? '');
      expect(apiUrl.hostname).toBe('127.0.0.1');
      expect((await fetch(`${apiUrl.origin}/v2/checkout`)).status).toBe(404);
      // This machine's other addresses do not reach it.
      const outside = Object.values(networkInterfaces())
        .flat()
        .find((address) => address && address.family === 'IPv4' && !address.internal);
      if (outside) await expect(fetch(`http://${outside.address}:${apiUrl.port}/v2/checkout`)).rejects.toThrow();
    } finally {
      await payments.close();
    }
  });

  it('talks to the bePaid that BEPAID_* name, with its keys, and starts no sandbox', async () => {
    // A sandbox elsewhere stands in for bePaid: the shop knows it only by URL, credentials and public key.
    const bank = await startSandboxPair();
    try {
      const config = loadConfig({
        DATA_DIR: dataDir,
        BEPAID_SHOP_ID: bank.sandbox.shopId,
        BEPAID_SECRET_KEY: bank.sandbox.secretKey,
        BEPAID_PUBLIC_KEY: bank.sandbox.publicKeyPem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, ''),
        BEPAID_CHECKOUT_URL: bank.sandbox.apiUrl,
        BEPAID_TEST: 'true',
      });
      const payments = await createPaymentGateway(config);
      expect(payments.sandbox).toBeUndefined();
      const session = await payments.gateway.createCheckout(request('http://127.0.0.1:9/webhook'));
      expect(await payments.gateway.getCheckout(session.token)).toEqual({ status: 'pending' });
      await payments.close();
    } finally {
      await bank.close();
    }
  });
});

describe("the shop's CSP", () => {
  it('names no gateway: the shopper reaches the bank by navigation, and our forms post only to us', async () => {
    const shop = await createTestApp();
    try {
      const csp = (await shop.app.inject({ method: 'GET', url: '/cart' })).headers['content-security-policy'];
      expect(String(csp)).toContain("form-action 'self';");
      expect(String(csp)).not.toMatch(/6003|bepaid|frame-src|child-src/);
    } finally {
      await shop.close();
    }
  }, 60_000);
});
