import type { Executor } from '../../db/transaction';
import { type BonusEntryKind, createBonusLedgerRepository } from '../../repositories/bonus-ledger';

/*
 * The bonus ledger (issue 14). Every function here runs inside the caller's
 * transaction and writes a ledger entry together with the balance it moves.
 *
 * Invariant, per user: Σ lots.remaining = account.available + account.held.
 *
 * - A hold moves points from `available` to `held` (a conditional update
 *   `available >= n`, so two payments racing for the same points cannot both
 *   win; the CHECK is the last guard). Lots are untouched: held points are
 *   still in their lots.
 * - Held points belong to the OLDEST lots first. Spending a hold takes its
 *   points off `held` and off the lots' `remaining`, oldest first (expired
 *   lots included: that is where the held points came from). Releasing a
 *   hold gives them back to `available`; lots are untouched.
 * - Expiry (see `expiry.ts`) takes a lot past its date whole: a lot that
 *   still carries held points (by the oldest-first rule) waits until the hold
 *   is spent or released, so the one expiry entry a lot may have (a unique
 *   index) is never partial and `available` never goes negative.
 * - Earning adds a lot and `available`; a claw-back takes back what an order
 *   earned, at most what is available now, from the order's own lot first,
 *   then the newest ones (so it never touches held points).
 *
 * A hold leaves `active` once, by a conditional update; entries unique by
 * (order, kind) and (hold, kind) make a replayed event write nothing, and the
 * balance moves only when an entry was actually inserted.
 */

export interface Balance {
  available: number;
  held: number;
}

export interface EntryInput {
  userId: string;
  kind: BonusEntryKind;
  points: number;
  orderUid?: string | null;
  holdId?: string | null;
  lotId?: number | null;
  /** Which of several entries of one kind of an order this is (a claw-back per refund). */
  ref?: string | null;
  now: Date;
}

/** Appends one entry; null when an equal one (same order or hold and kind) exists already. */
export async function appendEntry(tx: Executor, entry: EntryInput): Promise<number | null> {
  return createBonusLedgerRepository(tx).appendEntry({
    userId: entry.userId,
    kind: entry.kind,
    points: entry.points,
    orderUid: entry.orderUid ?? null,
    holdId: entry.holdId ?? null,
    lotId: entry.lotId ?? null,
    ref: entry.ref ?? null,
    createdAt: entry.now,
  });
}

/** The balance, with the account row locked until the transaction ends: a user's point moves queue up here. */
export async function lockBalance(tx: Executor, userId: string): Promise<Balance> {
  return (await createBonusLedgerRepository(tx).lockBalance(userId)) ?? { available: 0, held: 0 };
}

export async function readBalance(db: Executor, userId: string): Promise<Balance> {
  return (await createBonusLedgerRepository(db).readBalance(userId)) ?? { available: 0, held: 0 };
}

/** Moves `delta` points between `available` and `held`; false when `available` would go negative. */
export async function shift(tx: Executor, userId: string, availableDelta: number, heldDelta: number, now: Date) {
  return createBonusLedgerRepository(tx).shift(userId, availableDelta, heldDelta, now);
}
