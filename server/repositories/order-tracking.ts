import { and, asc, eq, inArray } from 'drizzle-orm';
import { staffAudit } from '../db/schema';
import type { Executor } from '../db/transaction';

/** A staff move of an order's stage as the audit log kept it (`stage`, `undo` or `cancel`). */
export interface StageMoveRow {
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  at: Date;
}

const STAGE_ACTIONS = ['stage', 'undo', 'cancel'];

/** What the shopper's timeline is read from (issue 28): the audit log's stage moves of one order, oldest first. */
export function createOrderTrackingRepository(db: Executor) {
  return {
    async stageMoves(orderUid: string): Promise<StageMoveRow[]> {
      return db
        .select({
          action: staffAudit.action,
          before: staffAudit.before,
          after: staffAudit.after,
          reason: staffAudit.reason,
          at: staffAudit.at,
        })
        .from(staffAudit)
        .where(and(eq(staffAudit.orderUid, orderUid), inArray(staffAudit.action, STAGE_ACTIONS)))
        .orderBy(asc(staffAudit.id));
    },
  };
}
