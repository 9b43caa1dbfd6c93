import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kopecks } from '../../../src/domain/money';
import { openPage, payOnSandboxPage, startSandboxPair, startWebhookReceiver } from '../../testing/payments';
import { createBepaidGateway } from '../bepaid/adapter';
import { parsePublicKey } from '../bepaid/signature';
import type { CheckoutRequest } from '../gateway';

/** What outlives the moment: expiry by the sandbox's clock, and the key pair and checkouts across restarts. */

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'teply-pirog-sandbox-life-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const request = (expiresAt: Date, orderId = 'order-expiry'): CheckoutRequest => ({
  orderId,
  amount: kopecks(4990),
  description: 'Заказ № 7 — Тёплый пирог',
  expiresAt,
  returnUrl: `http://localhost:3000/doneorder?uid=${orderId}`,
  notificationUrl: 'http://127.0.0.1:9/webhook',
});

describe('expiry', () => {
  it('refuses payment after expired_at and reports expired; a payment made before stays paid', async () => {
    let now = new Date('2026-11-24T10:00:00Z');
    const pair = await startSandboxPair({ dir, now: () => now });
    try {
      const unpaid = await pair.gateway.createCheckout(request(new Date('2026-11-24T10:20:00Z')));
      const paid = await pair.gateway.createCheckout(request(new Date('2026-11-24T10:20:00Z'), 'order-paid'));
      now = new Date('2026-11-24T10:19:59Z');
      expect(await pair.gateway.getCheckout(unpaid.token)).toEqual({ status: 'pending' });
      expect((await payOnSandboxPage(paid.redirectUrl, { number: '4000000000000077' })).status).toBe(303);

      now = new Date('2026-11-24T10:20:00Z');
      expect(await pair.gateway.getCheckout(unpaid.token)).toEqual({ status: 'expired' });
      expect(await pair.gateway.getCheckout(paid.token)).toMatchObject({ status: 'successful' });

      const page = await openPage(unpaid.redirectUrl);
      expect(page.status).toBe(410);
      expect(page.html).toContain('Время на оплату истекло');
      // A form opened before the deadline and posted after it is refused too.
      const late = await fetch(`${pair.sandbox.publicUrl}/v2/checkout/pay`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          token: unpaid.token,
          number: '4200000000000000',
          expiry: '12/39',
          cvc: '123',
          holder: 'IVAN IVANOV',
        }).toString(),
      });
      expect(late.status).toBe(410);
      expect(await pair.gateway.getCheckout(unpaid.token)).toEqual({ status: 'expired' });
    } finally {
      await pair.close();
    }
  });

  it('expires a 3-D Secure step left unconfirmed', async () => {
    let now = new Date('2026-11-24T10:00:00Z');
    const pair = await startSandboxPair({ dir, now: () => now });
    try {
      const session = await pair.gateway.createCheckout(request(new Date('2026-11-24T10:20:00Z')));
      const page = await openPage(session.redirectUrl);
      const token = /name="token" value="([^"]+)"/.exec(page.html)?.[1] ?? '';
      const card = { token, number: '4012000000001006', expiry: '12/39', cvc: '123', holder: 'IVAN IVANOV' };
      await fetch(`${pair.sandbox.publicUrl}/v2/checkout/pay`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(card).toString(),
      });
      expect(await pair.gateway.getCheckout(session.token)).toEqual({ status: 'pending' });
      now = new Date('2026-11-24T10:25:00Z');
      expect(await pair.gateway.getCheckout(session.token)).toEqual({ status: 'expired' });
      const confirm = await fetch(`${pair.sandbox.publicUrl}/v2/checkout/3ds`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, code: '1234' }).toString(),
      });
      expect(confirm.status).toBe(410);
    } finally {
      await pair.close();
    }
  });
});

