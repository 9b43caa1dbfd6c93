import type { z } from 'zod';
import type { AdminAuditAnswer, AdminAuditQuery } from '../../../src/domain/contract/admin';
import type { Executor } from '../../db/transaction';
import { createAdminAuditRepository } from '../../repositories/admin-audit';
import { assertRole, type StaffActor } from '../staff/actor';

/** The back office's journal, newest first, filtered by record and by person (admins). */
export async function readJournal(
  db: Executor,
  actor: StaffActor,
  query: z.output<typeof AdminAuditQuery>,
): Promise<AdminAuditAnswer> {
  assertRole(actor, 'admin');
  const rows = await createAdminAuditRepository(db).read({
    entity: query.entity,
    entityId: query.entityId,
    staffId: query.staff,
    limit: query.limit,
  });
  return {
    entries: rows.map(({ row, staffName }) => ({
      at: row.at.toISOString(),
      staff: { id: row.staffId, name: staffName ?? '' },
      entity: row.entity as AdminAuditAnswer['entries'][number]['entity'],
      entityId: row.entityId,
      before: row.before,
      after: row.after,
    })),
  };
}
