import { and, asc, eq } from 'drizzle-orm';
import type { AdminCategory } from '../../src/domain/contract/admin-categories';
import type { CategoryId } from '../../src/domain/contract/catalog';
import { categories } from '../db/schema';
import type { Executor } from '../db/transaction';
import type { Versioned } from './versioned';

export type VersionedCategory = Versioned<AdminCategory>;

const versionedCategory = (row: typeof categories.$inferSelect): VersionedCategory => ({
  record: { id: row.id as CategoryId, title: row.title, sortOrder: row.sortOrder },
  version: row.version,
});

/**
 * The categories' titles and order (issue 29). Rows are only updated: the
 * seven slugs are the shop's URLs, so none is inserted or deleted here.
 */
export function createAdminCategoriesRepository(db: Executor) {
  return {
    async list(): Promise<VersionedCategory[]> {
      const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
      return rows.map(versionedCategory);
    },

    async find(id: string, lock: 'lock' | 'no-lock' = 'no-lock'): Promise<VersionedCategory | null> {
      const query = db.select().from(categories).where(eq(categories.id, id));
      const [row] = lock === 'lock' ? await query.for('update') : await query;
      return row ? versionedCategory(row) : null;
    },

    async update(id: string, edited: AdminCategory, version: number): Promise<VersionedCategory | null> {
      const [row] = await db
        .update(categories)
        .set({ title: edited.title, sortOrder: edited.sortOrder, version: version + 1 })
        .where(and(eq(categories.id, id), eq(categories.version, version)))
        .returning();
      return row ? versionedCategory(row) : null;
    },
  };
}
