import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, sql } from 'drizzle-orm';
import { pointsExpireAt } from '../../../src/domain/loyalty';
import { type BonusEntryKind, bonusAccounts, bonusHolds, bonusLedger, bonusLots } from '../../db/schema';
import { type Executor, withTransaction } from '../../db/transaction';
import type { UserEvents } from '../../realtime/user-events';

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

export type HoldRow = typeof bonusHolds.$inferSelect;

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
  const [row] = await tx
    .insert(bonusLedger)
    .values({
      userId: entry.userId,
      kind: entry.kind,
      points: entry.points,
      orderUid: entry.orderUid ?? null,
      holdId: entry.holdId ?? null,
      lotId: entry.lotId ?? null,
      ref: entry.ref ?? null,
      createdAt: entry.now,
    })
    .onConflictDoNothing()
    .returning({ id: bonusLedger.id });
  return row?.id ?? null;
}

/** The balance, with the account row locked until the transaction ends: a user's point moves queue up here. */
export async function lockBalance(tx: Executor, userId: string): Promise<Balance> {
  const [row] = await tx
    .select({ available: bonusAccounts.available, held: bonusAccounts.held })
    .from(bonusAccounts)
    .where(eq(bonusAccounts.userId, userId))
    .for('update');
  return row ?? { available: 0, held: 0 };
}

export async function readBalance(db: Executor, userId: string): Promise<Balance> {
  const [row] = await db
    .select({ available: bonusAccounts.available, held: bonusAccounts.held })
    .from(bonusAccounts)
    .where(eq(bonusAccounts.userId, userId));
  return row ?? { available: 0, held: 0 };
}

/** Moves `delta` points between `available` and `held`; false when `available` would go negative. */
export async function shift(tx: Executor, userId: string, availableDelta: number, heldDelta: number, now: Date) {
  const conditions = [eq(bonusAccounts.userId, userId)];
  if (availableDelta < 0) conditions.push(gte(bonusAccounts.available, -availableDelta));
  if (heldDelta < 0) conditions.push(gte(bonusAccounts.held, -heldDelta));
  const updated = await tx
    .update(bonusAccounts)
    .set({
      available: sql`${bonusAccounts.available} + ${availableDelta}`,
      held: sql`${bonusAccounts.held} + ${heldDelta}`,
      updatedAt: now,
    })
    .where(and(...conditions))
    .returning({ userId: bonusAccounts.userId });
  return updated.length > 0;
}

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
  const [hold] = await tx
    .insert(bonusHolds)
    .values({
      id,
      userId: input.userId,
      orderUid: input.orderUid,
      points: input.points,
      state: 'active',
      createdAt: input.now,
      expiresAt: input.expiresAt,
    })
    .returning();
  if (!hold) throw new Error('the hold insert returned no row');
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
  const [hold] = await tx
    .update(bonusHolds)
    .set({ state, settledAt: now })
    .where(and(eq(bonusHolds.id, holdId), eq(bonusHolds.state, 'active')))
    .returning();
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

/** Lowers lots' `remaining` by `points` in all, oldest or newest first. */
export async function takeFromLots(
  tx: Executor,
  userId: string,
  points: number,
  order: 'oldest' | 'newest',
  firstLot?: number,
) {
  const lots = await tx
    .select({ id: bonusLots.id, remaining: bonusLots.remaining })
    .from(bonusLots)
    .where(and(eq(bonusLots.userId, userId), gt(bonusLots.remaining, 0)))
    .orderBy(
      ...(order === 'oldest'
        ? [asc(bonusLots.earnedAt), asc(bonusLots.id)]
        : [desc(bonusLots.earnedAt), desc(bonusLots.id)]),
    );
  if (firstLot !== undefined) lots.sort((a, b) => Number(b.id === firstLot) - Number(a.id === firstLot));
  let left = points;
  for (const lot of lots) {
    if (left === 0) break;
    const take = Math.min(left, lot.remaining);
    await tx
      .update(bonusLots)
      .set({ remaining: sql`${bonusLots.remaining} - ${take}` })
      .where(eq(bonusLots.id, lot.id));
    left -= take;
  }
  if (left > 0) throw new Error(`the lots of ${userId} hold ${points - left} points, ${points} were taken`);
}

