import { describe, expect, it, vi } from 'vitest';
import { unknownAllergens } from '../../domain/catalog/nutrition';
import { NO_FILTERS } from '../../domain/catalog/product-filters';
import type { ProductsAllAnswer, ShopReadApi } from '../../domain/contract/api';
import type { Category, Product } from '../../domain/contract/catalog';
import { indexOfSnapshot } from '../../domain/search/shared-index';
import { catalogueOf, indexOf, searchView } from './engine';

const picture = { base: '/images/p', width: 600, height: 600, alt: 'пирог', formats: ['avif'] } as never;
let next = 0;
function product(title: string, extra: Partial<Product> = {}): Product {
  next += 1;
  return {
    _id: `p${next}`,
    slug: `p${next}`,
    title,
    category: 'sytnye',
    cost: 1000 as Product['cost'],
    discount: 0,
    weight: 500,
    unit: 'г',
    composition: '',
    description: '',
    image: picture,
    popular: false,
    rating: { average: 0, count: 0 } as never,
    nutrition: { kcal: 250, proteins: 8, fats: 10, carbs: 30, weight: 500 },
    allergens: { contains: ['gluten'], mayContain: [], known: true },
    vegetarian: false,
    lean: false,
    ...extra,
  };
}
const categories: Category[] = [
  { id: 'sytnye', title: 'Сытные пироги', sortOrder: 0 },
  { id: 'sladkie', title: 'Сладкие пироги', sortOrder: 1 },
] as Category[];
const cabbage = product('Пирог с капустой и яйцом', {
  composition: 'капуста, яйцо, тесто',
  allergens: { contains: ['gluten', 'yaytsa'], mayContain: [], known: true },
  popular: true,
});
const nuts = product('Пирог с яблоком и орехами', {
  category: 'sladkie',
  composition: 'яблоко, грецкий орех',
  allergens: { contains: ['gluten', 'orehi'], mayContain: [], known: true },
  vegetarian: true,
});
const apple = product('Пирог с яблоком', {
  category: 'sladkie',
  composition: 'яблоко, корица, клюква',
  vegetarian: true,
  lean: true,
  allergens: { contains: ['gluten'], mayContain: [], known: true },
});
const unknown = product('Пирог с яблоком и тайной', {
  category: 'sladkie',
  allergens: unknownAllergens(),
  popular: true,
});
const catalogue = { products: [cabbage, nuts, apple, unknown], categories, popular: [cabbage, unknown] };
const titles = (query: string, filters = NO_FILTERS) =>
  searchView(catalogue, query, filters, 8).products.map((found) => found.title);

describe('the search view', () => {
  it('finds with the wrong layout, a typo and the composition', () => {
    expect(titles('rfgecnf')).toEqual(['Пирог с капустой и яйцом']);
    expect(titles('яблок')[0]).toMatch(/яблоком/);
    expect(titles('клюква')).toEqual(['Пирог с яблоком']);
    expect(searchView(catalogue, 'сладкие', NO_FILTERS, 8).categories.map((c) => c.id)).toEqual(['sladkie']);
  });

  it('applies the filter words: no nuts and no unknown allergens for `без орехов`', () => {
    const view = searchView(catalogue, 'яблоко без орехов', NO_FILTERS, 8);
    expect(view.hints.bez).toEqual(['orehi']);
    expect(view.filters.bez).toEqual(['orehi']);
    expect(view.products.map((found) => found.title)).toEqual(['Пирог с яблоком']);
    // The words alone filter the whole catalogue.
    expect(titles('постное')).toEqual(['Пирог с яблоком']);
    // The URL's filters too.
    expect(titles('яблоко', { ...NO_FILTERS, vegetarian: true }).sort()).toEqual(
      ['Пирог с яблоком', 'Пирог с яблоком и орехами'].sort(),
    );
  });

  it('is never empty: nothing found shows the popular products that pass the filters', () => {
    const view = searchView(catalogue, 'шаурма', NO_FILTERS, 8);
    expect(view.nothingFound).toBe(true);
    expect(view.products.map((found) => found.title)).toEqual(['Пирог с капустой и яйцом', 'Пирог с яблоком и тайной']);
    const filtered = searchView(catalogue, 'шаурма без орехов', NO_FILTERS, 8);
    expect(filtered.products.map((found) => found.title)).toEqual(['Пирог с капустой и яйцом']);
    const empty = searchView(catalogue, '', NO_FILTERS, 8);
    expect(empty).toMatchObject({ empty: true, nothingFound: false });
    expect(empty.products).toHaveLength(2);
  });

  it('builds the index once per catalogue version', () => {
    const first = indexOf(catalogue.products, categories);
    expect(indexOf(catalogue.products, categories)).toBe(first);
    // The same content in a new answer (read again through the API): the same index.
    expect(indexOf([...catalogue.products], categories)).toBe(first);
    const renamed = [{ ...cabbage, title: 'Кулебяка' }, nuts, apple, unknown];
    expect(indexOf(renamed, categories)).not.toBe(first);
  });

  it('uses the index already made of the same arrays (on the server, the one `GET /api/search` made)', () => {
    const snapshot = [nuts, apple];
    const made = indexOfSnapshot(snapshot, categories);
    expect(indexOf(snapshot, categories)).toBe(made);
  });

  it('reads the catalogue once a minute per API', async () => {
    const answer = { ...catalogue, stories: [] } as ProductsAllAnswer;
    const productsAll = vi.fn(async () => answer);
    const api = { productsAll } as unknown as ShopReadApi;
    await catalogueOf(api);
    await catalogueOf(api);
    expect(productsAll).toHaveBeenCalledTimes(1);
  });
});
