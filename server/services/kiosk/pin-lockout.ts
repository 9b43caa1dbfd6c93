import { and, eq, sql } from 'drizzle-orm';
import { kioskPinFailures } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/*
 * The kiosk PIN lockout (issues 15 and 26). A try is taken BEFORE the PIN is
 * compared, in one conditional upsert that refuses once the limit is reached,
 * so a parallel burst gets no more comparisons than the limit, on every
 * server over the same database. Counted twice: per shop and address (a few
 * tries for one tablet), and per shop from all addresses together (the row of
 * `SHOP_WIDE`), so rotating the address buys no more guesses.
 */

export interface PinLockoutRule {
  /** Tries within `lockMs` of the first one; the try that reaches it locks (and is refused when wrong). */
  attempts: number;
  /** The counting window, and how long a lock lasts. */
  lockMs: number;
}

export interface PinLockKey {
  shopId: string;
  /** The client's rate-limit key (`clientKey(request.ip)`), or `SHOP_WIDE`. */
  address: string;
}

/** The address of a shop's own row: every try at the shop's PIN, from anywhere. Not an IP address or a /64. */
export const SHOP_WIDE = '*';

/** A client's row, never the shop's: a forged X-Forwarded-For of `*` is only one more address. */
export const addressKey = (shopId: string, address: string): PinLockKey => ({
  shopId,
  address: address === SHOP_WIDE ? `${SHOP_WIDE}?` : address,
});

export const shopWideKey = (shopId: string): PinLockKey => ({ shopId, address: SHOP_WIDE });

export type PinTry =
  /** Counted: compare the PIN. `locks` is when this try reached the limit: a wrong PIN is then refused as locked. */
  | { taken: true; locks: Date | null }
  /** Refused without a comparison: locked until then. */
  | { taken: false; lockedUntil: Date };

const iso = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const keyIs = (key: PinLockKey) =>
  and(eq(kioskPinFailures.shopId, key.shopId), eq(kioskPinFailures.address, key.address));

/** Takes one try under `key`, or refuses it while the key is locked. */
export async function takePinTry(db: Executor, key: PinLockKey, now: Date, rule: PinLockoutRule): Promise<PinTry> {
  const lockEnd = new Date(now.getTime() + rule.lockMs);
  const { failures, firstFailedAt, lockedUntil } = kioskPinFailures;
  const at = iso(now);
  // A window that is over, or a lock that has passed, starts the count again.
  const startsOver = sql`(${firstFailedAt} <= ${iso(new Date(now.getTime() - rule.lockMs))} or ${lockedUntil} <= ${at})`;
  const counted = sql`case when ${startsOver} then 1 else ${failures} + 1 end`;
  const [row] = await db
    .insert(kioskPinFailures)
    .values({
      ...key,
      failures: 1,
      firstFailedAt: now,
      lockedUntil: rule.attempts <= 1 ? lockEnd : null,
    })
    .onConflictDoUpdate({
      target: [kioskPinFailures.shopId, kioskPinFailures.address],
      set: {
        failures: counted,
        firstFailedAt: sql`case when ${startsOver} then ${at} else ${firstFailedAt} end`,
        lockedUntil: sql`case when ${counted} >= ${rule.attempts} then ${iso(lockEnd)} else null end`,
      },
      // A live lock refuses the try: nothing is counted and no row comes back.
      setWhere: sql`${lockedUntil} is null or ${lockedUntil} <= ${at}`,
    })
    .returning({ lockedUntil });
  if (row) return { taken: true, locks: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null };
  const [locked] = await db.select({ lockedUntil }).from(kioskPinFailures).where(keyIs(key));
  // Unlocked between the two statements (a right PIN cleared it): refused all the same, for a second.
  return { taken: false, lockedUntil: locked?.lockedUntil ?? new Date(now.getTime() + 1000) };
}

/**
 * Gives a taken try back (a right PIN against the shop's count, or a PIN
 * never compared); lifts the lock when the count falls below the limit again.
 */
export async function returnPinTry(db: Executor, key: PinLockKey, rule: PinLockoutRule): Promise<void> {
  const { failures, lockedUntil } = kioskPinFailures;
  await db
    .update(kioskPinFailures)
    .set({
      failures: sql`greatest(${failures} - 1, 0)`,
      lockedUntil: sql`case when ${failures} - 1 < ${rule.attempts} then null else ${lockedUntil} end`,
    })
    .where(keyIs(key));
}

/** A right PIN forgets the wrong ones from its address (its own try included). */
export async function clearWrongPins(db: Executor, key: PinLockKey): Promise<void> {
  await db.delete(kioskPinFailures).where(keyIs(key));
}
