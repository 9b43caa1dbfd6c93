import type { OrderStage } from '../../../src/domain/contract/checkout';
import type { StaffOrder } from '../../../src/domain/contract/staff';
import { checkMove, paymentState } from '../../../src/domain/lifecycle';
import { kopecks } from '../../../src/domain/money';
import { withTransaction } from '../../db/transaction';
import { createOrderLedgerRepository } from '../../repositories/order-ledger';
import { createOrdersRepository, type OrderRow, type OrdersRepository } from '../../repositories/orders';
import { DomainError } from '../errors';
import { queueOrderNotice } from '../push/enqueue';
import type { OrderNotice } from '../push/notices';
import { type Actor, assertOrderShop, ORDER_NOT_FOUND } from './actor';
import { audit, recordChange } from './changes';
import { type LifecycleService, publish } from './service';
import { staffOrderViewOf } from './view';

export const MOVED_ELSEWHERE = 'Заказ уже передвинули на другом планшете';
export const NOT_NEXT = 'Так передвинуть заказ нельзя: только на следующий этап или назад в течение 2 минут';
export const FINISHED = 'Заказ уже выдан или отменён';
export const PAY_FIRST = 'Сначала примите оплату: заказ оплачивается при получении';
export const NOT_IN_WORK = 'Заказ ещё не оплачен или ждёт решения управляющего';

/** A refusal that carries the order as it is now, so the board can show it without an error dialog. */
export async function conflictWith(service: LifecycleService, uid: string, message: string, now: Date): Promise<never> {
  const current = await createOrdersRepository(service.db).find(uid);
  if (!current) throw new DomainError('not_found', ORDER_NOT_FOUND);
  throw new DomainError('conflict', message, { answer: { order: await staffOrderViewOf(service.db, current, now) } });
}

/**
 * The order a staff action works on, read (and, for money, locked) inside the
 * action's own transaction: 404 when it does not exist or belongs to a shop the
 * actor does not work at. An order never changes shop, so one read serves both
 * the ownership check and the conditional update that follows.
 */
export async function findOwnOrder(
  orders: OrdersRepository,
  actor: Actor,
  uid: string,
  lock: 'lock' | 'no-lock',
): Promise<OrderRow> {
  const order = lock === 'lock' ? await orders.findForUpdate(uid) : await orders.find(uid);
  if (!order) throw new DomainError('not_found', ORDER_NOT_FOUND);
  assertOrderShop(actor, order.shopId);
  return order;
}

/**
 * `POST /api/staff/orders/{uid}/stage {from, to}`: the one function that moves
 * an order through its stages. The move is a conditional update on the stage
 * and version read in the same transaction, so two tablets pressing at once
 * give one move and one 409 carrying the order as it is now. The undo of the
 * last move (within 2 minutes) goes through here too.
 */
/** What the shopper is told by push of a move: a pickup order ready to collect, a delivery on its way. */
function stageNotice(method: OrderRow['deliveryMethod'], to: OrderStage): OrderNotice | null {
  if (to === 'ready' && method === 'pickup') return { kind: 'ready' };
  if (to === 'on_the_way') return { kind: 'on_the_way' };
  return null;
}

export async function moveStage(
  service: LifecycleService,
  actor: Actor,
  uid: string,
  move: { from: OrderStage; to: OrderStage },
  now: Date,
): Promise<StaffOrder> {
  type Outcome = { refused: string } | { order: OrderRow };
  const moved = await withTransaction(service.db, async (tx): Promise<Outcome> => {
    const orders = createOrdersRepository(tx);
    const order = await findOwnOrder(orders, actor, uid, 'no-lock');
    if (order.stage !== move.from) return { refused: MOVED_ELSEWHERE };
    if (order.status !== 'paid' && order.status !== 'confirmed') return { refused: NOT_IN_WORK };
    const check = checkMove(order.deliveryMethod, move.from, move.to, order, now);
    if (!check.ok) return { refused: check.reason === 'finished' ? FINISHED : NOT_NEXT };
    if (move.to === 'handed_over' && !check.undo) {
      const ledger = await createOrderLedgerRepository(tx).ofOrder(uid);
      const state = paymentState(ledger.map((row) => ({ ...row, amount: kopecks(row.amountKopecks) })));
      if (state === 'unpaid') return { refused: PAY_FIRST };
    }
    const updated = await orders.moveStage(uid, {
      from: move.from,
      to: move.to,
      version: order.version,
      previousStage: check.undo ? null : move.from,
      at: now,
    });
    if (!updated) return { refused: MOVED_ELSEWHERE };
    await audit(
      tx,
      actor,
      order,
      { action: check.undo ? 'undo' : 'stage', before: { stage: move.from }, after: { stage: move.to } },
      now,
    );
    const notice = check.undo ? null : stageNotice(order.deliveryMethod, move.to);
    if (notice) await queueOrderNotice(tx, order, notice, now);
    return { order: await recordChange(tx, order, 'stage', now) };
  });
  if (!('order' in moved)) return conflictWith(service, uid, moved.refused, now);
  service.log.info({ orderUid: uid, from: move.from, to: move.to, staffId: actor.id }, 'order stage moved');
  return publish(service, moved.order, now);
}
