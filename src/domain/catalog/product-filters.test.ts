import { describe, expect, it } from 'vitest';
import { type Allergens, type Nutrition, unknownAllergens } from './nutrition';
import {
  allergenGroupsPresent,
  type FilterableProduct,
  filterProducts,
  hasActiveFilters,
  NO_FILTERS,
  type ProductFilters,
  parseProductFilters,
  productFiltersToParams,
  productFiltersToQuery,
  productPassesFilters,
} from './product-filters';

const nutrition = (kcal: number): Nutrition => ({ kcal, proteins: 5, fats: 5, carbs: 5, weight: 100 });
/** Known allergens as listed; `null` = not entered. */
const item = (
  allergens: Omit<Allergens, 'known'> | null,
  extra: Partial<FilterableProduct> = {},
): FilterableProduct & { id: string } => ({
  id: 'p',
  allergens: allergens ? { ...allergens, known: true } : unknownAllergens(),
  nutrition: nutrition(250),
  vegetarian: false,
  lean: false,
  ...extra,
});
const filters = (extra: Partial<ProductFilters>): ProductFilters => ({ ...NO_FILTERS, ...extra });

describe('parseProductFilters', () => {
  it('reads the issue’s URL', () => {
    expect(parseProductFilters(new URLSearchParams('bez=orehi,moloko&postnoe=1'))).toEqual({
      bez: ['moloko', 'orehi'],
      vegetarian: false,
      lean: true,
      maxKcal: null,
    });
    expect(parseProductFilters(new URLSearchParams('vegetarianskoe=1&kkal=300'))).toEqual({
      bez: [],
      vegetarian: true,
      lean: false,
      maxKcal: 300,
    });
  });

  it('ignores unknown slugs, repeats and bad values instead of failing', () => {
    const parsed = parseProductFilters(
      new URLSearchParams('bez=orehi,,nuts,ORЕHI,orehi,%20gluten&postnoe=yes&vegetarianskoe=0&kkal=-5'),
    );
    expect(parsed).toEqual({ bez: ['gluten', 'orehi'], vegetarian: false, lean: false, maxKcal: null });
    for (const kcal of ['abc', '0', '1e3', '300.5', '901', '']) {
      expect(parseProductFilters(new URLSearchParams({ kkal: kcal })).maxKcal, kcal).toBeNull();
    }
    expect(parseProductFilters(new URLSearchParams(''))).toEqual(NO_FILTERS);
  });

  it('reads a router’s parsed search object, numbers included', () => {
    expect(parseProductFilters({ bez: 'soya', postnoe: 1, kkal: 200, vegetarianskoe: 'true' })).toEqual({
      bez: ['soya'],
      vegetarian: true,
      lean: true,
      maxKcal: 200,
    });
    expect(parseProductFilters({ bez: ['orehi'], kkal: Number.NaN })).toEqual(NO_FILTERS);
  });
});

describe('serialising', () => {
  it('writes only what is set, in a fixed order, and reads back the same', () => {
    const chosen = filters({ bez: ['orehi', 'moloko'], lean: true });
    expect(productFiltersToQuery(chosen)).toBe('bez=moloko,orehi&postnoe=1');
    expect(productFiltersToParams(NO_FILTERS)).toEqual({});
    const all = filters({ bez: ['gluten'], vegetarian: true, lean: true, maxKcal: 300 });
    expect(productFiltersToQuery(all)).toBe('bez=gluten&vegetarianskoe=1&postnoe=1&kkal=300');
    expect(parseProductFilters(new URLSearchParams(productFiltersToQuery(all)))).toEqual(all);
  });

  it('knows whether anything is chosen', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters(filters({ maxKcal: 100 }))).toBe(true);
    expect(hasActiveFilters(filters({ bez: ['ryba'] }))).toBe(true);
  });
});

describe('productPassesFilters', () => {
  const nutFree = item({ contains: ['gluten'], mayContain: [] });
  const nuts = item({ contains: ['orehi'], mayContain: [] });
  const traces = item({ contains: [], mayContain: ['orehi'] });
  const unknown = item(null, { vegetarian: true, lean: true });

  it('lets through only known allergens free of the group, traces included', () => {
    const bez = filters({ bez: ['orehi'] });
    expect(productPassesFilters(nutFree, bez)).toBe(true);
    expect(productPassesFilters(nuts, bez)).toBe(false);
    expect(productPassesFilters(traces, bez)).toBe(false);
  });

  it('never lets a product with unknown allergens through a «Без …» filter', () => {
    for (const slug of ['orehi', 'moloko', 'lyupin'] as const) {
      expect(productPassesFilters(unknown, filters({ bez: [slug] })), slug).toBe(false);
    }
    // Unknown stays unknown even if lists came along with it.
    const listed = item(null, { allergens: { contains: [], mayContain: ['moloko'], known: false } });
    expect(productPassesFilters(listed, filters({ bez: ['orehi'] }))).toBe(false);
    // Without a «Без …» filter the unknown product is shown.
    expect(productPassesFilters(unknown, NO_FILTERS)).toBe(true);
    expect(productPassesFilters(unknown, filters({ lean: true }))).toBe(true);
  });

  it('needs every «Без …» at once', () => {
    expect(productPassesFilters(nutFree, filters({ bez: ['orehi', 'gluten'] }))).toBe(false);
    expect(productPassesFilters(nutFree, filters({ bez: ['orehi', 'moloko'] }))).toBe(true);
  });

  it('checks the vegetarian and lean flags', () => {
    const veg = item({ contains: [], mayContain: [] }, { vegetarian: true });
    expect(productPassesFilters(veg, filters({ vegetarian: true }))).toBe(true);
    expect(productPassesFilters(veg, filters({ lean: true }))).toBe(false);
    expect(productPassesFilters(nutFree, filters({ vegetarian: true }))).toBe(false);
  });

  it('limits energy, and unknown КБЖУ never passes a limit', () => {
    expect(productPassesFilters(nutFree, filters({ maxKcal: 250 }))).toBe(true);
    expect(productPassesFilters(nutFree, filters({ maxKcal: 249 }))).toBe(false);
    const noNumbers = item({ contains: [], mayContain: [] }, { nutrition: null });
    expect(productPassesFilters(noNumbers, filters({ maxKcal: 900 }))).toBe(false);
    expect(productPassesFilters(noNumbers, NO_FILTERS)).toBe(true);
  });

  it('filters a list keeping its order', () => {
    const list = [
      { ...nuts, id: 'a' },
      { ...nutFree, id: 'b' },
      { ...unknown, id: 'c' },
    ];
    expect(filterProducts(list, filters({ bez: ['orehi'] })).map((p) => p.id)).toEqual(['b']);
    expect(filterProducts(list, NO_FILTERS).map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('allergenGroupsPresent', () => {
  it('lists the groups contained or traced anywhere, in Annex II order, skipping unknown products', () => {
    expect(
      allergenGroupsPresent([
        item({ contains: ['orehi'], mayContain: ['kunzhut'] }),
        item(null),
        item({ contains: ['gluten', 'orehi'], mayContain: [] }),
      ]),
    ).toEqual(['gluten', 'orehi', 'kunzhut']);
    expect(allergenGroupsPresent([])).toEqual([]);
  });
});
