import { describe, expect, it, vi } from 'vitest';
import type { Category, Product } from '../../src/domain/contract/catalog';
import * as search from '../../src/domain/search/index';
import { indexOfSnapshot } from '../../src/domain/search/shared-index';
import { productSeeds } from '../db/seed/data/index';
import type { ReadModel, ReadModelData } from './read-model/read-model';
import { createSearchService } from './search';

vi.mock('../../src/domain/search/index', async (importOriginal) => {
  const original = await importOriginal<typeof search>();
  return { ...original, createSearchIndex: vi.fn(original.createSearchIndex) };
});

const products: Product[] = productSeeds.map((seed) => ({ ...seed, rating: { average: 0, count: 0 } }));
const categories: Category[] = [{ id: 'sytnye', title: 'Сытные пироги', sortOrder: 0 }];
const snapshot = (list: Product[]): ReadModelData['products'] => ({
  list,
  popular: [],
  byId: new Map(list.map((product) => [product._id, product])),
  categories,
});

/** A read model whose products snapshot is whatever the test put last. */
function fakeModel(first: ReadModelData['products']) {
  let current = first;
  const model = {
    now: () => new Date(0),
    reader: () => ({ data: async () => current }),
  } as unknown as ReadModel;
  return { model, replace: (next: ReadModelData['products']) => (current = next) };
}

describe('the search service', () => {
  it('builds the index once per catalogue snapshot, not per request', async () => {
    const build = vi.mocked(search.createSearchIndex);
    build.mockClear();
    const { model, replace } = fakeModel(snapshot(products));
    const service = createSearchService(model);
    await service.search('пирог');
    await service.search('kapusta');
    expect(build).toHaveBeenCalledTimes(1);
    replace(snapshot(products.filter((product) => product._id !== 'myasnoy')));
    expect((await service.search('пирог с мясом')).products.map((product) => product._id)).not.toContain('myasnoy');
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('searches with the index the `/poisk` page made of the same snapshot, and the page with its', async () => {
    const build = vi.mocked(search.createSearchIndex);
    const first = snapshot(products.slice(1));
    const { model, replace } = fakeModel(first);
    const service = createSearchService(model);
    build.mockClear();
    // The page rendered first (features/search/engine.ts asks for the snapshot's arrays' index).
    indexOfSnapshot(first.list, first.categories);
    await service.search('пирог');
    expect(build).toHaveBeenCalledTimes(1);
    // A new snapshot: the API searched first, and the page finds its index.
    const second = snapshot(products.slice(2));
    replace(second);
    await service.search('пирог');
    indexOfSnapshot(second.list, second.categories);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('applies the filters the words asked for: «без орехов» never answers a product with nuts or unknown allergens', async () => {
    const unknown = {
      ...products[0],
      _id: 'neizvestno',
      allergens: { contains: [], mayContain: [], known: false },
    } as Product;
    const { model } = fakeModel(snapshot([...products, unknown]));
    const service = createSearchService(model);
    const free = (product: Product) =>
      product.allergens.known &&
      !product.allergens.contains.includes('orehi') &&
      !product.allergens.mayContain.includes('orehi');

    const alone = await service.search('без орехов');
    expect(alone.filters).toEqual({ bez: ['orehi'], vegetarian: false, lean: false });
    expect(alone.products.length).toBeGreaterThan(5);
    expect(alone.products.every(free)).toBe(true);
    expect(products.some((product) => !free(product))).toBe(true);

    const pies = await service.search('пирог без орехов');
    expect(pies.products.length).toBeGreaterThan(0);
    expect(pies.products.every(free)).toBe(true);
    expect(pies.products.map((product) => product._id)).not.toContain('neizvestno');

    const lean = await service.search('постное');
    expect(lean.filters.lean).toBe(true);
    expect(lean.products.length).toBeGreaterThan(0);
    expect(lean.products.every((product) => product.lean)).toBe(true);

    expect((await service.search('пирог')).filters).toEqual({ bez: [], vegetarian: false, lean: false });
  });
});
