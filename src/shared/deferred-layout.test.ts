import { describe, expect, it } from 'vitest';
import { needsFullLayoutAtStart } from './deferred-layout';

describe('needsFullLayoutAtStart', () => {
  it('defers far sections on a first load of a page without an anchor', () => {
    expect(needsFullLayoutAtStart('navigate', '')).toBe(false);
    expect(needsFullLayoutAtStart(undefined, '')).toBe(false);
  });

  it('lays out whole where a position is restored or an anchor is aimed at', () => {
    expect(needsFullLayoutAtStart('reload', '')).toBe(true);
    expect(needsFullLayoutAtStart('back_forward', '')).toBe(true);
    expect(needsFullLayoutAtStart('navigate', '#pirogi')).toBe(true);
  });
});
