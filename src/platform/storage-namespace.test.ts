import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SliceCodec } from './persistence';

const codec: SliceCodec<{ ids: string[] }> = {
  key: 'cart-like',
  version: 1,
  defaults: () => ({ ids: [] }),
  parse: (data) => data as { ids: string[] },
};

async function freshPlatform() {
  vi.resetModules();
  return import('./persistence');
}

describe('storage namespaces', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the kiosk customer apart from the shopper and clears only the kiosk', async () => {
    const platform = await freshPlatform();
    await platform.saveSlice(codec, { ids: ['shopper-pie'] }, 10);
    await platform.updateValue('attempt', () => 'shopper-attempt');

    platform.switchStorageNamespace('kiosk');
    expect(platform.storageDatabaseName()).toBe('teply-pirog-kiosk');
    expect((await platform.loadSlice(codec)).data).toEqual({ ids: [] });
    await platform.saveSlice(codec, { ids: ['customer-pie'] }, 20);
    await platform.updateValue('attempt', () => 'customer-attempt');
    expect((await platform.loadSlice(codec)).data).toEqual({ ids: ['customer-pie'] });

    await platform.clearStorageNamespace();
    expect((await platform.loadSlice(codec)).data).toEqual({ ids: [] });
    expect(await platform.loadValue('attempt')).toBeUndefined();

    platform.switchStorageNamespace('shopper');
    expect(platform.storageDatabaseName()).toBe('teply-pirog');
    expect((await platform.loadSlice(codec)).data).toEqual({ ids: ['shopper-pie'] });
    expect(await platform.loadValue('attempt')).toBe('shopper-attempt');
  });

  it('gives each namespace its own tab channel', async () => {
    vi.resetModules();
    const platform = await import('./persistence');
    const sync = await import('./tab-sync');
    const heard: string[] = [];
    const names: string[] = [];
    const Original = globalThis.BroadcastChannel;
    vi.stubGlobal(
      'BroadcastChannel',
      class extends Original {
        constructor(name: string) {
          super(name);
          names.push(name);
        }
      },
    );
    platform.switchStorageNamespace('kiosk');
    const stop = sync.onSliceChange('k', () => heard.push('kiosk'));
    platform.switchStorageNamespace('shopper');
    sync.announceSliceChange('k', { version: 1, savedAt: 1, data: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    vi.unstubAllGlobals();
    expect(names).toEqual(['teply-pirog-kiosk-state', 'teply-pirog-state']);
    expect(heard).toEqual([]);
  });
});
