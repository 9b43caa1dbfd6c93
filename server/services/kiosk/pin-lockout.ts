import type { Executor } from '../../db/transaction';
import { createKioskRepository } from '../../repositories/kiosk';

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

/** Takes one try under `key`, or refuses it while the key is locked. */
export async function takePinTry(db: Executor, key: PinLockKey, now: Date, rule: PinLockoutRule): Promise<PinTry> {
  const tries = createKioskRepository(db);
  const row = await tries.countPinTry(key, now, rule);
  if (row) return { taken: true, locks: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null };
  const lockedUntil = await tries.pinLockedUntil(key);
  // Unlocked between the two statements (a right PIN cleared it): refused all the same, for a second.
  return { taken: false, lockedUntil: lockedUntil ?? new Date(now.getTime() + 1000) };
}

/**
 * Gives a taken try back (a right PIN against the shop's count, or a PIN
 * never compared); lifts the lock when the count falls below the limit again.
 */
export async function returnPinTry(db: Executor, key: PinLockKey, rule: PinLockoutRule): Promise<void> {
  await createKioskRepository(db).uncountPinTry(key, rule);
}

/** A right PIN forgets the wrong ones from its address (its own try included). */
export async function clearWrongPins(db: Executor, key: PinLockKey): Promise<void> {
  await createKioskRepository(db).clearPinTries(key);
}
