import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/contract/catalog';
import type { StorageUpdateBody } from '../../src/domain/contract/storage';
import { kopecks } from '../../src/domain/money';
import { type CatalogEntry, reconcileStorage } from './storage-sync';

/** `cost` in kopecks, here and in `line`. */
const product = (id: string, cost: number, discount = 0): Product => ({
  _id: id,
  slug: id,
  title: `Товар ${id}`,
  category: 'sytnye',
  cost: kopecks(cost),
  discount,
  weight: 500,
  unit: 'г',
  composition: '',
  description: '',
  image: { base: `/images/generated/products/${id}`, width: 960, height: 960, alt: '' },
  popular: false,
  rating: { average: 0, count: 0 },
  nutrition: null,
  allergens: { contains: [], mayContain: [], known: false },
  vegetarian: false,
  lean: false,
});

const catalogue = new Map<string, CatalogEntry>([
  ['a', { product: product('a', 1000), withdrawn: false }],
  ['b', { product: product('b', 2000, 10), withdrawn: false }],
  ['old', { product: product('old', 500), withdrawn: true }],
]);

const line = (id: string, count: number, cost: number, discount = 0) => ({
  _id: id,
  count,
  cost: kopecks(cost),
  title: 'x',
  discount,
});

describe('reconcileStorage', () => {
  it('refreshes cost, title and discount from the catalogue and reports repricing', () => {
    const answer = reconcileStorage(
      { cartData: [line('a', 2, 950), line('b', 1, 2000, 10)], favorites: [] },
      catalogue,
    );
    expect(answer.newCartData).toEqual([
      { _id: 'a', title: 'Товар a', cost: 1000, discount: 0, count: 2 },
      { _id: 'b', title: 'Товар b', cost: 2000, discount: 10, count: 1 },
    ]);
    expect(answer.changes).toEqual([{ _id: 'a', title: 'Товар a', kind: 'repriced' }]);
  });

  it('notices a price that moved by one kopeck', () => {
    const answer = reconcileStorage({ cartData: [line('a', 1, 999)], favorites: [] }, catalogue);
    expect(answer.changes).toEqual([{ _id: 'a', title: 'Товар a', kind: 'repriced' }]);
  });

  it('drops unknown and withdrawn products and reports them', () => {
    const answer = reconcileStorage(
      { cartData: [line('old', 1, 500), line('ghost', 1, 100)], favorites: [{ _id: 'old' }, { _id: 'a' }] },
      catalogue,
    );
    expect(answer.newCartData).toEqual([]);
    expect(answer.newFavorites.map((item) => item._id)).toEqual(['a']);
    expect(answer.changes.map((change) => [change._id, change.kind])).toEqual([
      ['old', 'withdrawn'],
      ['ghost', 'withdrawn'],
    ]);
  });

  it('clamps counts to 1–99 and merges duplicate lines', () => {
    const answer = reconcileStorage(
      { cartData: [line('a', 0, 1000), line('b', 150, 2000, 10)], favorites: [] },
      catalogue,
    );
    expect(answer.newCartData.map((item) => item.count)).toEqual([1, 99]);
    const merged = reconcileStorage({ cartData: [line('a', 60, 1000), line('a', 60, 1000)], favorites: [] }, catalogue);
    expect(merged.newCartData).toHaveLength(1);
    expect(merged.newCartData[0]?.count).toBe(99);
  });

  it('gives the same answer to a replayed request', () => {
    const body: StorageUpdateBody = {
      cartData: [line('a', 3, 700), line('old', 1, 500)],
      favorites: [{ _id: 'b' }],
    };
    expect(reconcileStorage(body, catalogue)).toEqual(reconcileStorage(structuredClone(body), catalogue));
  });
});
