import { and, asc, eq, inArray } from 'drizzle-orm';
import { productStoplist } from '../db/schema';
import type { Executor } from '../db/transaction';

/** «Нет в наличии сегодня» per shop and shop day (issue 29). */
export function createStoplistRepository(db: Executor) {
  return {
    /** Which of `productIds` the shop has sold out on `shopDate`. */
    async soldOutAmong(shopId: string, shopDate: string, productIds: readonly string[]): Promise<string[]> {
      if (productIds.length === 0) return [];
      const rows = await db
        .select({ productId: productStoplist.productId })
        .from(productStoplist)
        .where(
          and(
            eq(productStoplist.shopId, shopId),
            eq(productStoplist.shopDate, shopDate),
            inArray(productStoplist.productId, [...productIds]),
          ),
        );
      return rows.map((row) => row.productId);
    },

    async ofShopDay(shopId: string, shopDate: string): Promise<string[]> {
      const rows = await db
        .select({ productId: productStoplist.productId })
        .from(productStoplist)
        .where(and(eq(productStoplist.shopId, shopId), eq(productStoplist.shopDate, shopDate)))
        .orderBy(asc(productStoplist.productId));
      return rows.map((row) => row.productId);
    },

    /** Marks it sold out; `false` when it already was (a second tap changes nothing). */
    async mark(entry: { shopId: string; productId: string; shopDate: string; staffId: string; at: Date }) {
      const rows = await db
        .insert(productStoplist)
        .values({ ...entry, createdAt: entry.at })
        .onConflictDoNothing()
        .returning({ productId: productStoplist.productId });
      return rows.length > 0;
    },

    /** Back on sale; `false` when it was not sold out. */
    async unmark(entry: { shopId: string; productId: string; shopDate: string }) {
      const rows = await db
        .delete(productStoplist)
        .where(
          and(
            eq(productStoplist.shopId, entry.shopId),
            eq(productStoplist.productId, entry.productId),
            eq(productStoplist.shopDate, entry.shopDate),
          ),
        )
        .returning({ productId: productStoplist.productId });
      return rows.length > 0;
    },
  };
}
