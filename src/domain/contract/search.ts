import { z } from 'zod';
import { AllergenSlug, CategoryId, Product } from './catalog';
import { safeText } from './common';

/** Longer than any product title with room to spare; a longer query is refused, not cut. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** At most this many products in one answer, best first. */
export const SEARCH_RESULT_LIMIT = 50;

/** `GET /api/search?q=`: what the shopper typed, as typed (the search normalises it). */
export const SearchQuery = z.object({
  q: safeText()
    .max(SEARCH_QUERY_MAX_LENGTH, `Запрос слишком длинный: не больше ${SEARCH_QUERY_MAX_LENGTH} символов`)
    .default(''),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

/**
 * The products found, best first, as the catalogue answer carries them, and the
 * categories whose titles match. Empty lists when nothing was found (or the
 * query was empty): the shop then shows its popular products.
 */
export const SearchAnswer = z.object({
  products: z.array(Product),
  categories: z.array(z.object({ id: CategoryId, title: z.string() })),
  /**
   * The filters the query's words asked for (`без орехов`, `постное`,
   * `вегетарианское`), already applied to `products`; a product whose
   * allergens are unknown never passes a «без …».
   */
  filters: z.object({ bez: z.array(AllergenSlug), vegetarian: z.boolean(), lean: z.boolean() }),
});
export type SearchAnswer = z.infer<typeof SearchAnswer>;
