import type { StaffOrder } from '../../../src/domain/contract/staff';
import { withTransaction } from '../../db/transaction';
import type { OrderTransactionRow } from '../../repositories/order-ledger';
import { createOrdersRepository, type OrderRow } from '../../repositories/orders';
import { settleOrderPoints } from '../bonuses/order-points';
import { type Actor, assertManager } from './actor';
import { giveBack } from './cancel';
import { audit, recordChange } from './changes';
import { conflictWith, findOwnOrder } from './move-stage';
import { runGatewayRefunds } from './refund';
import { type LifecycleService, publish } from './service';

export const NOT_IN_REVIEW = 'Заказ не ждёт решения: его уже разобрали';
const REFUSED_REASON = 'Платёж не принят магазином, деньги возвращены';

/**
 * `POST /api/staff/orders/{uid}/resolve {action}` (managers): an order in
 * `review` (the bank reported another amount, or money came after the order
 * expired) is either accepted — it goes to the kitchen as paid — or refused:
 * its money goes back in full and it gives back its slot and points.
 */
export async function resolveReview(
  service: LifecycleService,
  actor: Actor,
  uid: string,
  action: 'accept' | 'refund',
  now: Date,
): Promise<StaffOrder> {
  assertManager(actor);
  type Outcome = { refused: string } | { order: OrderRow; refunds: OrderTransactionRow[] };
  const outcome = await withTransaction(service.db, async (tx): Promise<Outcome> => {
    const orders = createOrdersRepository(tx);
    const order = await findOwnOrder(orders, actor, uid, 'lock');
    if (order.status !== 'review') return { refused: NOT_IN_REVIEW };
    let refunds: OrderTransactionRow[] = [];
    if (action === 'accept') {
      const moved = await orders.transition(uid, {
        from: ['review'],
        to: 'paid',
        stage: 'accepted',
        reason: null,
        at: now,
      });
      if (!moved) return { refused: NOT_IN_REVIEW };
      await settleOrderPoints(tx, moved, 'paid', now);
    } else {
      const moved = await orders.transition(uid, {
        from: ['review'],
        to: 'declined',
        stage: 'cancelled',
        reason: REFUSED_REASON,
        at: now,
      });
      if (!moved) return { refused: NOT_IN_REVIEW };
      refunds = await giveBack(tx, actor, moved, REFUSED_REASON, now);
    }
    await audit(tx, actor, order, { action: 'resolve', before: { status: 'review' }, after: { action } }, now);
    return { order: await recordChange(tx, order, 'resolved', now), refunds };
  });
  if (!('order' in outcome)) return conflictWith(service, uid, outcome.refused, now);
  service.log.info({ orderUid: uid, action, staffId: actor.id }, 'order in review resolved');
  await runGatewayRefunds(service, outcome.refunds, now);
  const current = (await createOrdersRepository(service.db).find(uid)) ?? outcome.order;
  return publish(service, current, now);
}
