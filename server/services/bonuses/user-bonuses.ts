import type { BonusesAnswer } from '../../../src/domain/contract/account';
import { type Executor, withTransaction } from '../../db/transaction';
import { createUserOrdersRepository } from '../../repositories/user-orders';
import { loadUserData } from '../accounts/user-data';
import { DomainError } from '../errors';
import { findDraftHold, findOrderHold, NOT_ENOUGH_POINTS, releaseOrderHold, setDraftHold } from './holds';
import { lockBalance, releaseHold } from './ledger';

export const ORDER_NOT_YOURS = 'Заказ не найден';

/** `BonusesAnswer`: the points now set aside for the next payment and the balance. */
async function bonusesAnswer(db: Executor, userId: string, bonusValue: number, now: Date): Promise<BonusesAnswer> {
  const data = await loadUserData(db, userId, now);
  if (!data) throw new DomainError('unauthorized', 'Войдите в личный кабинет');
  return { bonusValue, bonuses: data.bonuses };
}

/**
 * `POST /priapi/user/update/bonuses`: the shopper's choice of points for the
 * next payment, held at once (one draft hold per user, replaced whole in one
 * transaction). Answers whether anything moved, for the realtime push.
 */
export async function updateBonuses(
  db: Executor,
  userId: string,
  points: number,
  now: Date,
): Promise<{ answer: BonusesAnswer; changed: boolean }> {
  const outcome = await withTransaction(db, async (tx) => {
    const before = await findDraftHold(tx, userId);
    if (!(await setDraftHold(tx, userId, points, now))) return 'short' as const;
    return before?.points === points || (!before && points === 0) ? ('same' as const) : ('moved' as const);
  });
  if (outcome === 'short') throw new DomainError('conflict', NOT_ENOUGH_POINTS);
  return { answer: await bonusesAnswer(db, userId, points, now), changed: outcome === 'moved' };
}

/**
 * `POST /priapi/user/update/bonuses/close/payment`: a payment did not go
 * through, so its points come back. With `orderId` (the user's own order, or
 * 404) the order's hold is released unless the order still waits for the
 * bank or was paid: the points of a payment in progress stay with it, and
 * `settlePayment` gives them back when it fails. Without it, the draft hold
 * is released. A second call changes nothing.
 */
export async function closePayment(
  db: Executor,
  userId: string,
  orderId: string | undefined,
  now: Date,
): Promise<{ answer: BonusesAnswer; changed: boolean }> {
  const released = await withTransaction(db, async (tx) => {
    if (orderId) {
      const status = await createUserOrdersRepository(tx).ownStatus(orderId, userId);
      if (!status) throw new DomainError('not_found', ORDER_NOT_YOURS);
      if (status !== 'declined' && status !== 'expired') return 0;
      if (!(await findOrderHold(tx, orderId))) return 0;
      return releaseOrderHold(tx, orderId, now);
    }
    return releaseDraftInside(tx, userId, now);
  });
  return { answer: await bonusesAnswer(db, userId, 0, now), changed: released > 0 };
}

async function releaseDraftInside(tx: Executor, userId: string, now: Date): Promise<number> {
  await lockBalance(tx, userId);
  const draft = await findDraftHold(tx, userId);
  return draft ? releaseHold(tx, draft.id, now) : 0;
}

/**
 * Gives the user's draft hold back (a sign-out: the points chosen on this
 * device go with the session, issue 27); answers the points released, 0 when
 * there was none. An order's hold stays with its order.
 */
export function releaseDraftHold(db: Executor, userId: string, now: Date): Promise<number> {
  return withTransaction(db, (tx) => releaseDraftInside(tx, userId, now));
}
