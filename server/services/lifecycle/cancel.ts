import type { StaffOrder } from '../../../src/domain/contract/staff';
import { isCancellable, refundable } from '../../../src/domain/lifecycle';
import { kopecks } from '../../../src/domain/money';
import { withTransaction } from '../../db/transaction';
import { createOrderLedgerRepository, type OrderTransactionRow } from '../../repositories/order-ledger';
import { createOrdersRepository, type OrderRow } from '../../repositories/orders';
import { releaseOrderHold } from '../bonuses/holds';
import { returnSpentPoints } from '../bonuses/money-points';
import { DomainError } from '../errors';
import { queueOrderNotice } from '../push/enqueue';
import { type Actor, isManager } from './actor';
import { audit, recordChange } from './changes';
import { clawBackAfterRefund } from './gateway-refunds';
import { conflictWith, FINISHED, findOwnOrder, MOVED_ELSEWHERE } from './move-stage';
import { runGatewayRefunds, writeRefunds } from './refund';
import { type LifecycleService, publish } from './service';

export const STAFF_CANCEL_ONLY_NEW = 'Заказ уже готовят: отменить его может только управляющий';

/**
 * Everything a cancelled or refused order gives back, in its transaction:
 * the slot, held points, spent points, earned points (clawed back whole) and
 * the money (refund rows for all that is refundable). Answers the refund
 * rows, whose gateway ones the caller runs after the commit.
 */
export async function giveBack(
  tx: Parameters<Parameters<typeof withTransaction>[1]>[0],
  actor: Actor | null,
  order: OrderRow,
  reason: string,
  now: Date,
): Promise<OrderTransactionRow[]> {
  const orders = createOrdersRepository(tx);
  await orders.releaseSlot(order.uid);
  await releaseOrderHold(tx, order.uid, now);
  await returnSpentPoints(tx, order, now);
  const ledger = await createOrderLedgerRepository(tx).ofOrder(order.uid);
  const left = refundable(
    ledger.map((row) => ({ type: row.type, status: row.status, amount: kopecks(row.amountKopecks) })),
  );
  const refunds =
    left > 0
      ? await writeRefunds(tx, actor, order, { amount: left, reason, key: `cancel:${order.uid}`, hash: null }, now)
      : [];
  // Everything is going back: whatever the order earned goes too (a zero claw-back is still recorded).
  await clawBackAfterRefund(tx, order, 'cancel', now);
  return refunds;
}

/**
 * `POST /api/staff/orders/{uid}/cancel {reason}`: staff cancel an order they
 * have not started baking, managers any order before handover. Through the
 * same conditional stage update as every move, so a cancel racing a move
 * gives one of them and a 409.
 */
export async function cancelOrder(
  service: LifecycleService,
  actor: Actor,
  uid: string,
  reason: string,
  now: Date,
): Promise<StaffOrder> {
  type Outcome = { refused: string } | { order: OrderRow; refunds: OrderTransactionRow[] };
  const outcome = await withTransaction(service.db, async (tx): Promise<Outcome> => {
    const orders = createOrdersRepository(tx);
    const order = await findOwnOrder(orders, actor, uid, 'lock');
    if (order.stage === null) return { refused: MOVED_ELSEWHERE };
    if (!isCancellable(order.stage)) return { refused: FINISHED };
    if (!isManager(actor) && order.stage !== 'accepted') throw new DomainError('forbidden', STAFF_CANCEL_ONLY_NEW);
    const moved = await orders.moveStage(uid, {
      from: order.stage,
      to: 'cancelled',
      version: order.version,
      previousStage: null,
      at: now,
      cancelReason: reason,
    });
    if (!moved) return { refused: MOVED_ELSEWHERE };
    const refunds = await giveBack(tx, actor, moved, reason, now);
    await audit(
      tx,
      actor,
      order,
      { action: 'cancel', before: { stage: order.stage }, after: { stage: 'cancelled' }, reason },
      now,
    );
    await queueOrderNotice(tx, order, { kind: 'cancelled' }, now);
    return { order: await recordChange(tx, order, 'cancelled', now), refunds };
  });
  if (!('order' in outcome)) return conflictWith(service, uid, outcome.refused, now);
  service.log.info({ orderUid: uid, staffId: actor.id, refunds: outcome.refunds.length }, 'order cancelled');
  service.listeners?.orderCounted?.({ kind: 'cancelled', by: 'staff' });
  await runGatewayRefunds(service, outcome.refunds, now);
  const current = (await createOrdersRepository(service.db).find(uid)) ?? outcome.order;
  return publish(service, current, now);
}
