import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayTransaction } from '../../../src/domain/contract/gateway';
import { type Kopecks, kopecks } from '../../../src/domain/money';
import {
  payOnSandboxPage,
  type SandboxPair,
  startSandboxPair,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../testing/payments';
import { basicAuthorization } from '../bepaid/signature';
import { GatewayError, type RefundRequest } from '../gateway';

/** The sandbox's refunds through the bePaid adapter: partial, over, duplicate, signed webhooks, kept across restarts. */

let dir: string;
let now: Date;
let pair: SandboxPair;
let receiver: WebhookReceiver;
let orderNumber = 0;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'teply-pirog-sandbox-refunds-'));
  now = new Date();
  pair = await startSandboxPair({ dir, now: () => now });
  receiver = await startWebhookReceiver();
});
afterEach(async () => {
  await pair.sandbox.whenIdle();
  await pair.close();
  await receiver.close();
  await rm(dir, { recursive: true, force: true });
});

const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

/** A checkout of `amount` kopecks paid with `card`: its payment transaction and order id. */
async function paidOrder(amount = 3000, card = '4200000000000000') {
  orderNumber += 1;
  const webhooksBefore = receiver.received.length;
  const orderId = `order-refund-${orderNumber}`;
  const session = await pair.gateway.createCheckout({
    orderId,
    amount: kopecks(amount),
    description: `Заказ № ${orderNumber} — Тёплый пирог`,
    expiresAt: new Date(now.getTime() + 20 * 60_000),
    returnUrl: `http://127.0.0.1:3000/doneorder?uid=${orderId}`,
    notificationUrl: receiver.url,
  });
  await payOnSandboxPage(session.redirectUrl, { number: card });
  const state = await pair.gateway.getCheckout(session.token);
  if (state.status !== 'successful' && state.status !== 'failed') throw new Error('not paid');
  // Its payment webhook is in: later webhooks are the refunds'.
  await receiver.waitFor(webhooksBefore + 1);
  return { orderId, payment: state.transaction };
}

const refundOf = (payment: GatewayTransaction, amount: number, overrides: Partial<RefundRequest> = {}) =>
  pair.gateway.refund({
    parentUid: payment.uid,
    amount: amount as Kopecks,
    reason: 'Покупатель отказался',
    trackingId: payment.tracking_id,
    ...overrides,
  });

async function refusal(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GatewayError);
  expect((error as GatewayError).uncertain).toBe(false);
  expect((error as GatewayError).status).toBe(422);
  return error as GatewayError;
}

