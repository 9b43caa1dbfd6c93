import { randomBytes } from 'node:crypto';
import { STALE_VERSION_MESSAGE } from '../../../src/domain/contract/admin';
import { type Executor, type Transaction, withTransaction } from '../../db/transaction';
import { type AdminEntity, createAdminAuditRepository } from '../../repositories/admin-audit';
import type { Versioned } from '../../repositories/versioned';
import { DomainError } from '../errors';
import type { StaffActor } from '../staff/actor';

/** A record's fields for the journal (everything but its id). */
export const journalFields = ({ _id: _, ...fields }: { _id: string }): Record<string, unknown> => fields;

/** A fresh id for a record the back office creates: `alert-…`, `post-…`. */
export const newRecordId = (prefix: string): string => `${prefix}-${randomBytes(6).toString('hex')}`;

/** Inserts a record and its journal row in one transaction. */
export async function createJournaled<R extends Versioned<{ _id: string }>>(
  db: Executor,
  edit: { actor: StaffActor; entity: AdminEntity; now: Date },
  insert: (tx: Transaction) => Promise<R>,
): Promise<R> {
  return withTransaction(db, async (tx) => {
    const created = await insert(tx);
    await createAdminAuditRepository(tx).record({
      staffId: edit.actor.id,
      entity: edit.entity,
      entityId: created.record._id,
      before: {},
      after: journalFields(created.record),
      at: edit.now,
    });
    return created;
  });
}

export interface VersionedRemoval<R extends Versioned<{ _id: string }>> {
  actor: StaffActor;
  entity: AdminEntity;
  id: string;
  version: number;
  now: Date;
  store: (tx: Transaction) => {
    find(id: string, lock: 'lock'): Promise<R | null>;
    remove(id: string, version: number): Promise<boolean>;
  };
  notFound: string;
  conflictAnswer: (current: R) => Record<string, unknown>;
  /** Refuses (throws) a removal this actor may not make. */
  assertAllowed?: (current: R['record']) => void;
}

/** Removes a record read at `version` with its journal row: a stale one is `409` with the record as it is now. */
export async function removeVersioned<R extends Versioned<{ _id: string }>>(
  db: Executor,
  removal: VersionedRemoval<R>,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    const store = removal.store(tx);
    const current = await store.find(removal.id, 'lock');
    if (!current) throw new DomainError('not_found', removal.notFound);
    removal.assertAllowed?.(current.record);
    const stale = () => new DomainError('conflict', STALE_VERSION_MESSAGE, { answer: removal.conflictAnswer(current) });
    if (current.version !== removal.version || !(await store.remove(removal.id, removal.version))) throw stale();
    await createAdminAuditRepository(tx).record({
      staffId: removal.actor.id,
      entity: removal.entity,
      entityId: removal.id,
      before: journalFields(current.record),
      after: {},
      at: removal.now,
    });
  });
}
