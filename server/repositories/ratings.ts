import { eq, sql } from 'drizzle-orm';
import type { RatingSummary } from '../../src/domain/contract/catalog';
import { productRatings } from '../db/schema';
import type { Executor } from '../db/transaction';
import { ratingSummary } from './rows';

export function createRatingsRepository(db: Executor) {
  return {
    /**
     * Stores the rater's rating of a product, replacing its earlier one; answers the new summary. The
     * rater is a device id, or `user:<id>` for a signed-in shopper (kept in the `device_id` column).
     */
    async rate(productId: string, rater: string, stars: number): Promise<RatingSummary> {
      await db
        .insert(productRatings)
        .values({ productId, deviceId: rater, stars })
        .onConflictDoUpdate({
          target: [productRatings.productId, productRatings.deviceId],
          set: { stars, updatedAt: sql`now()` },
        });
      const [stats] = await db
        .select({
          average: sql<number>`avg(${productRatings.stars})::float8`,
          count: sql<number>`count(*)::int`,
        })
        .from(productRatings)
        .where(eq(productRatings.productId, productId));
      return ratingSummary(stats?.average ?? null, stats?.count ?? 0);
    },
  };
}

export type RatingsRepository = ReturnType<typeof createRatingsRepository>;
