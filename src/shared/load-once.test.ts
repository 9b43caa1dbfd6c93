import { describe, expect, it, vi } from 'vitest';
import { loadedForReading, loadOnce } from './load-once';

describe('loadOnce', () => {
  it('shares one fetch among its callers', async () => {
    const load = vi.fn(async () => 'code');
    const get = loadOnce(load);
    const [first, second] = await Promise.all([get(), get()]);
    expect([first, second, await get()]).toEqual(['code', 'code', 'code']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed fetch, so the next call asks again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('code');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('code');
    await expect(get()).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('loadedForReading', () => {
  it('gives what it loaded once prepared, and refuses before', async () => {
    const load = vi.fn(async () => 'schema');
    const holder = loadedForReading('cart', load);
    expect(() => holder.get()).toThrow('cart: read before its schemas were loaded');
    await Promise.all([holder.prepare(), holder.prepare()]);
    await holder.prepare();
    expect(holder.get()).toBe('schema');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('schema');
    const holder = loadedForReading('cart', load);
    await expect(holder.prepare()).rejects.toThrow('offline');
    expect(() => holder.get()).toThrow();
    await holder.prepare();
    expect(holder.get()).toBe('schema');
  });
});
