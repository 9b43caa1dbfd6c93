import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AdminPromo, AdminPromoFields, PromoStatus } from '../../src/domain/contract/admin-promos';
import { products, promoItems, promos } from '../db/schema';
import type { Executor } from '../db/transaction';
import { promoFromRow, promoToRow } from './rows';
import type { Versioned } from './versioned';

export type VersionedPromo = Versioned<AdminPromo>;
type PromoRow = typeof promos.$inferSelect;

/** Promotions as the back office reads and writes them (issue 29); shoppers get published ones via the read model. */
export function createAdminPromosRepository(db: Executor) {
  const withItems = async (rows: PromoRow[]): Promise<VersionedPromo[]> => {
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
    return rows.map((row) => {
      const promo = promoFromRow(
        row,
        items.filter((item) => item.promoId === row.id).map((item) => item.productId),
      );
      return { record: { ...promo, title: promo.title ?? '', status: row.status }, version: row.version };
    });
  };
  const writeItems = async (id: string, promo: AdminPromoFields) => {
    await db.delete(promoItems).where(eq(promoItems.promoId, id));
    const ids = [...new Set(promo.items.map((item) => item._id))];
    if (ids.length > 0) {
      await db.insert(promoItems).values(ids.map((productId, position) => ({ promoId: id, productId, position })));
    }
  };
  const find = async (id: string, lock: 'lock' | 'no-lock' = 'no-lock'): Promise<VersionedPromo | null> => {
    const query = db.select().from(promos).where(eq(promos.id, id));
    const rows = lock === 'lock' ? await query.for('update') : await query;
    return (await withItems(rows))[0] ?? null;
  };

  return {
    list: async (): Promise<VersionedPromo[]> =>
      withItems(await db.select().from(promos).orderBy(asc(promos.dateTimeFrom), asc(promos.id))),

    find,

    /** Which of `ids` are not products of the catalogue (a promo may only name existing ones). */
    async unknownProducts(ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const known = await db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, [...ids]));
      const found = new Set(known.map((row) => row.id));
      return ids.filter((id) => !found.has(id));
    },

    async insert(id: string, promo: AdminPromoFields, status: PromoStatus): Promise<VersionedPromo> {
      await db.insert(promos).values({ id, status, ...promoToRow(promo) });
      await writeItems(id, promo);
      const saved = await find(id);
      if (!saved) throw new Error('the new promo was not found');
      return saved;
    },

    /** Writes the edit (status included) only if the row is still at `version`; `null` otherwise. */
    async update(id: string, edited: AdminPromo, version: number): Promise<VersionedPromo | null> {
      const rows = await db
        .update(promos)
        .set({ ...promoToRow(edited), status: edited.status, version: version + 1 })
        .where(and(eq(promos.id, id), eq(promos.version, version)))
        .returning({ id: promos.id });
      if (rows.length === 0) return null;
      await writeItems(id, edited);
      return find(id);
    },

    /** Removes the promo (its items go with it) only if it is still at `version`. */
    async remove(id: string, version: number): Promise<boolean> {
      const rows = await db
        .delete(promos)
        .where(and(eq(promos.id, id), eq(promos.version, version)))
        .returning({ id: promos.id });
      return rows.length > 0;
    },
  };
}
