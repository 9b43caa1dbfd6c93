import { and, desc, eq, type SQL } from 'drizzle-orm';
import { adminAudit, staff } from '../db/schema';
import type { Executor } from '../db/transaction';

export type AdminEntity =
  | 'product'
  | 'stoplist'
  | 'shop'
  | 'alert'
  | 'zone'
  | 'delivery_settings'
  | 'staff'
  | 'promo'
  | 'category'
  | 'post'
  | 'story';

export interface AdminChange {
  staffId: string;
  entity: AdminEntity;
  entityId: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  at: Date;
}

export interface AdminJournalFilter {
  entity?: AdminEntity | undefined;
  entityId?: string | undefined;
  staffId?: string | undefined;
  limit: number;
}

/** The back office's journal: one row per saved change, written in the change's own transaction. */
export function createAdminAuditRepository(db: Executor) {
  return {
    async record(change: AdminChange): Promise<void> {
      await db.insert(adminAudit).values(change);
    },

    /** Newest first, with the name of who made each change. */
    async read({ entity, entityId, staffId, limit }: AdminJournalFilter) {
      const conditions: SQL[] = [];
      if (entity) conditions.push(eq(adminAudit.entity, entity));
      if (entityId) conditions.push(eq(adminAudit.entityId, entityId));
      if (staffId) conditions.push(eq(adminAudit.staffId, staffId));
      return db
        .select({ row: adminAudit, staffName: staff.name })
        .from(adminAudit)
        .leftJoin(staff, eq(staff.id, adminAudit.staffId))
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(adminAudit.at), desc(adminAudit.id))
        .limit(limit);
    },
  };
}
