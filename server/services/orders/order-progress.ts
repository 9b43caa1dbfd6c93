import type { OrderStage } from '../../../src/domain/contract/checkout';
import { ORDER_STAGES } from '../../../src/domain/contract/checkout';
import type { OrderStep, OrderTracking, ShopperMoney } from '../../../src/domain/contract/order-tracking';
import { type LedgerEntry, moneyTotals, paymentState, stagesOf } from '../../../src/domain/lifecycle';
import { kopecks } from '../../../src/domain/money';
import { isoInShopTime } from '../../../src/domain/shop-time';
import type { StageMoveRow } from '../../repositories/order-tracking';
import type { OrderRow } from '../../repositories/orders';

/** What a shopper reads when staff gave no reason they could use. */
export const CANCELLED_BY_SHOP = 'Пекарня отменила заказ. Деньги, если вы платили, вернутся на карту';

export type ProgressOrder = Pick<
  OrderRow,
  | 'stage'
  | 'deliveryMethod'
  | 'paymentMethod'
  | 'settledAt'
  | 'createdAt'
  | 'cancelReason'
  | 'lastSeq'
  | 'stageChangedAt'
>;

const isStage = (value: unknown): value is OrderStage =>
  typeof value === 'string' && (ORDER_STAGES as readonly string[]).includes(value);

/**
 * When each stage was reached, from the audit log's moves oldest first: a move
 * (or a cancel) reaches its target; an undo takes back the stage it left, so a
 * mistaken tap never shows on the shopper's timeline.
 */
export function reachedAt(order: ProgressOrder, moves: readonly StageMoveRow[]): Map<OrderStage, Date> {
  const reached = new Map<OrderStage, Date>();
  if (order.stage === null) return reached;
  // «Принят» is when the order was paid or confirmed: that is when it reached the shop's board.
  reached.set('accepted', order.settledAt ?? order.createdAt);
  for (const move of moves) {
    const from = move.before?.stage;
    const to = move.after?.stage;
    if (move.action === 'undo') {
      if (isStage(from)) reached.delete(from);
    } else if (isStage(to)) {
      reached.set(to, move.at);
    }
  }
  // The order's own stage is the truth should the log and it disagree (an order moved before the log was kept).
  if (!reached.has(order.stage)) reached.set(order.stage, order.stageChangedAt ?? order.settledAt ?? order.createdAt);
  return reached;
}

/** The timeline: the path of the order's method, each step with when it was reached, or the cancel ending it. */
export function progressSteps(order: ProgressOrder, moves: readonly StageMoveRow[]): OrderStep[] {
  const path = stagesOf(order.deliveryMethod);
  const reached = reachedAt(order, moves);
  const at = (stage: OrderStage) => {
    const when = reached.get(stage);
    return when ? isoInShopTime(when) : null;
  };
  if (order.stage === 'cancelled') {
    return [...path.filter((stage) => reached.has(stage)), 'cancelled' as const].map((stage) => ({
      stage,
      at: at(stage),
    }));
  }
  const current = order.stage === null ? -1 : path.indexOf(order.stage);
  // Stages beyond the current one are ahead, whatever an undone log says.
  return path.map((stage, index) => ({ stage, at: index <= current ? at(stage) : null }));
}

/** The money in the shopper's words, derived from the order's ledger like the staff board's. */
export function shopperMoney(order: Pick<ProgressOrder, 'paymentMethod' | 'stage'>, ledger: readonly LedgerEntry[]) {
  const totals = moneyTotals(ledger);
  const state = paymentState(ledger);
  const paid = kopecks(Math.max(0, totals.paidIn - totals.refunded));
  const money: ShopperMoney = {
    state:
      state === 'unpaid'
        ? order.paymentMethod === 'on_receipt' && order.stage !== 'cancelled'
          ? 'on_receipt'
          : 'unpaid'
        : state,
    paid,
    refunded: totals.refunded,
  };
  return money;
}

/** A cancel's reason as the shopper reads it: the staff member's words, or a plain sentence when there are none. */
export function shopperCancelReason(order: Pick<ProgressOrder, 'stage' | 'cancelReason'>): string | null {
  if (order.stage !== 'cancelled') return null;
  const reason = order.cancelReason?.trim();
  return reason ? reason : CANCELLED_BY_SHOP;
}

/**
 * What the live order page tracks (issue 28), from the order, its stage moves
 * in the audit log and its money ledger. Pure: the repositories read, this decides.
 */
export function orderProgress(
  order: ProgressOrder,
  moves: readonly StageMoveRow[],
  ledger: readonly LedgerEntry[],
): OrderTracking {
  return {
    steps: progressSteps(order, moves),
    money: shopperMoney(order, ledger),
    cancelReason: shopperCancelReason(order),
    seq: order.lastSeq ?? 0,
  };
}
