import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { kioskDevices, shopKioskSettings, shops } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/**
 * Kiosk devices (issue 15): the cookie holds 32 random bytes, the table only
 * their SHA-256, so a leaked table enrols no tablet. A device lives until it
 * leaves kiosk mode (revoked) or its shop's kiosk settings are removed.
 */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashKioskToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A live kiosk device with what the kiosk needs to know of its shop. */
export interface KioskDevice {
  deviceId: string;
  shopId: string;
  shopTitle: string;
  idleMs: number;
}

/** A new device of the shop; the token goes to the cookie and nowhere else. */
export async function createKioskDevice(
  db: Executor,
  shopId: string,
  now: Date,
): Promise<{ deviceId: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const deviceId = randomUUID();
  await db.insert(kioskDevices).values({ id: deviceId, shopId, tokenHash: hashKioskToken(token), createdAt: now });
  return { deviceId, token };
}

/** The live device a cookie's token names; `null` for a missing, malformed, unknown or revoked one. */
export async function findKioskDevice(db: Executor, token: string | undefined): Promise<KioskDevice | null> {
  if (!token || !TOKEN.test(token)) return null;
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
    .where(and(eq(kioskDevices.tokenHash, hashKioskToken(token)), isNull(kioskDevices.revokedAt)));
  return row ?? null;
}

/** Revokes the device once; a second call changes nothing. */
export async function revokeKioskDevice(db: Executor, deviceId: string, now: Date): Promise<void> {
  await db
    .update(kioskDevices)
    .set({ revokedAt: now })
    .where(and(eq(kioskDevices.id, deviceId), isNull(kioskDevices.revokedAt)));
}
