import { and, desc, eq } from 'drizzle-orm';
import type { StaffAuditAnswer } from '../../../src/domain/contract/staff';
import { isoInShopTime } from '../../../src/domain/shop-time';
import { staff, staffAudit } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { type Actor, assertManager, assertShop } from './actor';

const AUDIT_PAGE = 200;

/** `GET /api/staff/audit?shop=ID[&order=UID]` (managers): what staff did to the shop's orders, newest first. */
export async function readAudit(
  db: Executor,
  actor: Actor,
  { shop, order }: { shop: string; order?: string | undefined },
): Promise<StaffAuditAnswer> {
  assertManager(actor);
  assertShop(actor, shop);
  const rows = await db
    .select({ entry: staffAudit, name: staff.name })
    .from(staffAudit)
    .leftJoin(staff, eq(staff.id, staffAudit.staffId))
    .where(and(eq(staffAudit.shopId, shop), ...(order ? [eq(staffAudit.orderUid, order)] : [])))
    .orderBy(desc(staffAudit.id))
    .limit(AUDIT_PAGE);
  return {
    entries: rows.map(({ entry, name }) => ({
      at: isoInShopTime(entry.at),
      staff: { id: entry.staffId, name: name ?? entry.staffId },
      orderUid: entry.orderUid,
      action: entry.action,
      before: entry.before,
      after: entry.after,
      reason: entry.reason,
    })),
  };
}
