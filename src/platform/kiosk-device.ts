import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { z } from 'zod';
import { EntityId } from '../domain/contract/common';
import { STORAGE_DATABASES } from './persistence';

/**
 * The kiosk tablet's own record (issue 15): which shop it was enrolled for. It
 * lives in its own database, apart from the customer namespace a reset drops;
 * the credential itself is the httpOnly cookie, this is what the screen shows
 * before the server has answered (and after, refreshed from `kioskMe`).
 */
export const KioskDeviceRecord = z.object({ deviceId: z.string().min(1), shopId: EntityId, shopTitle: z.string() });
export type KioskDeviceRecord = z.infer<typeof KioskDeviceRecord>;

export const KIOSK_DEVICE_DATABASE = `${STORAGE_DATABASES.kiosk}-device`;
const KEY = 'device';
let store: UseStore | null = null;

function deviceStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore(KIOSK_DEVICE_DATABASE, 'device');
  return store;
}

/** The enrolled device, or null (none kept, unreadable: logged and dropped). */
export async function loadKioskDevice(): Promise<KioskDeviceRecord | null> {
  const target = deviceStore();
  if (!target) return null;
  try {
    const raw: unknown = await get(KEY, target);
    if (raw === undefined) return null;
    const parsed = KioskDeviceRecord.safeParse(raw);
    if (parsed.success) return parsed.data;
    console.warn('[kiosk] unreadable device record replaced', raw);
    await del(KEY, target);
    return null;
  } catch (error) {
    console.warn('[kiosk] device record unavailable', error);
    return null;
  }
}

export async function saveKioskDevice(record: KioskDeviceRecord): Promise<void> {
  const target = deviceStore();
  if (!target) return;
  try {
    await set(KEY, KioskDeviceRecord.parse(record), target);
  } catch (error) {
    console.warn('[kiosk] device record not kept', error);
  }
}

export async function forgetKioskDevice(): Promise<void> {
  const target = deviceStore();
  if (!target) return;
  try {
    await del(KEY, target);
  } catch (error) {
    console.warn('[kiosk] device record not removed', error);
  }
}
