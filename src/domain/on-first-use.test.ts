import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('makes nothing until asked, then makes the value once', () => {
    const create = vi.fn(() => ({ made: true }));
    const value = onFirstUse(create);
    expect(create).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(create).toHaveBeenCalledOnce();
  });

  it('keeps a value that is undefined', () => {
    const create = vi.fn(() => undefined);
    const value = onFirstUse(create);
    value();
    value();
    expect(create).toHaveBeenCalledOnce();
  });
});
