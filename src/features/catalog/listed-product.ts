import type { Product } from '../../domain/contract/catalog';

/**
 * What a listing reads of a product — its card, the filters, the sections — which is all but its long texts: the
 * product modal loads its own copy. The listing routes' loaders dehydrate only this into their pages: the
 * composition and description of every product were a sixth of the home page's inline data by characters (about a
 * quarter of its bytes, the texts being Cyrillic), script the browser compiles before the page starts.
 */
export type ListedProduct = Omit<Product, 'composition' | 'description'>;

/** A module of its own, like the cart's: route loaders ship with the first page of every route. */
export function listedProductOf({
  composition: _composition,
  description: _description,
  ...listed
}: Product): ListedProduct {
  return listed;
}
