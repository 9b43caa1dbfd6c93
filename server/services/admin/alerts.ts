import { randomBytes } from 'node:crypto';
import {
  type AdminAlert,
  type AdminAlertAnswer,
  type AdminAlertDraft,
  STALE_VERSION_MESSAGE,
} from '../../../src/domain/contract/admin';
import { type Executor, withTransaction } from '../../db/transaction';
import { createAdminAlertsRepository, type VersionedAlert } from '../../repositories/admin-alerts';
import { createAdminAuditRepository } from '../../repositories/admin-audit';
import { DomainError } from '../errors';
import { assertRole, type StaffActor } from '../staff/actor';
import type { CatalogChanged } from './products';
import { saveVersioned } from './versioned';

export const ALERT_NOT_FOUND = 'Такого оповещения нет';
export const ALERT_ID_MISMATCH = 'Оповещение в запросе не совпадает с адресом';
export const ALERT_DELETED = 'Оповещение удалено';

const answerOf = ({ record, version }: VersionedAlert): AdminAlertAnswer => ({ alert: record, version });

/** An alert's fields for the journal (everything but its id). */
const fieldsOf = ({ _id: _, ...fields }: AdminAlert): Record<string, unknown> => fields;

export async function listAdminAlerts(db: Executor, actor: StaffActor): Promise<AdminAlertAnswer[]> {
  assertRole(actor, 'admin');
  return (await createAdminAlertsRepository(db).list()).map(answerOf);
}

/** A new alert, shown to every shopper during its window; written with its journal row in one transaction. */
export async function createAdminAlert(
  db: Executor,
  actor: StaffActor,
  draft: AdminAlertDraft,
  now: Date,
  alertsChanged: CatalogChanged,
): Promise<AdminAlertAnswer> {
  assertRole(actor, 'admin');
  const created = await withTransaction(db, async (tx) => {
    const alert = await createAdminAlertsRepository(tx).insert(`alert-${randomBytes(6).toString('hex')}`, draft);
    await createAdminAuditRepository(tx).record({
      staffId: actor.id,
      entity: 'alert',
      entityId: alert.record._id,
      before: {},
      after: fieldsOf(alert.record),
      at: now,
    });
    return alert;
  });
  alertsChanged();
  return answerOf(created);
}

export async function updateAdminAlert(
  db: Executor,
  actor: StaffActor,
  id: string,
  { alert, version }: { alert: AdminAlert; version: number },
  now: Date,
  alertsChanged: CatalogChanged,
): Promise<AdminAlertAnswer> {
  assertRole(actor, 'admin');
  if (alert._id !== id) throw new DomainError('invalid', ALERT_ID_MISMATCH);
  const { saved, changed } = await saveVersioned(db, {
    actor,
    entity: 'alert',
    id,
    edited: alert,
    version,
    now,
    store: createAdminAlertsRepository,
    notFound: ALERT_NOT_FOUND,
    conflictAnswer: answerOf,
  });
  if (changed) alertsChanged();
  return answerOf(saved);
}

/** Removes an alert read at `version`: a stale one is `409` with the alert as it is now. */
export async function deleteAdminAlert(
  db: Executor,
  actor: StaffActor,
  id: string,
  version: number,
  now: Date,
  alertsChanged: CatalogChanged,
): Promise<{ message: string }> {
  assertRole(actor, 'admin');
  await withTransaction(db, async (tx) => {
    const repository = createAdminAlertsRepository(tx);
    const current = await repository.find(id, 'lock');
    if (!current) throw new DomainError('not_found', ALERT_NOT_FOUND);
    const stale = () => new DomainError('conflict', STALE_VERSION_MESSAGE, { answer: answerOf(current) });
    if (current.version !== version || !(await repository.remove(id, version))) throw stale();
    await createAdminAuditRepository(tx).record({
      staffId: actor.id,
      entity: 'alert',
      entityId: id,
      before: fieldsOf(current.record),
      after: {},
      at: now,
    });
  });
  alertsChanged();
  return { message: ALERT_DELETED };
}
