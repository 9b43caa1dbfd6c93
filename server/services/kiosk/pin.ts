import { eq } from 'drizzle-orm';
import { KIOSK_MESSAGES, KIOSK_PIN_LOCKOUT } from '../../../src/domain/contract/kiosk';
import { shopKioskSettings, shops } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import type { PasswordHasher } from '../accounts/passwords';
import { clearWrongPins, lockedUntil, type PinLockKey, type PinLockoutRule, recordWrongPin } from './pin-lockout';

/** 429 while the PIN is locked for the shop and address; the route sends `retry-after` from it. */
export class PinLockedError extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(until: Date, now: Date) {
    const ms = Math.max(1000, until.getTime() - now.getTime());
    super(429, KIOSK_MESSAGES.locked(ms));
    this.retryAfterSeconds = Math.ceil(ms / 1000);
  }
}

export interface PinCheckOptions {
  db: Executor;
  hasher: PasswordHasher;
  rule?: PinLockoutRule;
}

/**
 * Checks a shop's kiosk PIN typed from one address: refused while locked
 * (even when right), 401 when wrong, 429 when this wrong one reaches the
 * limit. A right PIN forgets the earlier wrong ones.
 */
export async function checkShopPin(
  { db, hasher, rule = KIOSK_PIN_LOCKOUT }: PinCheckOptions,
  key: PinLockKey,
  pin: string,
  now: Date,
): Promise<void> {
  const locked = await lockedUntil(db, key, now);
  if (locked) throw new PinLockedError(locked, now);
  const [shop] = await db
    .select({ id: shops.id, pinHash: shopKioskSettings.pinHash })
    .from(shops)
    .leftJoin(shopKioskSettings, eq(shopKioskSettings.shopId, shops.id))
    .where(eq(shops.id, key.shopId));
  if (!shop) throw new HttpError(404, KIOSK_MESSAGES.unknownShop);
  if (!shop.pinHash) throw new HttpError(404, KIOSK_MESSAGES.noPin);
  if (await hasher.verify(pin, shop.pinHash)) {
    await clearWrongPins(db, key);
    return;
  }
  const lockedNow = await recordWrongPin(db, key, now, rule);
  if (lockedNow) throw new PinLockedError(lockedNow, now);
  throw new HttpError(401, KIOSK_MESSAGES.wrongPin);
}