/** Credits what a paid or confirmed order earns, once per order; answers the points credited now. */
export async function earnForOrder(
  tx: Executor,
  userId: string,
  orderUid: string,
  points: number,
  now: Date,
): Promise<number> {
  if (points <= 0) return 0;
  return creditPoints(tx, { userId, kind: 'earn', points, orderUid, now });
}

/**
 * Credits points once: the ledger entry (unique per order or, for the welcome
 * bonus, per user), a lot that expires like any earned points, and the balance
 * kept in step. Answers the points credited, 0 when the entry existed already.
 */
export async function creditPoints(
  tx: Executor,
  credit: { userId: string; kind: 'welcome' | 'earn' | 'return'; points: number; orderUid?: string; now: Date },
): Promise<number> {
  const { userId, points, now } = credit;
  const entry = await appendEntry(tx, credit);
  if (entry === null) return 0;
  await tx
    .insert(bonusLots)
    .values({ userId, entryId: entry, points, remaining: points, earnedAt: now, expiresAt: pointsExpireAt(now) });
  await tx
    .insert(bonusAccounts)
    .values({ userId, available: points, held: 0, updatedAt: now })
    .onConflictDoUpdate({
      target: bonusAccounts.userId,
      set: { available: sql`${bonusAccounts.available} + ${points}`, updatedAt: now },
    });
  return points;
}

/**
 * Takes back what an order earned (a refund), once: at most what is available
 * now, so the balance never goes negative; answers the points taken (0 when
 * the order earned nothing or was clawed back before).
 */
export async function clawbackInTransaction(tx: Executor, orderUid: string, now: Date): Promise<number> {
  const [earned] = await tx
    .select({ id: bonusLedger.id, userId: bonusLedger.userId, points: bonusLedger.points })
    .from(bonusLedger)
    .where(and(eq(bonusLedger.orderUid, orderUid), eq(bonusLedger.kind, 'earn')));
  if (!earned) return 0;
  const balance = await lockBalance(tx, earned.userId);
  const points = Math.min(earned.points, balance.available);
  if (points <= 0) {
    // Nothing left to take, but the claw-back is done: a second call must not take later earnings.
    return 0;
  }
  const entry = await appendEntry(tx, { userId: earned.userId, kind: 'clawback', points, orderUid, now });
  if (entry === null) return 0;
  if (!(await shift(tx, earned.userId, -points, 0, now))) throw new Error('claw-back beyond the available points');
  const [lot] = await tx.select({ id: bonusLots.id }).from(bonusLots).where(eq(bonusLots.entryId, earned.id));
  await takeFromLots(tx, earned.userId, points, 'newest', lot?.id);
  return points;
}

/**
 * `clawback(orderUid)` for refunds: takes back what the order earned in its
 * own transaction and tells the owner. Answers the points taken.
 */
export async function clawback(
  db: Executor,
  orderUid: string,
  { now, userEvents }: { now: Date; userEvents?: UserEvents | undefined },
): Promise<number> {
  const taken = await withTransaction(db, async (tx) => {
    const points = await clawbackInTransaction(tx, orderUid, now);
    const [entry] =
      points > 0
        ? await tx
            .select({ userId: bonusLedger.userId })
            .from(bonusLedger)
            .where(and(eq(bonusLedger.orderUid, orderUid), eq(bonusLedger.kind, 'clawback')))
        : [];
    return { points, userId: entry?.userId ?? null };
  });
  if (taken.userId) userEvents?.userChanged(taken.userId);
  return taken.points;
}
