import type { KioskConfig } from '../../../src/domain/contract/kiosk';
import type { Executor } from '../../db/transaction';
import type { PasswordHasher } from '../accounts/passwords';
import { createKioskDevice, findKioskDevice, type KioskDevice, revokeKioskDevice } from './devices';
import { checkShopPin } from './pin';
import type { PinLockoutRule } from './pin-lockout';

/** What the kiosk routes share. */
export interface KioskAccessOptions {
  db: Executor;
  hasher: PasswordHasher;
  /** The server's version, shown in the kiosk's operator menu. */
  version: string;
  /** The PIN lockout per shop and address, and per shop from every address. */
  rule?: PinLockoutRule;
  shopRule?: PinLockoutRule;
}

export const kioskConfigOf = (device: KioskDevice, version: string): KioskConfig => ({
  deviceId: device.deviceId,
  shopId: device.shopId,
  shopTitle: device.shopTitle,
  idleMs: device.idleMs,
  version,
});

/** `POST /api/kiosk/enrol`: the shop's PIN makes this tablet a kiosk of the shop; the token goes to its cookie. */
export async function enrolKiosk(
  options: KioskAccessOptions,
  input: { shopId: string; pin: string; address: string; now: Date },
): Promise<{ token: string; config: KioskConfig }> {
  await checkShopPin(options, { shopId: input.shopId, address: input.address }, input.pin, input.now);
  const { token } = await createKioskDevice(options.db, input.shopId, input.now);
  const device = await findKioskDevice(options.db, token);
  if (!device) throw new Error('a kiosk device just enrolled is not found');
  return { token, config: kioskConfigOf(device, options.version) };
}

/** `POST /api/kiosk/unlock`: the shop's PIN typed on its kiosk (same lockout as enrolment). */
export async function unlockKiosk(
  options: KioskAccessOptions,
  device: KioskDevice,
  input: { pin: string; address: string; now: Date },
): Promise<void> {
  await checkShopPin(options, { shopId: device.shopId, address: input.address }, input.pin, input.now);
}

/** `POST /api/kiosk/leave`: the shop's PIN, then the device is revoked for good. */
export async function leaveKiosk(
  options: KioskAccessOptions,
  device: KioskDevice,
  input: { pin: string; address: string; now: Date },
): Promise<void> {
  await unlockKiosk(options, device, input);
  await revokeKioskDevice(options.db, device.deviceId, input.now);
}
