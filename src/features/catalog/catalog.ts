import { CATEGORY_IDS, type CategoryCode, type CategoryInfo, menuCategories } from '../../domain/catalog/categories';
import type { FavoriteItem } from '../../domain/contract/storage';
import type { ListedProduct } from './listed-product';

export interface CategorySection<P extends ListedProduct = ListedProduct> {
  id: CategoryCode;
  title: string;
  products: P[];
}

/** Products grouped in menu order (the catalogue answer's categories); empty categories are left out. */
export function groupByCategory<P extends ListedProduct>(
  products: readonly P[],
  categories?: readonly CategoryInfo[],
): CategorySection<P>[] {
  return menuCategories(categories)
    .map(({ id, title }) => ({
      id,
      title,
      products: products.filter((product) => product.category === id),
    }))
    .filter((section) => section.products.length > 0);
}

export function isCategory(value: string): value is CategoryCode {
  return (CATEGORY_IDS as readonly string[]).includes(value);
}

/** What the favorites list keeps of a product. */
export function favoriteOf(product: ListedProduct): FavoriteItem {
  return {
    _id: product._id,
    title: product.title,
    cost: product.cost,
    discount: product.discount,
    image: product.image,
  };
}

/** SPEC §2: «any route containing pirogi» is a listing where `?pirog` opens no modal. */
export function isListingPath(pathname: string): boolean {
  return pathname.split('/').includes('pirogi');
}

/** Where a link that opens a product's modal goes (TanStack Router's `to` and `search`). */
export interface ProductModalLink {
  to: string;
  search: (previous: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * The one answer to "the link that opens this product": its modal (`?pirog=`) over `page` — a path, or `.` for
 * the current page — keeping that page's search (closing the modal comes back to it, e.g. to search results);
 * over the home page when no page is asked for or the page is a listing, where `?pirog` opens nothing.
 */
export function productModalLink(productId: string, page?: string): ProductModalLink {
  if (page === undefined || isListingPath(page)) return { to: '/', search: () => ({ pirog: productId }) };
  return { to: page, search: (previous) => ({ ...previous, pirog: productId }) };
}
