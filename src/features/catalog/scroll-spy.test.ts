import { describe, expect, it } from 'vitest';
import { activeSectionId } from './scroll-spy';

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
