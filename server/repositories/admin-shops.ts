import { and, eq } from 'drizzle-orm';
import type { AdminShop } from '../../src/domain/contract/admin';
import { shops } from '../db/schema';
import type { Executor } from '../db/transaction';
import { shopFromRow } from './rows';
import type { Versioned } from './versioned';

export type VersionedShop = Versioned<AdminShop>;

const versionedShop = (row: typeof shops.$inferSelect): VersionedShop => ({
  record: shopFromRow(row),
  version: row.version,
});

/** Shops as the back office reads and writes them (issue 29); the shop reads them through the read model. */
export function createAdminShopsRepository(db: Executor) {
  return {
    async find(id: string, lock: 'lock' | 'no-lock' = 'no-lock'): Promise<VersionedShop | null> {
      const query = db.select().from(shops).where(eq(shops.id, id));
      const [row] = lock === 'lock' ? await query.for('update') : await query;
      return row ? versionedShop(row) : null;
    },

    async update(id: string, edited: AdminShop, version: number): Promise<VersionedShop | null> {
      const [row] = await db
        .update(shops)
        .set({
          title: edited.title,
          address: edited.address,
          city: edited.city,
          phone: edited.phone,
          hours: edited.hours,
          lat: edited.location.lat,
          lng: edited.location.lng,
          version: version + 1,
        })
        .where(and(eq(shops.id, id), eq(shops.version, version)))
        .returning();
      return row ? versionedShop(row) : null;
    },
  };
}
