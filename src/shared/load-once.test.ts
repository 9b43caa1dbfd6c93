import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

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
