import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { forgetKioskDevice, KIOSK_DEVICE_DATABASE, loadKioskDevice, saveKioskDevice } from './kiosk-device';

describe('kiosk device record', () => {
  it('is kept in its own database and read through its schema', async () => {
    expect(KIOSK_DEVICE_DATABASE).toBe('teply-pirog-kiosk-device');
    expect(await loadKioskDevice()).toBeNull();
    await saveKioskDevice({ deviceId: 'd1', shopId: 'shop-1', shopTitle: 'Пекарня на Немиге' });
    expect(await loadKioskDevice()).toEqual({ deviceId: 'd1', shopId: 'shop-1', shopTitle: 'Пекарня на Немиге' });
    await forgetKioskDevice();
    expect(await loadKioskDevice()).toBeNull();
  });

  it('replaces a corrupt record', async () => {
    const { createStore, set } = await import('idb-keyval');
    await set('device', { deviceId: 42 }, createStore(KIOSK_DEVICE_DATABASE, 'device'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadKioskDevice()).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
