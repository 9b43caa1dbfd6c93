import { describe, expect, it } from 'vitest';
import { readSlice } from '../../platform/persistence';
import { favoritesBinding } from './favorites.persist';

const { codec } = favoritesBinding;
const favorite = {
  _id: 'vishnya',
  title: 'Пирог с вишней',
  discount: 0,
  image: { base: '/images/generated/products/vishnya', width: 960, height: 960, alt: '' },
};

describe('the stored favorites', () => {
  it('are version 2 with costs in kopecks', async () => {
    expect(codec.version).toBe(2);
    const stored = { version: 2, savedAt: 3, data: { favorites: [{ ...favorite, cost: 2750 }] } };
    expect((await readSlice(codec, stored)).data).toEqual({ favorites: [{ ...favorite, cost: 2750 }] });
  });

  it('migrate a version 1 record, written with BYN costs, to kopecks', async () => {
    const old = { version: 1, savedAt: 3, data: { favorites: [{ ...favorite, cost: 27.5 }] } };
    expect(await readSlice(codec, old)).toEqual({ data: { favorites: [{ ...favorite, cost: 2750 }] }, savedAt: 3 });
  });
});
