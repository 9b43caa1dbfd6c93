import { type Executor, withTransaction } from '../../db/transaction';
import { createBonusHoldsRepository } from '../../repositories/bonus-holds';
import { createBonusLedgerRepository } from '../../repositories/bonus-ledger';
import { appendEntry, lockBalance, shift } from './balance';
import { releaseHold } from './hold-ledger';

/** Users looked at per pass; the next pass takes the rest. */
const BATCH = 200;

export interface ExpiryPass {
  /** Points that expired, in all. */
  expired: number;
  /** Users whose points changed (expired lots or draft holds given back): they are told. */
  changed: string[];
}

/**
 * Expires what is due at `now`: draft holds nobody paid with go back to
 * `available` first, then lots past their date, oldest first, each whole (see
 * `ledger.ts`: a lot still carrying held points waits for the hold). Each user
 * in its own transaction; a repeated pass finds nothing to do.
 */
export async function expireBonuses(db: Executor, now: Date): Promise<ExpiryPass> {
  const changed = new Set<string>();
  let expired = 0;

  const drafts = await createBonusHoldsRepository(db).dueDrafts(now, BATCH);
  for (const draft of drafts) {
    const released = await withTransaction(db, async (tx) => {
      await lockBalance(tx, draft.userId);
      return releaseHold(tx, draft.id, now, 'expired');
    });
    if (released > 0) changed.add(draft.userId);
  }

  const due = await createBonusLedgerRepository(db).usersWithDueLots(now, BATCH);
  for (const userId of due) {
    const points = await withTransaction(db, (tx) => expireUserLots(tx, userId, now));
    if (points > 0) {
      expired += points;
      changed.add(userId);
    }
  }
  return { expired, changed: [...changed] };
}

/** One user's lots past their date, oldest first; answers the points expired. */
export async function expireUserLots(tx: Executor, userId: string, now: Date): Promise<number> {
  const balance = await lockBalance(tx, userId);
  const ledger = createBonusLedgerRepository(tx);
  const lots = await ledger.lotsWithPoints(userId, 'oldest');
  // Held points belong to the oldest lots: walk them in order, handing each its share of `held`.
  let heldLeft = balance.held;
  let expired = 0;
  for (const lot of lots) {
    const heldHere = Math.min(lot.remaining, heldLeft);
    heldLeft -= heldHere;
    if (lot.expiresAt.getTime() > now.getTime()) break;
    if (heldHere > 0) continue;
    const entry = await appendEntry(tx, { userId, kind: 'expire', points: lot.remaining, lotId: lot.id, now });
    if (entry === null) continue;
    // Through the one function that moves balances, like every other entry.
    if (!(await shift(tx, userId, -lot.remaining, 0, now))) {
      throw new Error(`lot ${lot.id} expires more than ${userId} has available`);
    }
    await ledger.emptyLot(lot.id, lot.remaining);
    expired += lot.remaining;
  }
  return expired;
}
