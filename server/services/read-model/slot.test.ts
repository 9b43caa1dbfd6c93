import { describe, expect, it } from 'vitest';
import { createDependentCache } from './dependent-cache';
import { createSlot } from './slot';

/** A load the test finishes by hand, to order it against writes. */
function manualLoads() {
  const pending: ((value: number) => void)[] = [];
  let next = 0;
  return {
    load: () =>
      new Promise<number>((resolve) => {
        pending.push(resolve);
      }),
    finishNext() {
      next += 1;
      pending.shift()?.(next);
    },
    get started() {
      return next + pending.length;
    },
  };
}

describe('createSlot', () => {
  it('loads once for concurrent readers and keeps the snapshot until invalidated', async () => {
    const loads = manualLoads();
    const slot = createSlot(loads.load);
    const [first, second] = [slot.get(), slot.get()];
    loads.finishNext();
    const snapshot = await first;
    expect(await second).toBe(snapshot);
    expect(await slot.get()).toBe(snapshot);
    expect(loads.started).toBe(1);
    expect(slot.isCurrent(snapshot)).toBe(true);

    slot.invalidate();
    expect(slot.isCurrent(snapshot)).toBe(false);
    const reloading = slot.get();
    loads.finishNext();
    expect((await reloading).data).toBe(2);
  });

  it('does not keep a load that was running when a write came in', async () => {
    const loads = manualLoads();
    const slot = createSlot(loads.load);
    const before = slot.get();
    slot.invalidate();
    const after = slot.get();
    expect(loads.started).toBe(2);
    loads.finishNext();
    const stale = await before;
    expect(slot.isCurrent(stale)).toBe(false);
    loads.finishNext();
    const fresh = await after;
    expect(slot.isCurrent(fresh)).toBe(true);
    expect(await slot.get()).toBe(fresh);
  });
});

describe('createDependentCache', () => {
  const always = () => true;

  it('keeps a value while its dependencies hold and builds again when one fails', async () => {
    const cache = createDependentCache<number>({ maxEntries: 10 });
    let version = 0;
    let builds = 0;
    const build = async () => {
      const seen = version;
      return { value: ++builds, dependencies: [() => version === seen] };
    };
    const now = new Date();
    expect(await cache.get('a', now, build)).toBe(1);
    expect(await cache.get('a', now, build)).toBe(1);
    version += 1;
    expect(await cache.get('a', now, build)).toBe(2);
    expect(await cache.get('a', now, build)).toBe(2);
  });

  it('shares one build between concurrent misses and keeps nothing for `null` dependencies', async () => {
    const cache = createDependentCache<number>({ maxEntries: 10 });
    let builds = 0;
    const build = async () => ({ value: ++builds, dependencies: null });
    const now = new Date();
    expect(await Promise.all([cache.get('a', now, build), cache.get('a', now, build)])).toEqual([1, 1]);
    expect(cache.size).toBe(0);
    expect(await cache.get('a', now, build)).toBe(2);
  });

  it('builds again when the shared build went stale before the waiter got it', async () => {
    const cache = createDependentCache<number>({ maxEntries: 10 });
    let version = 0;
    let builds = 0;
    const build = async () => {
      const seen = version;
      builds += 1;
      await Promise.resolve();
      return { value: seen, dependencies: [() => version === seen] };
    };
    const now = new Date();
    const first = cache.get('a', now, build);
    version = 1;
    expect(await first).toBe(1);
    expect(builds).toBe(2);
  });

  it('passes the request time to the dependencies', async () => {
    const cache = createDependentCache<string>({ maxEntries: 10 });
    const build = async () => ({ value: 'x', dependencies: [(at: Date) => at.getTime() < 1000] });
    expect(await cache.get('a', new Date(0), build)).toBe('x');
    expect(cache.size).toBe(1);
    await cache.get('a', new Date(2000), async () => ({ value: 'y', dependencies: [always] }));
    expect(await cache.get('a', new Date(0), build)).toBe('y');
  });

  it('forgets the least recently used value beyond its bound', async () => {
    const cache = createDependentCache<string>({ maxEntries: 2 });
    const now = new Date();
    const value = (name: string) => async () => ({ value: name, dependencies: [always] });
    await cache.get('a', now, value('a'));
    await cache.get('b', now, value('b'));
    await cache.get('a', now, value('a2'));
    await cache.get('c', now, value('c'));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', now, value('a3'))).toBe('a');
    expect(await cache.get('b', now, value('b2'))).toBe('b2');
  });
});
