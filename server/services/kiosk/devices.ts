import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Executor } from '../../db/transaction';
import { createKioskRepository } from '../../repositories/kiosk';

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
  await createKioskRepository(db).insertDevice({
    id: deviceId,
    shopId,
    tokenHash: hashKioskToken(token),
    createdAt: now,
  });
  return { deviceId, token };
}

/** The live device a cookie's token names; `null` for a missing, malformed, unknown or revoked one. */
export async function findKioskDevice(db: Executor, token: string | undefined): Promise<KioskDevice | null> {
  if (!token || !TOKEN.test(token)) return null;
  return createKioskRepository(db).findLiveDevice(hashKioskToken(token));
}

/** Revokes the device once; a second call changes nothing. */
export async function revokeKioskDevice(db: Executor, deviceId: string, now: Date): Promise<void> {
  await createKioskRepository(db).revokeDevice(deviceId, now);
}
