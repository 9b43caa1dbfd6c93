import { adminAudit } from '../db/schema';
import type { Executor } from '../db/transaction';

export interface AdminChange {
  staffId: string;
  entity: 'product' | 'stoplist';
  entityId: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  at: Date;
}

/** The back office's journal: one row per saved change, written in the change's own transaction. */
export function createAdminAuditRepository(db: Executor) {
  return {
    async record(change: AdminChange): Promise<void> {
      await db.insert(adminAudit).values(change);
    },
  };
}
