import type { StaffOrder } from '../../domain/contract/staff';
import type { Kopecks } from '../../domain/money';
import { mergeOrder, nextMove } from './board-logic';
import { conflictOrder, messageOf, type StaffApi } from './staff-board.api';
import type { BoardState } from './staff-board.store';

export type CardOutcome = { ok: true; order: StaffOrder } | { ok: false; message: string };

/**
 * One staff action on one card. The answer's order replaces the card's (by
 * version); a `409` carries the order as it is now, so the card simply shows
 * that with a line saying why, never an error dialog.
 */
export async function onCard(
  state: BoardState,
  uid: string,
  call: () => Promise<{ order: StaffOrder }>,
): Promise<CardOutcome> {
  if (state.busy[uid]) return { ok: false, message: 'Подождите: предыдущее действие ещё выполняется' };
  state.busy[uid] = true;
  delete state.notes[uid];
  try {
    const { order } = await call();
    mergeOrder(state, order);
    return { ok: true, order };
  } catch (error) {
    const current = conflictOrder(error);
    if (current) mergeOrder(state, current);
    const message = messageOf(error);
    state.notes[uid] = message;
    return { ok: false, message };
  } finally {
    delete state.busy[uid];
  }
}

export interface BoardActions {
  move(order: StaffOrder): Promise<CardOutcome>;
  undo(uid: string): Promise<CardOutcome>;
  takePayment(order: StaffOrder, method: 'cash' | 'terminal'): Promise<CardOutcome>;
  cancel(order: StaffOrder, reason: string): Promise<CardOutcome>;
  refund(order: StaffOrder, amount: Kopecks, reason: string): Promise<CardOutcome>;
  resolve(order: StaffOrder, action: 'accept' | 'refund'): Promise<CardOutcome>;
}

export function boardActions(state: BoardState, calls: StaffApi): BoardActions {
  return {
    move: (order) => {
      const move = nextMove(order);
      if (!move) return Promise.resolve({ ok: false, message: 'Заказ уже на последнем этапе' });
      return onCard(state, order.uid, () => calls.stage(order.uid, move.from, move.to));
    },
    undo: (uid) => {
      // The card as it is now: another tablet may have moved it since.
      const order = state.orders[uid];
      if (!order?.undo || order.stage === null) {
        return Promise.resolve({ ok: false, message: 'Отменить уже нельзя' });
      }
      const { to } = order.undo;
      const from = order.stage;
      return onCard(state, uid, () => calls.stage(uid, from, to));
    },
    takePayment: (order, method) => onCard(state, order.uid, () => calls.cash(order.uid, method)),
    cancel: (order, reason) => onCard(state, order.uid, () => calls.cancel(order.uid, reason)),
    refund: (order, amount, reason) => onCard(state, order.uid, () => calls.refund(order.uid, amount, reason)),
    resolve: (order, action) => onCard(state, order.uid, () => calls.resolve(order.uid, action)),
  };
}
