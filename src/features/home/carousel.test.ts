import { describe, expect, it } from 'vitest';
import { nextIndex, previousIndex, shouldAutoplay, slideLabel, swipeStep, wrapIndex } from './carousel';

describe('carousel index logic', () => {
  it('wraps around both ends', () => {
    expect(nextIndex(0, 4)).toBe(1);
    expect(nextIndex(3, 4)).toBe(0);
    expect(previousIndex(0, 4)).toBe(3);
    expect(previousIndex(2, 4)).toBe(1);
    expect(wrapIndex(-5, 4)).toBe(3);
    expect(wrapIndex(9, 4)).toBe(1);
  });

  it('stays at 0 for one slide or none', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('labels slides «N из M»', () => {
    expect(slideLabel(0, 4)).toBe('1 из 4');
    expect(slideLabel(3, 4)).toBe('4 из 4');
  });

  it('reads a horizontal swipe and ignores taps and vertical scrolls', () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -10)).toBe(-1);
    expect(swipeStep(-20, 0)).toBe(0);
    expect(swipeStep(-60, 90)).toBe(0);
  });

  it('autoplays only when nothing holds it', () => {
    const base = { count: 4, playing: true, hovered: false, focused: false, hidden: false };
    expect(shouldAutoplay(base)).toBe(true);
    expect(shouldAutoplay({ ...base, count: 1 })).toBe(false);
    expect(shouldAutoplay({ ...base, playing: false })).toBe(false);
    expect(shouldAutoplay({ ...base, hovered: true })).toBe(false);
    expect(shouldAutoplay({ ...base, focused: true })).toBe(false);
    expect(shouldAutoplay({ ...base, hidden: true })).toBe(false);
  });
});
