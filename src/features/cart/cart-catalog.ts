import type { Product } from '../../domain/contract/catalog';
import type { CatalogProduct } from './cart-pricing';

/**
 * What the cart page keeps of each catalogue product: what pricing and the promo sentences need, and the picture.
 * Its route dehydrates only this into the page: the whole catalogue's texts and nutrition were two thirds of an
 * empty cart's HTML, and script the browser had to compile before the page could start.
 */
export type CartCatalogProduct = CatalogProduct & Pick<Product, 'image'>;

/**
 * The route's loader calls this, and loaders ship with the first page of every route: it is a module of its own,
 * so the pricing engine stays in the cart page's chunk (beside it in `cart-pricing`, it added 5 KiB to the home
 * page's first load).
 */
export function cartCatalogProductOf({ _id, title, cost, discount, category, image }: Product): CartCatalogProduct {
  return { _id, title, cost, discount, category, image };
}
