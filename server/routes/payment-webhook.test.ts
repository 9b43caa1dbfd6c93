import { createPrivateKey, sign } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GatewayTransaction } from '../../src/domain/contract/gateway';
import { paymentTransactions } from '../db/schema';
import { createBepaidGateway } from '../payments/bepaid/adapter';
import { basicAuthorization, parsePublicKey } from '../payments/bepaid/signature';
import { loadOrCreateIdentity } from '../payments/sandbox/identity';
import type { OrderRow } from '../repositories/orders';
import { type CardShop, startCardShop } from '../testing/card-shop';
import { gatewayTransaction, insertAwaitingOrder, orderDatabaseKinds } from '../testing/orders';

// Each test places orders over HTTP and a database; on a busy shared machine one can pass 5 s.
vi.setConfig({ testTimeout: 30_000 });

/*
 * Signed notifications that are not a payment of the gateway's mode: a
 * refund, and a test payment reaching a shop that takes real money. The shop
 * runs the bePaid adapter in live mode against the sandbox's keys, so the
 * notifications verify as real bePaid's would.
 */

describe.each(orderDatabaseKinds())('the webhook of a live gateway on %s', (kind) => {
  let shop: CardShop;
  let privateKeyPem: string;
  beforeAll(async () => {
    shop = await startCardShop({
      kind,
      gateway: ({ sandbox }) => {
        const publicKey = parsePublicKey(sandbox.publicKeyPem);
        if (!publicKey) throw new Error('no key');
        return createBepaidGateway({
          checkoutUrl: sandbox.apiUrl,
          shopId: sandbox.shopId,
          secretKey: sandbox.secretKey,
          publicKey,
          test: false,
        });
      },
    });
    privateKeyPem = loadOrCreateIdentity(shop.pair.dir).privateKeyPem;
  }, 60_000);
  afterAll(() => shop?.close());

  const db = () => shop.testApp.database.db;
  const notify = async (transaction: GatewayTransaction) => {
    const body = Buffer.from(JSON.stringify({ transaction }));
    const response = await shop.testApp.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        authorization: basicAuthorization(shop.pair.sandbox.shopId, shop.pair.sandbox.secretKey),
        'content-signature': sign('sha256', body, createPrivateKey(privateKeyPem)).toString('base64'),
      },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const recorded = (order: OrderRow) =>
    db().select().from(paymentTransactions).where(eq(paymentTransactions.orderUid, order.uid));

  it('does not mark an order paid on a refund', async () => {
    const order = await insertAwaitingOrder(db(), { now: shop.now() });
    await notify(gatewayTransaction(order, { type: 'refund', test: false }));
    expect(await shop.order(order.uid)).toMatchObject({ status: 'awaiting_payment', slotClaimed: true });
    expect(await recorded(order)).toEqual([]);
  });

  it('does not mark an order paid on a test payment, and does on a real one', async () => {
    const order = await insertAwaitingOrder(db(), { now: shop.now(), date: '2026-11-24' });
    await notify(gatewayTransaction(order, { test: true }));
    expect(await shop.order(order.uid)).toMatchObject({ status: 'awaiting_payment', slotClaimed: true });
    expect(await recorded(order)).toEqual([]);
    await notify(gatewayTransaction(order, { test: false }));
    expect(await shop.order(order.uid)).toMatchObject({ status: 'paid', stage: 'accepted' });
  });
});
