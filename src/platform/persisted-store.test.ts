import 'fake-indexeddb/auto';
import { proxy } from 'valtio/vanilla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SliceCodec } from './persistence';

/** A fresh copy of the platform modules: its own channel and tab id, like a second tab (IndexedDB is shared). */
async function openTab() {
  vi.resetModules();
  const module = await import('./persisted-store');
  return module.persistStore;
}

type Ids = { ids: string[]; changedAt: number };
const codec: SliceCodec<{ ids: string[] }> = {
  key: `test-${Math.random()}`,
  version: 1,
  defaults: () => ({ ids: [] }),
  parse: (data) => data as { ids: string[] },
};
const binding = {
  codec,
  select: (state: Ids) => ({ ids: [...state.ids] }),
  apply: (state: Ids, data: { ids: string[] }, savedAt: number) => {
    state.ids = data.ids;
    state.changedAt = savedAt;
  },
  changedAt: (state: Ids) => state.changedAt,
};

/** Two "tabs" in one process: Node's BroadcastChannel and a fake IndexedDB stand in for the browser's. */
describe('persistStore across tabs', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  it('brings a change to the other tab and never lets an older change overwrite a newer one', async () => {
    const tabA = proxy<Ids>({ ids: [], changedAt: 0 });
    const tabB = proxy<Ids>({ ids: [], changedAt: 0 });
    const a = (await openTab())({ state: tabA, ...binding });
    const b = (await openTab())({ state: tabB, ...binding });
    stops.push(a.stop, b.stop);
    await Promise.all([a.ready, b.ready]);

    tabA.ids.push('kapusta');
    tabA.changedAt = 1_000;
    await vi.waitFor(() => expect(tabB.ids).toEqual(['kapusta']));
    expect(tabB.changedAt).toBe(1_000);

    // Tab B changes later than anything tab A wrote; A's stale write arriving afterwards must lose.
    tabB.ids.push('vishnya');
    tabB.changedAt = 3_000;
    await vi.waitFor(() => expect(tabA.ids).toEqual(['kapusta', 'vishnya']));
    tabA.ids.splice(0, tabA.ids.length, 'stale');
    tabA.changedAt = 2_000;
    // The stale write is refused by storage and tab A takes the newer copy back.
    await vi.waitFor(() => expect(tabA.ids).toEqual(['kapusta', 'vishnya']));
    expect(tabA.changedAt).toBe(3_000);
    expect(tabB.ids).toEqual(['kapusta', 'vishnya']);
  });

  it('saves a change made before the binding loaded, without waiting for another change', async () => {
    const { loadSlice } = await import('./persistence');
    const early = { ...codec, key: `test-early-${Math.random()}` };
    const state = proxy<Ids>({ ids: [], changedAt: 0 });
    // The shopper adds a pie while the binding's code is still on its way.
    state.ids.push('kapusta');
    state.changedAt = 1_000;
    const bound = (await openTab())({ state, ...binding, codec: early });
    stops.push(bound.stop);
    await bound.ready;
    await vi.waitFor(async () =>
      expect(await loadSlice(early)).toEqual({ data: { ids: ['kapusta'] }, savedAt: 1_000 }),
    );
    expect(state.ids).toEqual(['kapusta']);
  });

  it('writes a lone change at once, and a burst after it in one write with its last state', async () => {
    const { loadSlice } = await import('./persistence');
    const own = { ...codec, key: `test-burst-${Math.random()}` };
    const stored = async () => (await loadSlice(own)).data.ids;
    /** IndexedDB (fake-indexeddb) answers on setImmediate, which the fake timers leave alone. */
    const settle = async () => {
      for (let turn = 0; turn < 50; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    };
    const state = proxy<Ids>({ ids: [], changedAt: 0 });
    const bound = (await openTab())({ state, ...binding, codec: own });
    stops.push(bound.stop);
    await bound.ready;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      vi.setSystemTime(10_000);
      state.ids.push('kapusta');
      state.changedAt = Date.now();
      // No waiting out a delay: a page left right after the tap still has it stored.
      await vi.advanceTimersByTimeAsync(0);
      await settle();
      expect(await stored()).toEqual(['kapusta']);

      for (const id of ['vishnya', 'myasnoy']) {
        await vi.advanceTimersByTimeAsync(10);
        state.ids.push(id);
        state.changedAt = Date.now();
      }
      await settle();
      expect(await stored()).toEqual(['kapusta']);
      await vi.advanceTimersByTimeAsync(30);
      await settle();
      expect(await stored()).toEqual(['kapusta', 'vishnya', 'myasnoy']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('reading a slice', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  it('prepares the codec (loads its schemas) only when there is a record to read', async () => {
    const { loadSlice, saveSlice } = await import('./persistence');
    const prepare = vi.fn(async () => {});
    const lazy: SliceCodec<{ ids: string[] }> = { ...codec, key: `test-lazy-${Math.random()}`, prepare };
    expect(await loadSlice(lazy)).toEqual({ data: { ids: [] }, savedAt: 0 });
    expect(prepare).not.toHaveBeenCalled();
    await saveSlice(lazy, { ids: ['kapusta'] }, 5);
    expect(await loadSlice(lazy)).toEqual({ data: { ids: ['kapusta'] }, savedAt: 5 });
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it("prepares the codec before taking another tab's change", async () => {
    const prepare = vi.fn(async () => {});
    const lazy = { ...codec, key: `test-lazy-tab-${Math.random()}`, prepare };
    const tabA = proxy<Ids>({ ids: [], changedAt: 0 });
    const tabB = proxy<Ids>({ ids: [], changedAt: 0 });
    const a = (await openTab())({ state: tabA, ...binding, codec: lazy });
    const b = (await openTab())({ state: tabB, ...binding, codec: lazy });
    stops.push(a.stop, b.stop);
    await Promise.all([a.ready, b.ready]);
    expect(prepare).not.toHaveBeenCalled();
    tabA.ids.push('vishnya');
    tabA.changedAt = 1_000;
    await vi.waitFor(() => expect(tabB.ids).toEqual(['vishnya']));
    expect(prepare).toHaveBeenCalled();
  });
  it('never writes over a record it could not read (its schemas did not load)', async () => {
    const { loadSlice, saveSlice } = await import('./persistence');
    const unreadable = {
      ...codec,
      key: `test-unreadable-${Math.random()}`,
      prepare: () => Promise.reject(new Error('offline')),
    };
    await saveSlice(unreadable, { ids: ['kapusta'] }, 5);
    const state = proxy<Ids>({ ids: [], changedAt: 0 });
    const bound = (await openTab())({ state, ...binding, codec: unreadable });
    stops.push(bound.stop);
    await expect(bound.ready).rejects.toThrow('offline');
    state.ids.push('vishnya');
    state.changedAt = 1_000;
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(loadSlice({ ...unreadable, prepare: async () => {} })).resolves.toEqual({
      data: { ids: ['kapusta'] },
      savedAt: 5,
    });
  });
});
