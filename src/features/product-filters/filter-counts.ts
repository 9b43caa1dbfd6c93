import type { AllergenSlug } from '../../domain/catalog/allergen-slugs';
import {
  type FilterableProduct,
  filterProducts,
  type ProductFilters,
  productPassesFilters,
} from '../../domain/catalog/product-filters';

// What only the filter panel needs: apart from filter-state.ts, which every catalogue page loads with its URL.

/** The energy limits offered, kcal per 100 g: the catalogue spans drinks (under 100) to muffins (400). */
export const KCAL_STEPS = [100, 200, 250, 300, 350] as const;

export function toggleAllergen(filters: ProductFilters, slug: AllergenSlug): ProductFilters {
  const bez = filters.bez.includes(slug) ? filters.bez.filter((item) => item !== slug) : [...filters.bez, slug];
  return { ...filters, bez };
}

export function countMatching(products: readonly FilterableProduct[], filters: ProductFilters): number {
  return filterProducts(products, filters).length;
}

/**
 * What a toggle would leave: the products matching `filters` with this option switched on
 * (for an option already on, the current count). Shown beside each option, so the shopper
 * sees a choice that empties the list before making it.
 */
export function countWith(
  products: readonly FilterableProduct[],
  filters: ProductFilters,
  option: Partial<ProductFilters>,
): number {
  const next = { ...filters, ...option, bez: [...new Set([...filters.bez, ...(option.bez ?? [])])] };
  return products.reduce((count, product) => count + Number(productPassesFilters(product, next)), 0);
}
