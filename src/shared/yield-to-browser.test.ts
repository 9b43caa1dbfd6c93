import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('goes on in a later task where there is no scheduler.yield', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const queued = new Promise<void>((resolve) =>
      setTimeout(() => {
        order.push('task queued before');
        resolve();
      }, 0),
    );
    await yieldToBrowser();
    order.push('after the yield');
    await queued;
    expect(order).toEqual(['task queued before', 'after the yield']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTask });
    await yieldToBrowser();
    expect(yieldTask).toHaveBeenCalledOnce();
  });
});
