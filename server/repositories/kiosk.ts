import { and, eq, isNull, sql } from 'drizzle-orm';
import { kioskDevices, kioskPinFailures, shopKioskSettings, shops } from '../db/schema';
import type { Executor } from '../db/transaction';

export type NewKioskDeviceRow = Omit<typeof kioskDevices.$inferInsert, 'revokedAt'>;

/** A live device joined with what the kiosk needs of its shop. */
export interface LiveKioskDeviceRow {
  deviceId: string;
  shopId: string;
  shopTitle: string;
  idleMs: number;
}

/** Whose PIN tries a row counts: a shop and a client address (or the shop's own row). */
export interface PinTryKey {
  shopId: string;
  address: string;
}

export interface PinTryLimit {
  /** Tries within `lockMs` of the first one; the try that reaches it locks. */
  attempts: number;
  /** The counting window, and how long a lock lasts. */
  lockMs: number;
}

const iso = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const keyIs = (key: PinTryKey) =>
  and(eq(kioskPinFailures.shopId, key.shopId), eq(kioskPinFailures.address, key.address));

/**
 * Kiosk mode (issue 15): the tablets enrolled, each shop's kiosk settings and
 * the PIN tries counted per shop and address. Queries only: what a device or
 * a try means is decided by `server/services/kiosk/`.
 */
export function createKioskRepository(db: Executor) {
  return {
    async insertDevice(row: NewKioskDeviceRow): Promise<void> {
      await db.insert(kioskDevices).values(row);
    },

    /** The unrevoked device a token hash names, of a shop that still has kiosk settings. */
    async findLiveDevice(tokenHash: string): Promise<LiveKioskDeviceRow | null> {
      const [row] = await db
        .select({
          deviceId: kioskDevices.id,
          shopId: kioskDevices.shopId,
          shopTitle: shops.title,
          idleMs: shopKioskSettings.idleMs,
        })
        .from(kioskDevices)
        .innerJoin(shops, eq(shops.id, kioskDevices.shopId))
        // A shop whose kiosk settings were removed has no kiosk any more.
        .innerJoin(shopKioskSettings, eq(shopKioskSettings.shopId, kioskDevices.shopId))
        .where(and(eq(kioskDevices.tokenHash, tokenHash), isNull(kioskDevices.revokedAt)));
      return row ?? null;
    },

    /** Revokes the device once; a second call changes nothing. */
    async revokeDevice(deviceId: string, now: Date): Promise<void> {
      await db
        .update(kioskDevices)
        .set({ revokedAt: now })
        .where(and(eq(kioskDevices.id, deviceId), isNull(kioskDevices.revokedAt)));
    },

    /** The shop and its kiosk PIN's hash (null without kiosk settings); null when there is no such shop. */
    async shopPin(shopId: string): Promise<{ id: string; pinHash: string | null } | null> {
      const [shop] = await db
        .select({ id: shops.id, pinHash: shopKioskSettings.pinHash })
        .from(shops)
        .leftJoin(shopKioskSettings, eq(shopKioskSettings.shopId, shops.id))
        .where(eq(shops.id, shopId));
      return shop ?? null;
    },

    /**
     * Counts one try under `key` in one conditional upsert, which refuses it
     * while a lock lasts; answers the row's lock after counting (set when this
     * try reached the limit), or null when refused (nothing was counted).
     */
    async countPinTry(key: PinTryKey, now: Date, limit: PinTryLimit): Promise<{ lockedUntil: Date | null } | null> {
      const lockEnd = new Date(now.getTime() + limit.lockMs);
      const { failures, firstFailedAt, lockedUntil } = kioskPinFailures;
      const at = iso(now);
      // A window that is over, or a lock that has passed, starts the count again.
      const startsOver = sql`(${firstFailedAt} <= ${iso(new Date(now.getTime() - limit.lockMs))} or ${lockedUntil} <= ${at})`;
      const counted = sql`case when ${startsOver} then 1 else ${failures} + 1 end`;
      const [row] = await db
        .insert(kioskPinFailures)
        .values({
          ...key,
          failures: 1,
          firstFailedAt: now,
          lockedUntil: limit.attempts <= 1 ? lockEnd : null,
        })
        .onConflictDoUpdate({
          target: [kioskPinFailures.shopId, kioskPinFailures.address],
          set: {
            failures: counted,
            firstFailedAt: sql`case when ${startsOver} then ${at} else ${firstFailedAt} end`,
            lockedUntil: sql`case when ${counted} >= ${limit.attempts} then ${iso(lockEnd)} else null end`,
          },
          // A live lock refuses the try: nothing is counted and no row comes back.
          setWhere: sql`${lockedUntil} is null or ${lockedUntil} <= ${at}`,
        })
        .returning({ lockedUntil });
      return row ?? null;
    },

    /** Until when `key` is locked, as stored; null without a row or a lock. */
    async pinLockedUntil(key: PinTryKey): Promise<Date | null> {
      const [row] = await db
        .select({ lockedUntil: kioskPinFailures.lockedUntil })
        .from(kioskPinFailures)
        .where(keyIs(key));
      return row?.lockedUntil ?? null;
    },

    /** Takes one counted try off `key`; lifts the lock when the count falls below the limit again. */
    async uncountPinTry(key: PinTryKey, limit: Pick<PinTryLimit, 'attempts'>): Promise<void> {
      const { failures, lockedUntil } = kioskPinFailures;
      await db
        .update(kioskPinFailures)
        .set({
          failures: sql`greatest(${failures} - 1, 0)`,
          lockedUntil: sql`case when ${failures} - 1 < ${limit.attempts} then null else ${lockedUntil} end`,
        })
        .where(keyIs(key));
    },

    /** Forgets every try counted under `key`. */
    async clearPinTries(key: PinTryKey): Promise<void> {
      await db.delete(kioskPinFailures).where(keyIs(key));
    },
  };
}

export type KioskRepository = ReturnType<typeof createKioskRepository>;
