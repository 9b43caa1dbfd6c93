import type { Executor } from '../../db/transaction';
import { createBonusHoldsRepository } from '../../repositories/bonus-holds';
import { type HoldRow, lockBalance, placeHold, releaseHold, spendHold } from './ledger';

/**
 * How long the points a shopper set aside before paying stay held if no
 * payment takes them (issue 27: a cart left with points chosen must not keep
 * them for an hour). A cart change and a sign-out give them back sooner.
 */
export const DRAFT_HOLD_MINUTES = 15;

export const NOT_ENOUGH_POINTS = 'Столько баллов нет на счёте';

/** The user's draft hold (points chosen before paying), if any. */
export async function findDraftHold(tx: Executor, userId: string): Promise<HoldRow | null> {
  return createBonusHoldsRepository(tx).findDraft(userId);
}

export async function findOrderHold(tx: Executor, orderUid: string): Promise<HoldRow | null> {
  return createBonusHoldsRepository(tx).findOfOrder(orderUid);
}

/**
 * `POST /priapi/user/update/bonuses`: replaces the draft hold with one of
 * `points` (0: none) in the caller's transaction. False when fewer points
 * are available than asked, counting the draft's own; nothing changes then.
 */
export async function setDraftHold(tx: Executor, userId: string, points: number, now: Date): Promise<boolean> {
  const balance = await lockBalance(tx, userId);
  const draft = await findDraftHold(tx, userId);
  if (points > balance.available + (draft?.points ?? 0)) return false;
  if (draft && draft.points === points) return true;
  if (draft) await releaseHold(tx, draft.id, now);
  if (points === 0) return true;
  const hold = await placeHold(tx, {
    userId,
    points,
    orderUid: null,
    expiresAt: new Date(now.getTime() + DRAFT_HOLD_MINUTES * 60_000),
    now,
  });
  return hold !== null;
}

/**
 * Holds `points` for an order being written, in the order's transaction: the
 * draft hold moves to the order when it is exactly that many points, and is
 * released otherwise (its points count as available for the new hold). False
 * when the points are no longer there (another payment took them): the
 * caller rolls the order back.
 */
export async function holdForOrder(
  tx: Executor,
  input: { userId: string; orderUid: string; points: number; expiresAt: Date; now: Date },
): Promise<boolean> {
  await lockBalance(tx, input.userId);
  const draft = await findDraftHold(tx, input.userId);
  if (draft && draft.points === input.points) {
    const moved = await createBonusHoldsRepository(tx).moveDraftToOrder(draft.id, input.orderUid, input.expiresAt);
    if (moved) return true;
  }
  if (draft) await releaseHold(tx, draft.id, input.now);
  if (input.points === 0) return true;
  return (await placeHold(tx, { ...input, orderUid: input.orderUid })) !== null;
}

/** Spends the order's hold (the order is paid or confirmed); 0 when there is none or it was settled. */
export async function spendOrderHold(tx: Executor, orderUid: string, now: Date): Promise<number> {
  const hold = await findOrderHold(tx, orderUid);
  if (!hold) return 0;
  await lockBalance(tx, hold.userId);
  return spendHold(tx, hold.id, now);
}

/** Gives the order's held points back (declined, expired, abandoned); 0 when none were held any more. */
export async function releaseOrderHold(
  tx: Executor,
  orderUid: string,
  now: Date,
  state: 'released' | 'expired' = 'released',
): Promise<number> {
  const hold = await findOrderHold(tx, orderUid);
  if (!hold) return 0;
  await lockBalance(tx, hold.userId);
  return releaseHold(tx, hold.id, now, state);
}
