import type { StaffOrder } from '../../../src/domain/contract/staff';
import { kopecks } from '../../../src/domain/money';
import { withTransaction } from '../../db/transaction';
import { createOrderLedgerRepository } from '../../repositories/order-ledger';
import { createOrdersRepository, type OrderRow } from '../../repositories/orders';
import { earnOnMoneyIn } from '../bonuses/money-points';
import type { Actor } from './actor';
import { audit, recordChange } from './changes';
import { conflictWith, findOwnOrder } from './move-stage';
import { type LifecycleService, publish } from './service';
import { staffOrderViewOf } from './view';

export const NOT_ON_RECEIPT = 'Этот заказ оплачен картой на сайте: принимать оплату не нужно';
export const CASH_CANCELLED = 'Заказ отменён: оплату принять нельзя';

/**
 * `POST /api/staff/orders/{uid}/cash`: the on-receipt payment taken at the
 * counter (or by the courier), in cash or by the card terminal. Recorded once
 * (a unique row per order): a second press answers the same order. The first
 * money in earns the shopper's points.
 */
export async function recordCash(
  service: LifecycleService,
  actor: Actor,
  uid: string,
  method: 'cash' | 'terminal',
  now: Date,
): Promise<StaffOrder> {
  type Outcome = { refused: string } | { order: OrderRow; recorded: boolean };
  const outcome = await withTransaction(service.db, async (tx): Promise<Outcome> => {
    const order = await findOwnOrder(createOrdersRepository(tx), actor, uid, 'lock');
    if (order.paymentMethod !== 'on_receipt') return { refused: NOT_ON_RECEIPT };
    const ledger = createOrderLedgerRepository(tx);
    if ((await ledger.ofOrder(uid)).some((row) => row.type === 'cash')) return { order, recorded: false };
    if (order.stage === 'cancelled' || order.stage === null) return { refused: CASH_CANCELLED };
    const cash = await ledger.recordCash({
      orderUid: uid,
      method,
      amount: kopecks(order.totalKopecks),
      staffId: actor.id,
      at: now,
    });
    if (!cash) return { order, recorded: false };
    await earnOnMoneyIn(tx, order, now);
    await audit(
      tx,
      actor,
      order,
      { action: 'cash', before: { payment: 'unpaid' }, after: { payment: 'paid', method } },
      now,
    );
    return { order: await recordChange(tx, order, 'money', now), recorded: true };
  });
  if (!('order' in outcome)) return conflictWith(service, uid, outcome.refused, now);
  if (!outcome.recorded) return staffOrderViewOf(service.db, outcome.order, now);
  service.log.info({ orderUid: uid, method, staffId: actor.id }, 'on-receipt payment recorded');
  service.listeners?.orderCounted?.({ kind: 'paid', method });
  return publish(service, outcome.order, now);
}
