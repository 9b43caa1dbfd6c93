import { describe, expect, it } from 'vitest';
import { type Allergens, unknownAllergens } from '../../domain/catalog/nutrition';
import { type FilterableProduct, NO_FILTERS } from '../../domain/catalog/product-filters';
import { countMatching, countWith, toggleAllergen } from './filter-counts';
import { activeFilterCount, filterSearch, validateFilterSearch, withFilters } from './filter-state';

/** Known allergens as listed; `null` = not entered. */
function product(
  allergens: Omit<Allergens, 'known'> | null,
  flags: Partial<FilterableProduct> = {},
): FilterableProduct {
  return {
    allergens: allergens ? { ...allergens, known: true } : unknownAllergens(),
    nutrition: { kcal: 250, proteins: 5, fats: 10, carbs: 34, weight: 100 },
    vegetarian: true,
    lean: false,
    ...flags,
  };
}

const nutty = product({ contains: ['gluten', 'orehi'], mayContain: [] });
const traces = product({ contains: ['gluten'], mayContain: ['orehi'] });
const plain = product({ contains: ['gluten'], mayContain: [] });
const unknown = product(null, { lean: true });
const leanDrink = product(
  { contains: [], mayContain: [] },
  { lean: true, nutrition: { kcal: 42, proteins: 0, fats: 0, carbs: 10.5, weight: 500 } },
);
const meat = product({ contains: ['gluten', 'moloko'], mayContain: [] }, { vegetarian: false });
const catalogue = [nutty, traces, plain, unknown, leanDrink, meat];

describe('the router search of the filters', () => {
  it('reads what a router parsed (numbers included) and drops what is not a filter', () => {
    expect(validateFilterSearch({ bez: 'moloko,orehi,kokos', postnoe: 1, kkal: 300, pirog: 'x' })).toEqual({
      bez: 'moloko,orehi',
      postnoe: 1,
      kkal: 300,
    });
    expect(validateFilterSearch({ bez: 5, vegetarianskoe: 'da', postnoe: '1', kkal: 'много' })).toEqual({ postnoe: 1 });
    expect(validateFilterSearch({})).toEqual({});
  });

  it('writes the flags and the limit as numbers, the allergens in a fixed order', () => {
    expect(filterSearch({ bez: ['orehi', 'gluten'], vegetarian: true, lean: false, maxKcal: 250 })).toEqual({
      bez: 'gluten,orehi',
      vegetarianskoe: 1,
      kkal: 250,
    });
    expect(filterSearch(NO_FILTERS)).toEqual({});
  });

  it('replaces the filters of a search and keeps its other parameters', () => {
    const previous = { pirog: 'vishnya', bez: 'orehi', postnoe: 1 as const, q: 'пирог' };
    expect(withFilters(previous, { ...NO_FILTERS, vegetarian: true })).toEqual({
      pirog: 'vishnya',
      q: 'пирог',
      vegetarianskoe: 1,
    });
    expect(withFilters(previous, NO_FILTERS)).toEqual({ pirog: 'vishnya', q: 'пирог' });
  });
});

describe('the counts shown before applying', () => {
  it('counts the products a choice leaves; unknown allergens never pass a «Без …»', () => {
    expect(countMatching(catalogue, NO_FILTERS)).toBe(6);
    expect(countMatching(catalogue, { ...NO_FILTERS, bez: ['orehi'] })).toBe(3);
    expect(countWith(catalogue, NO_FILTERS, { bez: ['orehi'] })).toBe(3);
    expect(countWith(catalogue, { ...NO_FILTERS, bez: ['orehi'] }, { bez: ['moloko'] })).toBe(2);
    expect(countWith(catalogue, NO_FILTERS, { lean: true })).toBe(2);
    expect(countWith(catalogue, { ...NO_FILTERS, bez: ['gluten'] }, { lean: true })).toBe(1);
    expect(countWith(catalogue, NO_FILTERS, { vegetarian: true })).toBe(5);
    expect(countWith(catalogue, NO_FILTERS, { maxKcal: 100 })).toBe(1);
  });

  it('an option already on counts what is shown now', () => {
    const filters = { ...NO_FILTERS, bez: ['orehi' as const], lean: true };
    expect(countWith(catalogue, filters, { bez: ['orehi'] })).toBe(countMatching(catalogue, filters));
    expect(countWith(catalogue, filters, { lean: true })).toBe(1);
  });

  it('toggles an allergen and counts what is set', () => {
    const once = toggleAllergen(NO_FILTERS, 'orehi');
    expect(once.bez).toEqual(['orehi']);
    expect(toggleAllergen(once, 'orehi').bez).toEqual([]);
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ bez: ['orehi', 'moloko'], vegetarian: true, lean: false, maxKcal: 300 })).toBe(4);
  });
});
