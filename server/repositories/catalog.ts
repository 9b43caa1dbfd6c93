import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { CATEGORY_IDS } from '../../src/domain/catalog/categories';
import type { Alert, Product, Promo, Shop, Story, SubSlide } from '../../src/domain/contract/index';
import type { Database } from '../db/client';
import { alerts, productRatings, products, promoItems, promos, shops, stories, subSlides } from '../db/schema';
import {
  alertFromRow,
  productFromRow,
  promoFromRow,
  ratingSummary,
  shopFromRow,
  storyFromRow,
  subSlideFromRow,
} from './rows';

/** Menu order of categories as a SQL expression, so the catalogue comes out grouped like the nav. */
const categoryOrder = sql`array_position(${sql.raw(
  `ARRAY[${CATEGORY_IDS.map((id) => `'${id}'`).join(',')}]::text[]`,
)}, ${products.category})`;

export function createCatalogRepository(db: Database) {
  const ratingStats = db
    .select({
      productId: productRatings.productId,
      average: sql<number>`avg(${productRatings.stars})::float8`.as('average'),
      count: sql<number>`count(*)::int`.as('count'),
    })
    .from(productRatings)
    .groupBy(productRatings.productId)
    .as('rating_stats');

  /** Products with their rating summary, filtered by `where`. */
  const selectProducts = (where: SQL | undefined) =>
    db
      .select({ row: products, average: ratingStats.average, count: ratingStats.count })
      .from(products)
      .leftJoin(ratingStats, eq(ratingStats.productId, products.id))
      .where(where)
      .orderBy(categoryOrder, asc(products.sortOrder), asc(products.id));

  const toProduct = ({
    row,
    average,
    count,
  }: {
    row: typeof products.$inferSelect;
    average: number | null;
    count: number | null;
  }) => productFromRow(row, ratingSummary(average, count));

  const selectAlerts = async (where: SQL | undefined): Promise<Alert[]> => {
    const rows = await db.select().from(alerts).where(where).orderBy(asc(alerts.dateTimeFrom), asc(alerts.id));
    return rows.map(alertFromRow);
  };

  const selectPromos = async (where: SQL | undefined): Promise<Promo[]> => {
    const rows = await db.select().from(promos).where(where).orderBy(asc(promos.dateTimeFrom), asc(promos.id));
    if (rows.length === 0) return [];
    const items = await db
      .select({ promoId: promoItems.promoId, productId: promoItems.productId })
      .from(promoItems)
      .where(
        inArray(
          promoItems.promoId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(promoItems.position), asc(promoItems.productId));
    return rows.map((row) =>
      promoFromRow(
        row,
        items.filter((item) => item.promoId === row.id).map((item) => item.productId),
      ),
    );
  };

  return {
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

    async listStories(): Promise<Story[]> {
      const rows = await db.select().from(stories).orderBy(asc(stories.sortOrder), asc(stories.id));
      return rows.map(storyFromRow);
    },

    async listSubSlides(): Promise<SubSlide[]> {
      const rows = await db.select().from(subSlides).orderBy(asc(subSlides.sortOrder), asc(subSlides.id));
      return rows.map(subSlideFromRow);
    },

    async listShops(): Promise<Shop[]> {
      const rows = await db.select().from(shops).orderBy(asc(shops.sortOrder), asc(shops.id));
      return rows.map(shopFromRow);
    },

    async listActiveAlerts(now: Date): Promise<Alert[]> {
      return selectAlerts(and(lte(alerts.dateTimeFrom, now), gte(alerts.dateTimeTo, now)));
    },

    /** Every alert, past and future too, in the order of `listActiveAlerts` (the read model filters by time). */
    listAlerts: (): Promise<Alert[]> => selectAlerts(undefined),

    /** Promotions whose window contains `now`; expired and future ones are not shown. */
    async listActivePromos(now: Date): Promise<Promo[]> {
      return selectPromos(and(lte(promos.dateTimeFrom, now), gte(promos.dateTimeTo, now)));
    },

    /** Every promotion, past and future too, in the order of `listActivePromos` (the read model filters by time). */
    listPromos: (): Promise<Promo[]> => selectPromos(undefined),
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
