import { describe, expect, it, vi } from 'vitest';
import { createSearchIndex } from './index';
import { indexOfSnapshot } from './shared-index';

const categories = [{ id: 'sytnye', title: 'Сытные пироги' }];
const products = [
  { _id: 'a', title: 'Пирог с капустой', category: 'sytnye', composition: 'капуста', description: '' },
  { _id: 'b', title: 'Пирог с мясом', category: 'sytnye', composition: 'говядина', description: '' },
];

describe('one index per catalogue snapshot', () => {
  it('gives everyone reading the same arrays the same index', () => {
    const first = indexOfSnapshot(products, categories);
    expect(indexOfSnapshot(products, categories)).toBe(first);
    const build = vi.fn(() => createSearchIndex(products, categories));
    expect(indexOfSnapshot(products, categories, build)).toBe(first);
    expect(build).not.toHaveBeenCalled();
  });

  it('builds anew for other arrays, or the same products with other categories', () => {
    const first = indexOfSnapshot(products, categories);
    expect(indexOfSnapshot([...products], categories)).not.toBe(first);
    const renamed = [{ id: 'sytnye', title: 'Пироги' }];
    const other = indexOfSnapshot(products, renamed);
    expect(other).not.toBe(first);
    expect(indexOfSnapshot(products, renamed)).toBe(other);
  });

  it('keeps the index a caller built for the arrays', () => {
    const list = [...products];
    const made = createSearchIndex(list, categories);
    expect(indexOfSnapshot(list, categories, () => made)).toBe(made);
    expect(indexOfSnapshot(list, categories)).toBe(made);
  });
});
