import { STALE_VERSION_MESSAGE } from '../../../src/domain/contract/admin';
import { type Executor, type Transaction, withTransaction } from '../../db/transaction';
import { type AdminEntity, createAdminAuditRepository } from '../../repositories/admin-audit';
import type { Versioned } from '../../repositories/versioned';
import { DomainError } from '../errors';
import type { StaffActor } from '../staff/actor';
import { changedFields } from './changes';

export type { Versioned };

/** How one kind of record is read and conditionally written inside a transaction. */
export interface VersionedStore<T> {
  find(id: string, lock: 'lock' | 'no-lock'): Promise<Versioned<T> | null>;
  /** Writes only if the row is still at `version`, raising it; `null` otherwise. */
  update(id: string, edited: T, version: number, now: Date): Promise<Versioned<T> | null>;
}

export interface VersionedEdit<T> {
  actor: StaffActor;
  entity: AdminEntity;
  id: string;
  edited: T;
  version: number;
  now: Date;
  store: (tx: Transaction) => VersionedStore<T>;
  notFound: string;
  /** The `409` answer's fields beside `message`: the record as it is now, named as the endpoint names it. */
  conflictAnswer: (current: Versioned<T>) => Record<string, unknown>;
  /** Refuses (throws) an edit of fields this actor may not change. */
  assertAllowed?: (current: T, edited: T) => void;
}

/**
 * Every back-office save: a stale version is refused with the record as it
 * is now (so the form shows the other change beside what was typed), an edit
 * that changes nothing writes nothing and keeps the version, and a change is
 * written with its journal row in one transaction by a conditional update, so
 * of two saves of one version exactly one wins.
 */
export async function saveVersioned<T extends object>(
  db: Executor,
  edit: VersionedEdit<T>,
): Promise<{ saved: Versioned<T>; changed: boolean }> {
  return withTransaction(db, async (tx) => {
    const store = edit.store(tx);
    const stale = (current: Versioned<T>) =>
      new DomainError('conflict', STALE_VERSION_MESSAGE, { answer: edit.conflictAnswer(current) });
    const current = await store.find(edit.id, 'lock');
    if (!current) throw new DomainError('not_found', edit.notFound);
    if (current.version !== edit.version) throw stale(current);
    edit.assertAllowed?.(current.record, edit.edited);
    const changes = changedFields(current.record, edit.edited);
    if (!changes) return { saved: current, changed: false };
    const updated = await store.update(edit.id, edit.edited, edit.version, edit.now);
    if (!updated) throw stale((await store.find(edit.id, 'no-lock')) ?? current);
    await createAdminAuditRepository(tx).record({
      staffId: edit.actor.id,
      entity: edit.entity,
      entityId: edit.id,
      ...changes,
      at: edit.now,
    });
    return { saved: updated, changed: true };
  });
}
