import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentAnswer } from '../../../src/domain/contract/checkout';
import { kopecks } from '../../../src/domain/money';
import { orderTransactions } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { createRecordingStaffEvents } from '../../realtime/staff-events';
import { createOrderLedgerRepository } from '../../repositories/order-ledger';
import { createOrdersRepository } from '../../repositories/orders';
import { type CardShop, startCardShop } from '../../testing/card-shop';
import { json } from '../../testing/index';
import {
  newDeviceId,
  newIdempotencyKey,
  orderBody,
  orderDatabaseKinds,
  postOrder,
  recordingLog,
} from '../../testing/orders';
import { payOnSandboxPage } from '../../testing/payments';
import { DomainError } from '../errors';
import type { Actor } from './actor';
import { cancelOrder } from './cancel';
import { refundOrder, writeRefunds } from './refund';
import { reconcileRefunds, recordRefundNotification } from './refund-reconciler';
import type { LifecycleService } from './service';

vi.setConfig({ testTimeout: 60_000 });

const SUCCESS = '4200000000000000';
const manager: Actor = { id: 'staff-manager', name: 'Управляющая', role: 'manager', shopIds: ['nemiga'] };
const kassa: Actor = { id: 'staff-kassa', name: 'Касса', role: 'staff', shopIds: ['nemiga'] };

