import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { CATEGORY_IDS } from '../../src/domain/catalog/categories';
import type { Category, CategoryId, Product } from '../../src/domain/contract/index';
import { categories, productRatings, products } from '../db/schema';
import type { Executor } from '../db/transaction';
import { productFromRow, ratingSummary } from './rows';

/** The slug list's order: ties between equal `sort_order`s (and a missing row) fall back to it. */
const slugOrder = sql`array_position(${sql.raw(
  `ARRAY[${CATEGORY_IDS.map((id) => `'${id}'`).join(',')}]::text[]`,
)}, ${products.category})`;
/** Menu order of categories as the back office set it, so the catalogue comes out grouped like the nav. */
const categoryOrder = sql`(select ${categories.sortOrder} from ${categories} where ${categories.id} = ${products.category})`;

/** Products with their rating summaries, in menu order. */
export function createProductsRepository(db: Executor) {
  const ratingStats = db
    .select({
      productId: productRatings.productId,
      average: sql<number>`avg(${productRatings.stars})::float8`.as('average'),
      count: sql<number>`count(*)::int`.as('count'),
    })
    .from(productRatings)
    .groupBy(productRatings.productId)
    .as('rating_stats');

  const selectProducts = (where: SQL | undefined) =>
    db
      .select({ row: products, average: ratingStats.average, count: ratingStats.count })
      .from(products)
      .leftJoin(ratingStats, eq(ratingStats.productId, products.id))
      .where(where)
      .orderBy(categoryOrder, slugOrder, asc(products.sortOrder), asc(products.id));

  const toProduct = ({
    row,
    average,
    count,
  }: {
    row: typeof products.$inferSelect;
    average: number | null;
    count: number | null;
  }) => productFromRow(row, ratingSummary(average, count));

  return {
    /** The categories' titles and menu order as the back office set them. */
    async listCategories(): Promise<Category[]> {
      const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
      return rows
        .filter((row) => (CATEGORY_IDS as readonly string[]).includes(row.id))
        .map((row) => ({ id: row.id as CategoryId, title: row.title, sortOrder: row.sortOrder }));
    },

    async listProducts(): Promise<Product[]> {
      const rows = await selectProducts(eq(products.withdrawn, false));
      return rows.map(toProduct);
    },

    async findProduct(id: string): Promise<Product | null> {
      const [found] = await selectProducts(and(eq(products.id, id), eq(products.withdrawn, false)));
      return found ? toProduct(found) : null;
    },

    /** Products by id, withdrawn ones included and marked, for reconciling devices' carts. */
    async findForSync(ids: readonly string[]): Promise<Map<string, { product: Product; withdrawn: boolean }>> {
      if (ids.length === 0) return new Map();
      const rows = await selectProducts(inArray(products.id, [...new Set(ids)]));
      return new Map(
        rows.map((found) => [found.row.id, { product: toProduct(found), withdrawn: found.row.withdrawn }]),
      );
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
