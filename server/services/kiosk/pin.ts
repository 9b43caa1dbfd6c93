import { KIOSK_MESSAGES, KIOSK_PIN_LOCKOUT, KIOSK_PIN_SHOP_LOCKOUT } from '../../../src/domain/contract/kiosk';
import { type Executor, withTransaction } from '../../db/transaction';
import { createKioskRepository } from '../../repositories/kiosk';
import type { PasswordHasher } from '../accounts/passwords';
import { DomainError } from '../errors';
import {
  addressKey,
  clearWrongPins,
  type PinLockKey,
  type PinLockoutRule,
  returnPinTry,
  shopWideKey,
  takePinTry,
} from './pin-lockout';

/** 429 while the PIN is locked; `retry-after` says until when. */
export function pinLocked(until: Date, now: Date): DomainError {
  const ms = Math.max(1000, until.getTime() - now.getTime());
  return new DomainError('too_many', KIOSK_MESSAGES.locked(ms), { retryAfterSeconds: Math.ceil(ms / 1000) });
}

export interface PinCheckOptions {
  db: Executor;
  hasher: PasswordHasher;
  /** Per shop and address. */
  rule?: PinLockoutRule;
  /** Per shop, all addresses together. */
  shopRule?: PinLockoutRule;
}

async function shopPinHash(db: Executor, shopId: string): Promise<string> {
  const shop = await createKioskRepository(db).shopPin(shopId);
  if (!shop) throw new DomainError('not_found', KIOSK_MESSAGES.unknownShop);
  if (!shop.pinHash) throw new DomainError('not_found', KIOSK_MESSAGES.noPin);
  return shop.pinHash;
}

/**
 * Checks a shop's kiosk PIN typed from one address. The try is counted for
 * the address and for the shop before the PIN is compared, both or neither
 * (one transaction), so no burst gets more comparisons than the limits: a
 * locked one is refused even when right; a wrong one is 401, or 429 when it
 * reached a limit. A right PIN forgets the address's wrong ones and gives
 * its try back to the shop, whose count is of wrong PINs only.
 */
export async function checkShopPin(
  { db, hasher, rule = KIOSK_PIN_LOCKOUT, shopRule = KIOSK_PIN_SHOP_LOCKOUT }: PinCheckOptions,
  key: PinLockKey,
  pin: string,
  now: Date,
): Promise<void> {
  const pinHash = await shopPinHash(db, key.shopId);
  const own = addressKey(key.shopId, key.address);
  const shared = shopWideKey(key.shopId);
  // The address first, then the shop: every check takes the rows in one order, so two never deadlock.
  const locks = await withTransaction(db, async (tx) => {
    const ownTry = await takePinTry(tx, own, now, rule);
    if (!ownTry.taken) throw pinLocked(ownTry.lockedUntil, now);
    const sharedTry = await takePinTry(tx, shared, now, shopRule);
    if (!sharedTry.taken) throw pinLocked(sharedTry.lockedUntil, now);
    return [ownTry.locks, sharedTry.locks].filter((until): until is Date => until !== null);
  });
  let right: boolean;
  try {
    right = await hasher.verify(pin, pinHash);
  } catch (error) {
    // Never compared (the hashing pool is full): the tries are given back.
    await returnPinTry(db, own, rule);
    await returnPinTry(db, shared, shopRule);
    throw error;
  }
  if (right) {
    await clearWrongPins(db, own);
    await returnPinTry(db, shared, shopRule);
    return;
  }
  const lockedUntil = locks.sort((a, b) => b.getTime() - a.getTime())[0];
  if (lockedUntil) throw pinLocked(lockedUntil, now);
  throw new DomainError('unauthorized', KIOSK_MESSAGES.wrongPin);
}
