import { and, eq, gt, sql } from 'drizzle-orm';
import { KIOSK_PIN_LOCKOUT } from '../../../src/domain/contract/kiosk';
import { kioskPinFailures } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/**
 * The kiosk PIN lockout (issue 15): five wrong PINs for one shop from one
 * address within five minutes lock that shop's PIN for that address for five
 * minutes; the fifth wrong PIN is refused as locked already. Kept in the
 * database, so a restart forgets nothing and every server process sees it.
 */
export interface PinLockoutRule {
  attempts: number;
  lockMs: number;
}

export interface PinLockKey {
  shopId: string;
  /** The client's rate-limit key (`clientKey(request.ip)`). */
  address: string;
}

const iso = (at: Date) => at.toISOString();

/** Until when the PIN is refused for this shop and address, or `null` when it is not locked at `now`. */
export async function lockedUntil(db: Executor, key: PinLockKey, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: kioskPinFailures.lockedUntil })
    .from(kioskPinFailures)
    .where(
      and(
        eq(kioskPinFailures.shopId, key.shopId),
        eq(kioskPinFailures.address, key.address),
        gt(kioskPinFailures.lockedUntil, now),
      ),
    );
  return row?.lockedUntil ?? null;
}

/**
 * Counts one wrong PIN in one conditional upsert (parallel guesses on several
 * servers count exactly) and answers until when the PIN is now locked, or
 * `null` when the limit is not reached yet.
 */
export async function recordWrongPin(
  db: Executor,
  key: PinLockKey,
  now: Date,
  rule: PinLockoutRule = KIOSK_PIN_LOCKOUT,
): Promise<Date | null> {
  const at = sql`${iso(now)}::timestamptz`;
  const windowStart = sql`${iso(new Date(now.getTime() - rule.lockMs))}::timestamptz`;
  const lockEnd = sql`${iso(new Date(now.getTime() + rule.lockMs))}::timestamptz`;
  const { failures, firstFailedAt, lockedUntil: locked } = kioskPinFailures;
  const isLocked = sql`(${locked} is not null and ${locked} > ${at})`;
  const windowOver = sql`(${firstFailedAt} <= ${windowStart})`;
  const reachesLimit = sql`(${failures} + 1 >= ${rule.attempts})`;
  const firstLocks = rule.attempts <= 1;
  const [row] = await db
    .insert(kioskPinFailures)
    .values({
      shopId: key.shopId,
      address: key.address,
      failures: firstLocks ? 0 : 1,
      firstFailedAt: now,
      lockedUntil: firstLocks ? new Date(now.getTime() + rule.lockMs) : null,
    })
    .onConflictDoUpdate({
      target: [kioskPinFailures.shopId, kioskPinFailures.address],
      set: {
        // Order matters in each CASE: a live lock changes nothing; an old window starts over; the limit locks.
        failures: sql`case when ${isLocked} then ${failures} when ${windowOver} then ${firstLocks ? 0 : 1} when ${reachesLimit} then 0 else ${failures} + 1 end`,
        firstFailedAt: sql`case when ${isLocked} then ${firstFailedAt} when ${windowOver} or ${reachesLimit} then ${at} else ${firstFailedAt} end`,
        lockedUntil: sql`case when ${isLocked} then ${locked} when ${windowOver} then ${firstLocks ? lockEnd : sql`null`} when ${reachesLimit} then ${lockEnd} else null end`,
      },
    })
    .returning({ lockedUntil: kioskPinFailures.lockedUntil });
  const until = row?.lockedUntil ?? null;
  return until && until.getTime() > now.getTime() ? until : null;
}

/** A right PIN forgets the wrong ones before it (never a live lock: that is checked first). */
export async function clearWrongPins(db: Executor, key: PinLockKey): Promise<void> {
  await db
    .delete(kioskPinFailures)
    .where(and(eq(kioskPinFailures.shopId, key.shopId), eq(kioskPinFailures.address, key.address)));
}
