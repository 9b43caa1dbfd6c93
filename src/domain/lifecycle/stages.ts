import type { OrderStage } from '../contract/checkout';

/*
 * Fulfilment (issue 26): where an order is in the shop. Kept apart from
 * money (see `payment-state.ts`): a stage never says whether the order is paid.
 */

export type FulfilmentMethod = 'pickup' | 'delivery';

const PATHS: Record<FulfilmentMethod, readonly OrderStage[]> = {
  pickup: ['accepted', 'baking', 'ready', 'handed_over'],
  delivery: ['accepted', 'baking', 'ready', 'on_the_way', 'handed_over'],
};

/** How long the last move may be undone (back to the stage it left). */
export const UNDO_WINDOW_MS = 2 * 60_000;

/** The stages an order of this method passes, in order (without `cancelled`). */
export const stagesOf = (method: FulfilmentMethod): readonly OrderStage[] => PATHS[method];

/** The stage after `stage` for this method; null at the end or for a cancelled order. */
export function nextStage(method: FulfilmentMethod, stage: OrderStage): OrderStage | null {
  const path = PATHS[method];
  const index = path.indexOf(stage);
  return index >= 0 && index < path.length - 1 ? (path[index + 1] ?? null) : null;
}

/** Whether nothing more happens to the order in the shop. */
export const isFinished = (stage: OrderStage | null): boolean => stage === 'handed_over' || stage === 'cancelled';

/** Whether staff may still cancel it: any stage before handover. */
export const isCancellable = (stage: OrderStage | null): boolean => stage !== null && !isFinished(stage);

/** The order's last move, as the order keeps it for undo. */
export interface LastMove {
  /** The stage the last move left; null when there is nothing to undo. */
  previousStage: OrderStage | null;
  stageChangedAt: Date | null;
}

/** Whether moving `from → to` now is the undo of the order's last move (back to the stage it left, in time). */
export function isUndo(from: OrderStage, to: OrderStage, last: LastMove, now: Date): boolean {
  if (last.previousStage !== to || last.stageChangedAt === null || (isFinished(from) && from === 'cancelled'))
    return false;
  return now.getTime() - last.stageChangedAt.getTime() <= UNDO_WINDOW_MS;
}

/** Until when the last move may be undone; null when it may not (any more). */
export function undoUntil(last: LastMove, stage: OrderStage | null, now: Date): Date | null {
  if (last.previousStage === null || last.stageChangedAt === null || stage === null || stage === 'cancelled')
    return null;
  const until = new Date(last.stageChangedAt.getTime() + UNDO_WINDOW_MS);
  return until > now ? until : null;
}

export type MoveCheck = { ok: true; undo: boolean } | { ok: false; reason: 'not_next' | 'finished' };

/** Whether `from → to` is a move staff may make: the next stage, or the undo of the last move. */
export function checkMove(
  method: FulfilmentMethod,
  from: OrderStage,
  to: OrderStage,
  last: LastMove,
  now: Date,
): MoveCheck {
  if (from === 'cancelled') return { ok: false, reason: 'finished' };
  if (isUndo(from, to, last, now)) return { ok: true, undo: true };
  if (from === 'handed_over') return { ok: false, reason: 'finished' };
  return nextStage(method, from) === to ? { ok: true, undo: false } : { ok: false, reason: 'not_next' };
}
