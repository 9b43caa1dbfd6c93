import { CATEGORY_IDS, type CategoryCode, type CategoryInfo, menuCategories } from '../../domain/catalog/categories';
import type { Product } from '../../domain/contract/catalog';
import type { FavoriteItem } from '../../domain/contract/storage';

export interface CategorySection {
  id: CategoryCode;
  title: string;
  products: Product[];
}

/** Products grouped in menu order (the catalogue answer's categories); empty categories are left out. */
export function groupByCategory(products: readonly Product[], categories?: readonly CategoryInfo[]): CategorySection[] {
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
export function favoriteOf(product: Product): FavoriteItem {
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
