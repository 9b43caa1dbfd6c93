import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentAnswer } from '../../src/domain/contract/checkout';
import type { Actor } from '../services/lifecycle/actor';
import { cancelOrder } from '../services/lifecycle/cancel';
import { recordCash } from '../services/lifecycle/cash';
import type { LifecycleService } from '../services/lifecycle/service';
import { type CardShop, startCardShop } from '../testing/card-shop';
import { json } from '../testing/index';
import { newDeviceId, orderBody, orderDatabaseKinds, postOrder } from '../testing/orders';
import { payOnSandboxPage } from '../testing/payments';
import { createAppMetrics } from './metrics';

const manager: Actor = { id: 'staff-manager', name: 'Управляющая', role: 'manager', shopIds: ['nemiga'] };

// Orders go over HTTP to a real sandbox gateway; on a busy shared machine one step can pass 5 s.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const TOKEN = 'metrics-token-for-order-tests-0123';

describe.each(orderDatabaseKinds())('order metrics on %s', (kind) => {
  let shop: CardShop;
  beforeAll(async () => {
    shop = await startCardShop({ kind, env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => shop?.close());

  const scrape = async () => {
    const response = await shop.testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  /** A sample's value, 0 when the series has none yet. */
  const sample = (body: string, series: string) => {
    const line = body.split('\n').find((candidate) => candidate.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };

  it('counts orders placed and paid, and the gateway’s accepted notification, once each', async () => {
    const before = await scrape();
    const onReceipt = await postOrder(shop.testApp.app, orderBody(), { device: newDeviceId(), origin: shop.url });
    expect(onReceipt.statusCode, onReceipt.body).toBe(200);
    const card = await postOrder(shop.testApp.app, orderBody({ paymentMethod: 'card' }), {
      device: newDeviceId(),
      origin: shop.url,
    });
    expect(card.statusCode, card.body).toBe(200);
    const answer = PaymentAnswer.parse(json(card));
    await payOnSandboxPage(answer.redirect_url ?? '', { number: '4200000000000000' });
    await shop.waitForStatus(answer.orderId, 'paid');
    await shop.pair.sandbox.whenIdle();

    const after = await scrape();
    const moved = (series: string) => sample(after, series) - sample(before, series);
    expect(moved('pirog_orders_placed_total{method="on_receipt"}')).toBe(1);
    expect(moved('pirog_orders_placed_total{method="card"}')).toBe(1);
    expect(moved('pirog_orders_paid_total{method="card"}')).toBe(1);
    expect(moved('pirog_payment_webhooks_total{outcome="accepted"}')).toBeGreaterThanOrEqual(1);
    expect(moved('pirog_payment_webhooks_total{outcome="refused"}')).toBe(0);
    expect(sample(after, 'pirog_orders_cancelled_total{by="staff"}')).toBe(0);
  });

  it('reports the age of the oldest card order awaiting payment as the reconciler lag', async () => {
    const card = await postOrder(shop.testApp.app, orderBody({ paymentMethod: 'card' }), {
      device: newDeviceId(),
      origin: shop.url,
    });
    expect(card.statusCode, card.body).toBe(200);
    shop.setNow(new Date(shop.now().getTime() + 90_000));
    expect(sample(await scrape(), 'pirog_reconciler_lag_seconds')).toBeGreaterThanOrEqual(90);
  });

  it('counts money taken at the counter as paid, and a staff cancel once, however often it is pressed', async () => {
    const metrics = createAppMetrics({ withDefaults: false });
    const service: LifecycleService = {
      db: shop.testApp.database.db,
      gateway: undefined,
      log: { info: () => {}, warn: () => {}, error: () => {} },
      listeners: { orderChanged: () => {}, orderCounted: metrics.orderCounted },
    };
    const placed = await postOrder(shop.testApp.app, orderBody(), { device: newDeviceId(), origin: shop.url });
    const uid = PaymentAnswer.parse(json(placed)).orderId;
    await recordCash(service, manager, uid, 'terminal', shop.now());
    await recordCash(service, manager, uid, 'terminal', shop.now());
    await cancelOrder(service, manager, uid, 'Покупатель передумал', shop.now());
    await expect(cancelOrder(service, manager, uid, 'ещё раз', shop.now())).rejects.toThrow();
    const { body } = await metrics.render();
    expect(sample(body, 'pirog_orders_paid_total{method="terminal"}')).toBe(1);
    expect(sample(body, 'pirog_orders_cancelled_total{by="staff"}')).toBe(1);
  });
});