describe.each(orderDatabaseKinds())('refunds through the gateway on %s', (kind) => {
  const staffEvents = createRecordingStaffEvents();
  let shop: CardShop;
  let service: LifecycleService;
  beforeAll(async () => {
    shop = await startCardShop({ kind, staffEvents });
    service = { db: shop.testApp.database.db, gateway: shop.pair.gateway, log: recordingLog().log };
  }, 90_000);
  afterAll(() => shop?.close());

  const db = () => shop.testApp.database.db;
  const paidOrder = async () => {
    const response = await postOrder(shop.testApp.app, orderBody({ paymentMethod: 'card' }), {
      device: newDeviceId(),
      origin: shop.url,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = PaymentAnswer.parse(json(response));
    await payOnSandboxPage(answer.redirect_url ?? '', { number: SUCCESS });
    await shop.waitForStatus(answer.orderId, 'paid');
    return answer.orderId;
  };
  const ledger = (uid: string) => db().select().from(orderTransactions).where(eq(orderTransactions.orderUid, uid));
  const gatewayRefunds = async (uid: string) =>
    (await shop.pair.gateway.findTransactions(uid)).filter((transaction) => transaction.type === 'refund');
  const refuse = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  };

  it('records the card payment in the order’s ledger when the bank reports it, and the board hears of it', async () => {
    const uid = await paidOrder();
    const rows = await ledger(uid);
    expect(rows).toMatchObject([{ type: 'payment', method: 'gateway', status: 'succeeded', amountKopecks: 2990 }]);
    // The board is told after the settlement commits, which may be a moment after the status reads paid.
    await vi.waitFor(() =>
      expect(staffEvents.orders.filter((event) => event.payload.order.uid === uid)).toMatchObject([
        { shopId: 'nemiga', payload: { order: { stage: 'accepted', payment: 'paid' } } },
      ]),
    );
  });

  it('cancels a paid card order: the money goes back through the gateway in full and the slot is free', async () => {
    const uid = await paidOrder();
    const cancelled = await cancelOrder(service, kassa, uid, 'Закончилась капуста', shop.now());
    expect(cancelled).toMatchObject({ stage: 'cancelled', payment: 'refunded', refunded: 2990, paid: 0 });
    expect(cancelled.transactions.map((row) => `${row.type}:${row.status}`)).toEqual([
      'payment:succeeded',
      'refund:succeeded',
    ]);
    expect(await gatewayRefunds(uid)).toHaveLength(1);
    expect((await shop.order(uid)).slotClaimed).toBe(false);
  });

  it('makes one refund of two parallel requests with the same key, and never refunds more than was paid', async () => {
    const uid = await paidOrder();
    const key = newIdempotencyKey();
    const body = { amount: kopecks(1000), reason: 'Подгорел' };
    const [first, second] = await Promise.all([
      refundOrder(service, manager, uid, body, key, shop.now()),
      refundOrder(service, manager, uid, body, key, shop.now()),
    ]);
    // A retry that arrives while the first request still waits for the bank sees its refund pending.
    for (const answer of [first, second]) {
      expect(answer.transactions.filter((row) => row.type === 'refund')).toMatchObject([{ amount: 1000 }]);
    }
    expect((await ledger(uid)).filter((row) => row.type === 'refund')).toMatchObject([
      { status: 'succeeded', amountKopecks: 1000 },
    ]);
    expect(await gatewayRefunds(uid)).toHaveLength(1);
    // The same key with another body is refused; more than is left too.
    expect(
      (await refuse(refundOrder(service, manager, uid, { ...body, amount: kopecks(500) }, key, shop.now()))).kind,
    ).toBe('unprocessable');
    const tooMuch = await refuse(
      refundOrder(service, manager, uid, { ...body, amount: kopecks(2000) }, newIdempotencyKey(), shop.now()),
    );
    expect(tooMuch.kind).toBe('invalid');
    expect(tooMuch.message).toMatch(/не больше 19,90/);
    // Two parallel refunds that each fit but together do not: one of them is refused.
    const both = await Promise.allSettled([
      refundOrder(service, manager, uid, { ...body, amount: kopecks(1500) }, newIdempotencyKey(), shop.now()),
      refundOrder(service, manager, uid, { ...body, amount: kopecks(1500) }, newIdempotencyKey(), shop.now()),
    ]);
    expect(both.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refunded = (await ledger(uid)).filter((row) => row.type === 'refund' && row.status === 'succeeded');
    expect(refunded.reduce((sum, row) => sum + row.amountKopecks, 0)).toBe(2500);
    // Staff may not refund at all.
    expect((await refuse(refundOrder(service, kassa, uid, body, newIdempotencyKey(), shop.now()))).kind).toBe(
      'forbidden',
    );
  });

  it('changes nothing when the gateway’s refund notification is replayed', async () => {
    const uid = await paidOrder();
    await refundOrder(
      service,
      manager,
      uid,
      { amount: kopecks(990), reason: 'Не тот пирог' },
      newIdempotencyKey(),
      shop.now(),
    );
    const [refund] = await gatewayRefunds(uid);
    if (!refund) throw new Error('the gateway made no refund');
    const before = await ledger(uid);
    expect(await recordRefundNotification(service, refund, shop.now())).toBe('duplicate');
    expect(await recordRefundNotification(service, refund, shop.now())).toBe('duplicate');
    expect(await ledger(uid)).toEqual(before);
  });

  it('records once a refund the gateway made but the server never wrote down (killed in between)', async () => {
    const uid = await paidOrder();
    const order = await createOrdersRepository(db()).find(uid);
    if (!order) throw new Error('no order');
    // What the server had committed before it was killed: the refund, pending.
    const [pending] = await withTransaction(db(), (tx) =>
      writeRefunds(
        tx,
        manager,
        order,
        { amount: 1200, reason: 'Опоздали', key: newIdempotencyKey(), hash: null },
        shop.now(),
      ),
    );
    if (!pending?.parentGatewayUid) throw new Error('no pending refund');
    // The gateway did refund; the answer died with the process.
    await shop.pair.gateway.refund({
      parentUid: pending.parentGatewayUid,
      amount: kopecks(1200),
      reason: 'Опоздали',
      trackingId: uid,
    });
    // The restarted server learns of it from the gateway's webhook or from the reconciler, whichever comes first.
    const later = new Date(shop.now().getTime() + 5 * 60_000);
    await reconcileRefunds(service, later);
    expect(await reconcileRefunds(service, later)).toBe(0);
    const [made] = await gatewayRefunds(uid);
    const rows = (await createOrderLedgerRepository(db()).ofOrder(uid)).filter((row) => row.type === 'refund');
    expect(rows).toMatchObject([{ status: 'succeeded', amountKopecks: 1200, gatewayUid: made?.uid }]);
    expect(await gatewayRefunds(uid)).toHaveLength(1);
  });
});
