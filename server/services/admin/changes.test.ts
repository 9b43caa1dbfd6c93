import { describe, expect, it } from 'vitest';
import { changedFields, sameValue } from './changes';

describe('changedFields', () => {
  it('names only the fields that differ, with both values', () => {
    expect(
      changedFields({ title: 'Пирог', cost: 500, popular: true }, { title: 'Пирог', cost: 550, popular: false }),
    ).toEqual({
      before: { cost: 500, popular: true },
      after: { cost: 550, popular: false },
    });
  });

  it('is null for an edit that changed nothing, whatever the key order of nested objects', () => {
    const image = { base: '/images/p', width: 800, height: 600, alt: 'Пирог' };
    const reordered = { alt: 'Пирог', height: 600, width: 800, base: '/images/p' };
    expect(changedFields({ image }, { image: reordered })).toBeNull();
    expect(sameValue([1, { a: 1 }], [1, { a: 1 }])).toBe(true);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  });
});