describe('restarts', () => {
  it('keeps its shop credentials and key pair: a webhook signed before a restart verifies after it', async () => {
    const receiver = await startWebhookReceiver();
    const first = await startSandboxPair({ dir });
    const session = await first.gateway.createCheckout({
      ...request(new Date(Date.now() + 60_000)),
      notificationUrl: receiver.url,
    });
    await payOnSandboxPage(session.redirectUrl, { number: '4200000000000000' });
    const [webhook] = await receiver.waitFor(1);
    await first.close();
    expect(statSync(path.join(dir, 'identity.json')).mode & 0o077).toBe(0);

    const second = await startSandboxPair({ dir });
    try {
      expect(second.sandbox.shopId).toBe(first.sandbox.shopId);
      expect(second.sandbox.secretKey).toBe(first.sandbox.secretKey);
      expect(second.sandbox.publicKeyPem).toBe(first.sandbox.publicKeyPem);
      expect(
        second.gateway.verifyNotification(webhook?.body ?? Buffer.alloc(0), webhook?.headers ?? {}),
      ).not.toBeNull();
      // …and the checkout paid before the restart is still known, paid.
      expect(await second.gateway.getCheckout(session.token)).toMatchObject({ status: 'successful' });
    } finally {
      await second.close();
      await receiver.close();
    }
  });

  it('makes a new key pair and shop in a new directory', async () => {
    const other = await mkdtemp(path.join(tmpdir(), 'teply-pirog-sandbox-other-'));
    const first = await startSandboxPair({ dir });
    const second = await startSandboxPair({ dir: other });
    try {
      expect(second.sandbox.publicKeyPem).not.toBe(first.sandbox.publicKeyPem);
      expect(second.sandbox.secretKey).not.toBe(first.sandbox.secretKey);
    } finally {
      await first.close();
      await second.close();
      await rm(other, { recursive: true, force: true });
    }
  });

  it('survives a journal torn by a kill mid-write: earlier checkouts stay, the torn line is dropped', async () => {
    const first = await startSandboxPair({ dir });
    const pending = await first.gateway.createCheckout(request(new Date(Date.now() + 60_000), 'order-a'));
    const paid = await first.gateway.createCheckout(request(new Date(Date.now() + 60_000), 'order-b'));
    await payOnSandboxPage(paid.redirectUrl, { number: '4000000000000077' });
    await first.close();
    appendFileSync(path.join(dir, 'checkouts.jsonl'), '{"token":"torn","shopId":');

    const second = await startSandboxPair({ dir });
    try {
      expect(await second.gateway.getCheckout(pending.token)).toEqual({ status: 'pending' });
      expect(await second.gateway.getCheckout(paid.token)).toMatchObject({
        status: 'successful',
        transaction: { tracking_id: 'order-b' },
      });
      // Compacted at start: one line per checkout, no torn tail.
      const lines = readFileSync(path.join(dir, 'checkouts.jsonl'), 'utf8').trim().split('\n');
      expect(lines).toHaveLength(2);
    } finally {
      await second.close();
    }
  });
});

describe('kill -9', () => {
  it('loses no paid checkout nor refund: a sandbox killed right after them knows them after a restart', async () => {
    const script = `
      const { startSandboxGateway } = await import(${JSON.stringify(path.resolve('server/payments/sandbox/server.ts'))});
      const sandbox = await startSandboxGateway({ dir: ${JSON.stringify(dir)}, port: 0 });
      console.log(JSON.stringify(sandbox));`;
    // Node itself with tsx's loader, not the tsx wrapper: SIGKILL must reach the process that holds the sandbox.
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const started = await new Promise<{ apiUrl: string; shopId: string; secretKey: string; publicKeyPem: string }>(
        (resolve, reject) => {
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => {
            output += chunk.toString();
            if (output.includes('\n')) resolve(JSON.parse(output));
          });
          child.once('exit', (code) => reject(new Error(`the sandbox exited with ${code}`)));
        },
      );
      const publicKey = parsePublicKey(started.publicKeyPem);
      if (!publicKey) throw new Error('no key');
      const gateway = createBepaidGateway({ checkoutUrl: started.apiUrl, ...started, publicKey, test: true });
      const session = await gateway.createCheckout(request(new Date(Date.now() + 60_000), 'order-killed'));
      const paid = await payOnSandboxPage(session.redirectUrl, { number: '4000000000000077' });
      expect(paid.status).toBe(303);
      const state = await gateway.getCheckout(session.token);
      const refund = await gateway.refund({
        parentUid: state.status === 'successful' ? state.transaction.uid : '',
        amount: kopecks(1000),
        reason: 'Нет в наличии',
        trackingId: 'order-killed',
      });
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));

      const restarted = await startSandboxPair({ dir });
      try {
        expect(restarted.sandbox.shopId).toBe(started.shopId);
        expect(await restarted.gateway.getCheckout(session.token)).toMatchObject({
          status: 'successful',
          transaction: { tracking_id: 'order-killed' },
        });
        // …and the refund answered just before the kill, which still counts against what is left.
        expect(await restarted.gateway.getTransaction(refund.uid)).toMatchObject({
          status: 'successful',
          transaction: { type: 'refund', amount: 1000 },
        });
        const left = await restarted.gateway
          .refund({
            parentUid: refund.parent_uid ?? '',
            amount: kopecks(4000),
            reason: 'x',
            trackingId: 'order-killed',
          })
          .catch((error: unknown) => error);
        expect(left).toMatchObject({ status: 422 });
      } finally {
        await restarted.close();
      }
    } finally {
      child.kill('SIGKILL');
    }
  }, 60_000);
});
