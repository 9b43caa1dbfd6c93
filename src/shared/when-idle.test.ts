import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks for an idle callback with a deadline, and cancels it', () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('window', { requestIdleCallback, cancelIdleCallback });
    const callback = vi.fn();
    const cancel = whenIdle(callback, 2000);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    const [[idle]] = requestIdleCallback.mock.calls as unknown as [[() => void]];
    idle();
    expect(callback).toHaveBeenCalledOnce();
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where idle callbacks do not exist', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', { setTimeout, clearTimeout });
    const callback = vi.fn();
    whenIdle(callback, 1000, 50);
    vi.advanceTimersByTime(49);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    whenIdle(cancelled, 1000, 50)();
    vi.advanceTimersByTime(100);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
