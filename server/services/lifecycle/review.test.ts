import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GatewayTransaction } from '../../../src/domain/contract/gateway';
import { kopecks } from '../../../src/domain/money';
import { bonusHolds } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { PaymentGateway, RefundRequest } from '../../payments/gateway';
import { createOrderLedgerRepository } from '../../repositories/order-ledger';
import { createOrdersRepository } from '../../repositories/orders';
import { createTestUser } from '../../testing/accounts';
import { createTestDatabase, FIXED_NOW, type TestDatabase } from '../../testing/index';
import { gatewayTransaction, insertAwaitingOrder, orderDatabaseKinds, recordingLog } from '../../testing/orders';
import { holdForOrder } from '../bonuses/holds';
import { readBalance } from '../bonuses/ledger';
import type { DomainError } from '../errors';
import { settlePayment } from '../orders/settle';
import type { Actor } from './actor';
import { listStaffOrders } from './list';
import { writeRefunds } from './refund';
import { reconcileRefunds } from './refund-reconciler';
import { resolveReview } from './resolve';
import type { LifecycleService } from './service';

vi.setConfig({ testTimeout: 30_000 });

const manager: Actor = { id: 'staff-manager', name: 'Управляющая', role: 'manager', shopIds: ['nemiga'] };
const kassa: Actor = { id: 'staff-kassa', name: 'Касса', role: 'staff', shopIds: ['nemiga'] };

/** A gateway that refunds whatever it is asked, and remembers what. */
function refundingGateway() {
  const refunds: RefundRequest[] = [];
  const gateway = {
    test: true,
    async refund(request: RefundRequest): Promise<GatewayTransaction> {
      refunds.push(request);
      return {
        uid: `refund-${randomUUID()}`,
        type: 'refund',
        status: 'successful',
        amount: request.amount,
        currency: 'BYN',
        tracking_id: request.trackingId,
        parent_uid: request.parentUid,
        test: true,
      };
    },
    async findTransactions() {
      return [];
    },
  } as unknown as PaymentGateway;
  return { gateway, refunds };
}

describe.each(orderDatabaseKinds())('orders in review on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ kind });
  }, 60_000);
  afterAll(() => database?.close());

  const log = recordingLog().log;
  /** An order whose bank reported 1 kopeck less than it costs: it goes to review, holding its slot and points. */
  const orderInReview = async () => {
    const user = await createTestUser(database.db);
    const order = await insertAwaitingOrder(database.db, { userId: user.id });
    await holdForOrder(database.db, {
      userId: user.id,
      orderUid: order.uid,
      points: 100,
      expiresAt: order.expiresAt ?? FIXED_NOW,
      now: FIXED_NOW,
    });
    const transaction = gatewayTransaction(order, { amount: order.totalKopecks - 1 });
    const settled = await settlePayment(
      database.db,
      { kind: 'transaction', transaction, source: 'webhook', testMode: true },
      { now: FIXED_NOW, log },
    );
    expect(settled.status).toBe('review');
    return { order, user, transaction };
  };

  it('lists an order in review for the shop, with its money in, until a manager resolves it', async () => {
    const { order } = await orderInReview();
    const board = await listStaffOrders(database.db, manager, { shop: 'nemiga' }, FIXED_NOW);
    expect(board.orders.find((each) => each.uid === order.uid)).toMatchObject({
      status: 'review',
      stage: null,
      payment: 'paid',
    });
  });

  it('lets only a manager accept it: it goes to the kitchen as paid, spends its points and earns', async () => {
    const { order, user } = await orderInReview();
    const service: LifecycleService = { db: database.db, gateway: refundingGateway().gateway, log };
    const refused = await resolveReview(service, kassa, order.uid, 'accept', FIXED_NOW).catch(
      (error: unknown) => error,
    );
    expect((refused as DomainError).kind).toBe('forbidden');
    const accepted = await resolveReview(service, manager, order.uid, 'accept', FIXED_NOW);
    expect(accepted).toMatchObject({ status: 'paid', stage: 'accepted', payment: 'paid' });
    const [hold] = await database.db.select().from(bonusHolds).where(eq(bonusHolds.orderUid, order.uid));
    expect(hold?.state).toBe('spent');
    expect((await readBalance(database.db, user.id)).held).toBe(0);
    // Resolved once: a second decision is a conflict.
    const again = await resolveReview(service, manager, order.uid, 'refund', FIXED_NOW).catch(
      (error: unknown) => error,
    );
    expect((again as DomainError).kind).toBe('conflict');
  });

  it('records once, by asking the gateway, a refund whose answer was lost; asks again for one the gateway never saw', async () => {
    const { order } = await orderInReview();
    const { gateway, refunds } = refundingGateway();
    const made: GatewayTransaction[] = [];
    const remembering = { ...gateway, findTransactions: async () => made } as unknown as PaymentGateway;
    const service: LifecycleService = { db: database.db, gateway: remembering, log };
    const written = await withTransaction(database.db, async (tx) => {
      const locked = await createOrdersRepository(tx).findForUpdate(order.uid);
      if (!locked) throw new Error('no order');
      return writeRefunds(tx, manager, locked, { amount: 500, reason: 'Лишнее', key: null, hash: null }, FIXED_NOW);
    });
    const lost = written[0];
    if (!lost?.parentGatewayUid) throw new Error('no pending refund');
    made.push(
      await gateway.refund({
        parentUid: lost.parentGatewayUid,
        amount: kopecks(500),
        reason: 'Лишнее',
        trackingId: order.uid,
      }),
    );
    const later = new Date(FIXED_NOW.getTime() + 5 * 60_000);
    expect(await reconcileRefunds(service, later)).toBe(1);
    expect(await reconcileRefunds(service, later)).toBe(0);
    // Found, not asked for again: the gateway made one refund.
    expect(refunds).toHaveLength(1);
    const rows = await createOrderLedgerRepository(database.db).ofOrder(order.uid);
    expect(rows.filter((row) => row.type === 'refund')).toMatchObject([
      { status: 'succeeded', gatewayUid: made[0]?.uid },
    ]);

    // A refund the gateway never saw (the server died before asking) is asked for by the reconciler.
    await withTransaction(database.db, async (tx) => {
      const locked = await createOrdersRepository(tx).findForUpdate(order.uid);
      if (!locked) throw new Error('no order');
      return writeRefunds(tx, manager, locked, { amount: 300, reason: 'Ещё', key: null, hash: null }, FIXED_NOW);
    });
    expect(await reconcileRefunds(service, later)).toBe(1);
    expect(refunds).toHaveLength(2);
  });

  it('refunds it in full through the gateway and frees its slot and held points', async () => {
    const { order, user, transaction } = await orderInReview();
    const { gateway, refunds } = refundingGateway();
    const before = await readBalance(database.db, user.id);
    const refused = await resolveReview({ db: database.db, gateway, log }, manager, order.uid, 'refund', FIXED_NOW);
    expect(refused).toMatchObject({ status: 'declined', stage: 'cancelled', payment: 'refunded' });
    expect(refunds).toMatchObject([{ parentUid: transaction.uid, amount: transaction.amount, trackingId: order.uid }]);
    const balance = await readBalance(database.db, user.id);
    expect(balance).toEqual({ available: before.available + 100, held: 0 });
  });
});
