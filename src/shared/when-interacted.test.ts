import { describe, expect, it, vi } from 'vitest';
import { whenInteracted } from './when-interacted';

describe('whenInteracted', () => {
  it('runs once, on the first interaction of any kind', () => {
    const target = new EventTarget();
    const callback = vi.fn();
    whenInteracted(callback, target);
    target.dispatchEvent(new Event('scroll'));
    expect(callback).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('touchstart'));
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('keydown'));
    expect(callback).toHaveBeenCalledOnce();
  });

  it('does nothing once cancelled', () => {
    const target = new EventTarget();
    const callback = vi.fn();
    whenInteracted(callback, target)();
    target.dispatchEvent(new Event('pointermove'));
    expect(callback).not.toHaveBeenCalled();
  });
});
