import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_DELAY_MS, retryUntilLoaded } from './lazy-part';

describe('retryUntilLoaded', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('stays pending while the code cannot come, and loads it when the connection is back', async () => {
    const connection = new EventTarget();
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('code');
    let settled: unknown = 'pending';
    const loading = retryUntilLoaded(load, connection).then(
      (value) => (settled = value),
      (error: unknown) => (settled = error),
    );
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(settled).toBe('pending');
    expect(load).toHaveBeenCalledTimes(1);
    connection.dispatchEvent(new Event('online'));
    await loading;
    expect(settled).toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
    // The timer of the first failure does not ask a third time.
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * 2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again after a while when no `online` event comes (the browser thought it was online)', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce('code');
    const loading = retryUntilLoaded(load, new EventTarget());
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * 2);
    await expect(loading).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
