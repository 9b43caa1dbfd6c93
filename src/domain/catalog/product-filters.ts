import { ALLERGEN_SLUGS, type AllergenSlug } from './allergen-slugs';
import type { Allergens, Nutrition } from './nutrition';

/**
 * The shop's food filters (issue 30), kept in the URL so a link restores them:
 * `?bez=orehi,moloko&vegetarianskoe=1&postnoe=1&kkal=300`. A parent filtering
 * out nuts must be able to trust the answer, so a product whose allergens were
 * not entered never passes a «Без …» filter, and one without КБЖУ never passes
 * an energy limit.
 */
export interface ProductFilters {
  /** Allergen groups the product must neither contain nor may contain in traces. */
  bez: AllergenSlug[];
  vegetarian: boolean;
  lean: boolean;
  /** Energy per 100 g at most, kcal; `null` = no limit. */
  maxKcal: number | null;
}

/** What the filters read of a product (the contract's `Product` has all of it). */
export interface FilterableProduct {
  allergens: Allergens;
  nutrition: Nutrition | null;
  vegetarian: boolean;
  lean: boolean;
}

export const NO_FILTERS: ProductFilters = { bez: [], vegetarian: false, lean: false, maxKcal: null };

/** The URL's parameter names. */
export const FILTER_PARAMS = { bez: 'bez', vegetarian: 'vegetarianskoe', lean: 'postnoe', maxKcal: 'kkal' } as const;

/** Above this no product is (pure fat is 900 kcal per 100 g). */
const MAX_KCAL_LIMIT = 900;

type ParamsLike = Pick<URLSearchParams, 'get'> | Record<string, unknown>;

function read(params: ParamsLike, name: string): string | null {
  if (typeof (params as URLSearchParams).get === 'function') return (params as URLSearchParams).get(name);
  const value = (params as Record<string, unknown>)[name];
  if (typeof value === 'string') return value;
  // A router may have parsed `kkal=300` or `postnoe=1` into a number already, `postnoe=true` into a boolean.
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return null;
}

const isOn = (value: string | null) => value === '1' || value === 'true';

/**
 * Reads the filters from search params (`URLSearchParams` or a router's parsed
 * object). Unknown slugs, repeats and bad numbers are dropped, never errors: a
 * link typed by hand still opens the catalogue.
 */
export function parseProductFilters(params: ParamsLike): ProductFilters {
  const requested = (read(params, FILTER_PARAMS.bez) ?? '').split(',').map((slug) => slug.trim().toLowerCase());
  const bez = ALLERGEN_SLUGS.filter((slug) => requested.includes(slug));
  const kcalText = read(params, FILTER_PARAMS.maxKcal)?.trim() ?? '';
  const kcal = /^\d{1,4}$/.test(kcalText) ? Number(kcalText) : Number.NaN;
  return {
    bez,
    vegetarian: isOn(read(params, FILTER_PARAMS.vegetarian)),
    lean: isOn(read(params, FILTER_PARAMS.lean)),
    maxKcal: kcal > 0 && kcal <= MAX_KCAL_LIMIT ? kcal : null,
  };
}

/** The filters as search params, only those set, in a fixed order (so one choice is one URL). */
export function productFiltersToParams(filters: ProductFilters): Record<string, string> {
  const params: Record<string, string> = {};
  const bez = ALLERGEN_SLUGS.filter((slug) => filters.bez.includes(slug));
  if (bez.length > 0) params[FILTER_PARAMS.bez] = bez.join(',');
  if (filters.vegetarian) params[FILTER_PARAMS.vegetarian] = '1';
  if (filters.lean) params[FILTER_PARAMS.lean] = '1';
  if (filters.maxKcal !== null) params[FILTER_PARAMS.maxKcal] = String(filters.maxKcal);
  return params;
}

/** `bez=orehi,moloko&postnoe=1` (empty when no filter is set); commas stay readable. */
export function productFiltersToQuery(filters: ProductFilters): string {
  return Object.entries(productFiltersToParams(filters))
    .map(([name, value]) => `${name}=${value.split(',').map(encodeURIComponent).join(',')}`)
    .join('&');
}

export function hasActiveFilters(filters: ProductFilters): boolean {
  return filters.bez.length > 0 || filters.vegetarian || filters.lean || filters.maxKcal !== null;
}

/** Whether a product is free of a group: known allergens, neither contained nor traced. */
export function isFreeOf(product: Pick<FilterableProduct, 'allergens'>, slug: AllergenSlug): boolean {
  const allergens = product.allergens;
  if (!allergens.known) return false;
  return !allergens.contains.includes(slug) && !allergens.mayContain.includes(slug);
}

export function productPassesFilters(product: FilterableProduct, filters: ProductFilters): boolean {
  if (!filters.bez.every((slug) => isFreeOf(product, slug))) return false;
  if (filters.vegetarian && !product.vegetarian) return false;
  if (filters.lean && !product.lean) return false;
  if (filters.maxKcal !== null && (product.nutrition === null || product.nutrition.kcal > filters.maxKcal)) {
    return false;
  }
  return true;
}

export function filterProducts<P extends FilterableProduct>(products: readonly P[], filters: ProductFilters): P[] {
  return products.filter((product) => productPassesFilters(product, filters));
}

/**
 * The groups some product contains or may contain, in Annex II order: the only
 * «Без …» filters worth offering (a «Без люпина» that removes nothing only adds noise).
 */
export function allergenGroupsPresent(products: readonly Pick<FilterableProduct, 'allergens'>[]): AllergenSlug[] {
  const present = new Set<AllergenSlug>();
  for (const { allergens } of products) {
    if (!allergens.known) continue;
    for (const slug of allergens.contains) present.add(slug);
    for (const slug of allergens.mayContain) present.add(slug);
  }
  return ALLERGEN_SLUGS.filter((slug) => present.has(slug));
}
