import { endpoints } from '../../domain/contract/endpoints';
import { KIOSK_MESSAGES, KIOSK_TIMINGS, type KioskConfig } from '../../domain/contract/kiosk';
import { api, GENERIC_REQUEST_ERROR, isApiError } from '../../platform/api-client';
import { forgetKioskDevice, loadKioskDevice, saveKioskDevice } from '../../platform/kiosk-device';

/** The device as the server knows it, the device record when the server cannot be reached, or null: not enrolled. */
export async function loadKioskConfig(): Promise<KioskConfig | null> {
  try {
    const config = await api(endpoints.kioskMe);
    await saveKioskDevice({ deviceId: config.deviceId, shopId: config.shopId, shopTitle: config.shopTitle });
    return config;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      await forgetKioskDevice();
      return null;
    }
    // Offline at start: the tablet still serves its shop from the record kept at enrolment.
    const device = await loadKioskDevice();
    if (!device) throw error;
    console.info('[kiosk] server unreachable; starting from the device record', error);
    return { ...device, idleMs: KIOSK_TIMINGS.idleMs, version: '—' };
  }
}

export async function enrolKiosk(shopId: string, pin: string): Promise<KioskConfig> {
  const config = await api(endpoints.kioskEnrol, { body: { shopId, pin } });
  await saveKioskDevice({ deviceId: config.deviceId, shopId: config.shopId, shopTitle: config.shopTitle });
  return config;
}

export async function unlockKiosk(pin: string): Promise<void> {
  await api(endpoints.kioskUnlock, { body: { pin } });
}

export async function leaveKiosk(pin: string): Promise<void> {
  await api(endpoints.kioskLeave, { body: { pin } });
  await forgetKioskDevice();
}

/** What a PIN pad shows for a refused PIN: the server's own words (wrong PIN, locked N minutes), else ours. */
export function pinErrorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.isNetworkFailure) return KIOSK_MESSAGES.offline;
    return error.serverMessage ?? GENERIC_REQUEST_ERROR;
  }
  return GENERIC_REQUEST_ERROR;
}
