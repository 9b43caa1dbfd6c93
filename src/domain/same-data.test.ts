import { describe, expect, it } from 'vitest';
import { sameData } from './same-data';

describe('sameData', () => {
  it('ignores the order of fields, at any depth', () => {
    const stored = [{ _id: 'kurnik', title: 'Курник', cost: 1250, count: 2 }];
    const decoded = [{ count: 2, cost: 1250, title: 'Курник', _id: 'kurnik' }];
    expect(JSON.stringify(stored) === JSON.stringify(decoded)).toBe(false);
    expect(sameData(stored, decoded)).toBe(true);
    expect(sameData({ a: { x: 1, y: [1, { z: null }] } }, { a: { y: [1, { z: null }], x: 1 } })).toBe(true);
  });

  it('treats a field set to undefined as absent, as JSON does', () => {
    expect(sameData({ name: 'Алеся', email: undefined }, { name: 'Алеся' })).toBe(true);
    expect(sameData({ name: 'Алеся' }, { name: 'Алеся', email: undefined })).toBe(true);
  });

  it.each([
    ['a changed count', [{ _id: 'a', count: 1 }], [{ _id: 'a', count: 2 }]],
    ['another line order', [{ _id: 'a' }, { _id: 'b' }], [{ _id: 'b' }, { _id: 'a' }]],
    ['a missing line', [{ _id: 'a' }], []],
    ['an extra field', { a: 1 }, { a: 1, b: 2 }],
    ['a field under another name', { a: 1 }, { b: 1 }],
    ['null against an object', null, {}],
    ['an array against an object', [], {}],
    ['a number against its text', 1, '1'],
  ])('tells apart %s', (_, a, b) => {
    expect(sameData(a, b)).toBe(false);
    expect(sameData(b, a)).toBe(false);
  });
});
