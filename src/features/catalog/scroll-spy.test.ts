import { describe, expect, it } from 'vitest';
import { activeSectionId, centredScrollLeft } from './scroll-spy';

describe('activeSectionId', () => {
  const at = (...tops: number[]) => tops.map((top, index) => ({ id: `s${index}`, top }));

  it('is null before the first section reaches the offset', () => {
    expect(activeSectionId(at(300, 900), 54)).toBeNull();
  });

  it('picks the last section whose top passed the 54 px offset', () => {
    expect(activeSectionId(at(54, 600), 54)).toBe('s0');
    expect(activeSectionId(at(-500, 54, 700), 54)).toBe('s1');
    expect(activeSectionId(at(-900, -300, 56), 54)).toBe('s1');
  });
});

describe('centredScrollLeft', () => {
  const strip = { width: 200, scrollWidth: 1000 };

  it('centres a chip in the middle of the strip', () => {
    expect(centredScrollLeft({ offset: 500, width: 100 }, strip)).toBe(450);
  });

  it('stops at the strip ends', () => {
    expect(centredScrollLeft({ offset: 20, width: 100 }, strip)).toBe(0);
    expect(centredScrollLeft({ offset: 900, width: 100 }, strip)).toBe(800);
  });

  it('stays at 0 when the strip does not scroll', () => {
    expect(centredScrollLeft({ offset: 20, width: 100 }, { width: 200, scrollWidth: 150 })).toBe(0);
  });
});