describe('refunds on the sandbox', () => {
  it('refunds a payment in full: a refund transaction, and a signed refund webhook to the payment’s notification URL', async () => {
    const { orderId, payment } = await paidOrder();
    const refund = await refundOf(payment, 3000);
    expect(refund).toMatchObject({
      status: 'successful',
      type: 'refund',
      parent_uid: payment.uid,
      amount: 3000,
      currency: 'BYN',
      tracking_id: orderId,
      test: true,
    });
    expect(refund.uid).not.toBe(payment.uid);

    const webhooks = await receiver.waitFor(2);
    const webhook = webhooks[1];
    const notification = pair.gateway.verifyNotification(webhook?.body ?? Buffer.alloc(0), webhook?.headers ?? {});
    expect(notification?.transaction).toMatchObject({
      uid: refund.uid,
      type: 'refund',
      parent_uid: payment.uid,
      status: 'successful',
      amount: 3000,
      tracking_id: orderId,
    });
    // Signed like the others: a changed byte no longer verifies.
    const tampered = Buffer.from((webhook?.body ?? Buffer.alloc(0)).toString().replace('3000', '30'));
    expect(pair.gateway.verifyNotification(tampered, webhook?.headers ?? {})).toBeNull();
  });

  it('takes several partial refunds up to the payment’s amount and refuses more', async () => {
    const { payment } = await paidOrder(3000);
    await refundOf(payment, 1000);
    await refundOf(payment, 1500);
    const over = await refusal(refundOf(payment, 501));
    expect(over.message).toContain('500');
    expect(over.duplicate).toBe(false);
    expect(await refundOf(payment, 500)).toMatchObject({ status: 'successful', amount: 500 });
    await refusal(refundOf(payment, 1));
  });

  it('refuses a single refund of more than was paid', async () => {
    const { payment } = await paidOrder(3000);
    await refusal(refundOf(payment, 3001));
  });

  it('gives one of two refunds asked at the same moment when both together are more than was paid', async () => {
    const { payment } = await paidOrder(3000);
    const outcomes = await Promise.allSettled([refundOf(payment, 2000), refundOf(payment, 2500)]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses the same parent and amount within 30 s as a duplicate, as bePaid does, unless the check is off', async () => {
    const { payment } = await paidOrder(3000);
    await refundOf(payment, 1000);
    later(29_000);
    expect((await refusal(refundOf(payment, 1000))).duplicate).toBe(true);
    // Another amount is no duplicate.
    await refundOf(payment, 700);
    later(1_000);
    expect(await refundOf(payment, 1000)).toMatchObject({ status: 'successful' });
    expect(await refundOf(payment, 300, { duplicateCheck: false })).toMatchObject({ status: 'successful' });
    // All 3000 are given back now.
    await refusal(refundOf(payment, 1));
  });

  it('refuses a parent that is not a successful payment of the shop', async () => {
    const declined = await paidOrder(3000, '4005550000000019');
    expect(declined.payment.status).toBe('failed');
    await refusal(refundOf(declined.payment, 100));
    await refusal(refundOf({ ...declined.payment, uid: 'no-such-payment' }, 100));
    const { payment } = await paidOrder(3000);
    const refund = await refundOf(payment, 100);
    await refusal(refundOf(refund, 50));
  });

  it('refuses a bad request and a stranger', async () => {
    const { payment } = await paidOrder(3000);
    await refusal(refundOf(payment, 0));
    await refusal(refundOf(payment, 100, { reason: '' }));
    const stranger = await fetch(`${pair.sandbox.apiUrl}/transactions/refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: basicAuthorization(pair.sandbox.shopId, 'guess') },
      body: JSON.stringify({ request: { parent_uid: payment.uid, amount: 100, reason: 'x' } }),
    });
    expect(stranger.status).toBe(401);
    expect(await refundOf(payment, 3000)).toMatchObject({ status: 'successful' });
  });

  it('answers a refund by its uid, and the payment with its refunds by the order’s tracking id', async () => {
    const { orderId, payment } = await paidOrder(3000);
    later(1_000);
    const first = await refundOf(payment, 1000);
    later(1_000);
    const second = await refundOf(payment, 2000);
    expect(await pair.gateway.getTransaction(first.uid)).toMatchObject({
      status: 'successful',
      transaction: { uid: first.uid, type: 'refund', parent_uid: payment.uid, amount: 1000 },
    });
    const found = await pair.gateway.findTransactions(orderId);
    expect(found.map((transaction) => [transaction.uid, transaction.type])).toEqual([
      [second.uid, 'refund'],
      [first.uid, 'refund'],
      [payment.uid, 'payment'],
    ]);
    expect(await pair.gateway.findTransactions('order-never-seen')).toEqual([]);
  });

  it('keeps refunds in its journal: after a restart they are found, and count against what is left', async () => {
    const { orderId, payment } = await paidOrder(3000);
    const refund = await refundOf(payment, 2000);
    await pair.sandbox.whenIdle();
    await pair.close();
    pair = await startSandboxPair({ dir, now: () => now });
    expect((await pair.gateway.findTransactions(orderId)).map((transaction) => transaction.uid)).toContain(refund.uid);
    expect(await pair.gateway.getTransaction(refund.uid)).toMatchObject({ status: 'successful' });
    await refusal(refundOf(payment, 1001));
    expect(await refundOf(payment, 1000)).toMatchObject({ status: 'successful' });
  });
});
