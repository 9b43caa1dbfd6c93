import { and, asc, eq } from 'drizzle-orm';
import type { AdminProduct } from '../../src/domain/contract/admin';
import { allergensToStored, nutritionToStored } from '../db/food-values';
import { products } from '../db/schema';
import type { Executor } from '../db/transaction';

import { productFromRow, ratingSummary } from './rows';
import type { Versioned } from './versioned';

type ProductRow = typeof products.$inferSelect;

export type VersionedProduct = Versioned<AdminProduct>;

/** The back office's view of a row: what it edits, hidden products included. */
export function adminProductFromRow(row: ProductRow): VersionedProduct {
  // The shop's own mapping, without what shoppers make (ratings), with what only staff edit.
  const { rating: _rating, ...product } = productFromRow(row, ratingSummary(null, null));
  return { record: { ...product, visible: !row.withdrawn, sortOrder: row.sortOrder }, version: row.version };
}

/** Products as the back office reads and writes them (issue 29); the shop reads them through the read model. */
export function createAdminProductsRepository(db: Executor) {
  return {
    async list(): Promise<VersionedProduct[]> {
      const rows = await db.select().from(products).orderBy(asc(products.category), asc(products.sortOrder));
      return rows.map(adminProductFromRow);
    },

    async find(id: string, lock: 'lock' | 'no-lock' = 'no-lock'): Promise<VersionedProduct | null> {
      const query = db.select().from(products).where(eq(products.id, id));
      const [row] = lock === 'lock' ? await query.for('update') : await query;
      return row ? adminProductFromRow(row) : null;
    },

    /**
     * Saves the edit only if the row is still at `version` (a conditional
     * update, so two saves of one version cannot both win); `null` otherwise.
     */
    async update(id: string, edited: AdminProduct, version: number, now: Date): Promise<VersionedProduct | null> {
      const [row] = await db
        .update(products)
        .set({
          title: edited.title,
          category: edited.category,
          costKopecks: edited.cost,
          discountPercent: edited.discount,
          weight: edited.weight,
          unit: edited.unit,
          composition: edited.composition,
          description: edited.description,
          popular: edited.popular,
          nutrition: nutritionToStored(edited.nutrition),
          allergens: allergensToStored(edited.allergens),
          vegetarian: edited.vegetarian,
          lean: edited.lean,
          image: edited.image,
          withdrawn: !edited.visible,
          sortOrder: edited.sortOrder,
          version: version + 1,
          updatedAt: now,
        })
        .where(and(eq(products.id, id), eq(products.version, version)))
        .returning();
      return row ? adminProductFromRow(row) : null;
    },
  };
}
