import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/transaction';
import { createBonusHoldsRepository, type HoldRow } from '../../repositories/bonus-holds';
import { appendEntry, shift } from './balance';
import { takeFromLots } from './lots';

/*
 * Holds in the ledger: points set aside for a payment (`available` → `held`),
 * then spent (off `held` and the oldest lots) or released (back to
 * `available`). A hold leaves `active` once, by a conditional update.
 */

export type { HoldRow };

export interface HoldInput {
  userId: string;
  points: number;
  /** Null for the shopper's draft hold (`POST /priapi/user/update/bonuses`). */
  orderUid: string | null;
  expiresAt: Date;
  now: Date;
}

/** Sets `points` aside; null when fewer are available (nothing is written then). */
export async function placeHold(tx: Executor, input: HoldInput): Promise<HoldRow | null> {
  if (input.points <= 0) return null;
  if (!(await shift(tx, input.userId, -input.points, input.points, input.now))) return null;
  const id = randomUUID();
  const hold = await createBonusHoldsRepository(tx).insert({
    id,
    userId: input.userId,
    orderUid: input.orderUid,
    points: input.points,
    state: 'active',
    createdAt: input.now,
    expiresAt: input.expiresAt,
  });
  await appendEntry(tx, {
    userId: input.userId,
    kind: 'hold',
    points: input.points,
    orderUid: input.orderUid,
    holdId: id,
    now: input.now,
  });
  return hold;
}

/**
 * Takes a hold out of `active` once (a conditional update) and writes the
 * ledger entry of that (`release` or `spend`); null when it had left `active`
 * already, so a second call changes nothing.
 */
async function closeHold(
  tx: Executor,
  holdId: string,
  state: 'spent' | 'released' | 'expired',
  kind: 'release' | 'spend',
  now: Date,
): Promise<HoldRow | null> {
  const hold = await createBonusHoldsRepository(tx).close(holdId, state, now);
  if (!hold) return null;
  const entry = await appendEntry(tx, {
    userId: hold.userId,
    kind,
    points: hold.points,
    orderUid: hold.orderUid,
    holdId: hold.id,
    now,
  });
  return entry === null ? null : hold;
}

/** Gives a hold's points back to `available`; 0 when it was settled before (a second release changes nothing). */
export async function releaseHold(
  tx: Executor,
  holdId: string,
  now: Date,
  state: 'released' | 'expired' = 'released',
): Promise<number> {
  const hold = await closeHold(tx, holdId, state, 'release', now);
  if (!hold) return 0;
  if (!(await shift(tx, hold.userId, hold.points, -hold.points, now))) {
    throw new Error(`hold ${hold.id} released more than is held`);
  }
  return hold.points;
}

/** Spends a hold: its points leave `held` and the oldest lots; 0 when it was settled before. */
export async function spendHold(tx: Executor, holdId: string, now: Date): Promise<number> {
  const hold = await closeHold(tx, holdId, 'spent', 'spend', now);
  if (!hold) return 0;
  if (!(await shift(tx, hold.userId, 0, -hold.points, now))) throw new Error(`hold ${hold.id} spent more than is held`);
  await takeFromLots(tx, hold.userId, hold.points, 'oldest');
  return hold.points;
}
