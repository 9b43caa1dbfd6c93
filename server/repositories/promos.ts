import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Promo } from '../../src/domain/contract/index';
import { promoItems, promos } from '../db/schema';
import type { Executor } from '../db/transaction';
import { promoFromRow } from './rows';

export function createPromosRepository(db: Executor) {
  const selectPromos = async (where: SQL | undefined): Promise<Promo[]> => {
    // Drafts and archived promos are the back office's only: the shop never lists or applies them.
    const rows = await db
      .select()
      .from(promos)
      .where(and(eq(promos.status, 'published'), where))
      .orderBy(asc(promos.dateTimeFrom), asc(promos.id));
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
    /** Promotions whose window contains `now`; expired and future ones are not shown. */
    listActivePromos: (now: Date): Promise<Promo[]> =>
      selectPromos(and(lte(promos.dateTimeFrom, now), gte(promos.dateTimeTo, now))),
    /** Every published promotion, past and future too, in the same order (the read model filters by the request's time). */
    listPromos: (): Promise<Promo[]> => selectPromos(undefined),
  };
}

export type PromosRepository = ReturnType<typeof createPromosRepository>;
