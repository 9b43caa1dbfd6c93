import type { AdminAlert, AdminAlertAnswer, AdminAlertDraft } from '../../../src/domain/contract/admin';
import type { Executor } from '../../db/transaction';
import { createAdminAlertsRepository, type VersionedAlert } from '../../repositories/admin-alerts';
import { DomainError } from '../errors';
import { assertRole, hasRole, type StaffActor } from '../staff/actor';
import { createJournaled, newRecordId, removeVersioned } from './lifecycle';
import type { CatalogChanged } from './products';
import { assertShopManager } from './shop-access';
import { saveVersioned } from './versioned';

export const ALERT_NOT_FOUND = 'Такого оповещения нет';
export const ALERT_ID_MISMATCH = 'Оповещение в запросе не совпадает с адресом';
export const ALERT_DELETED = 'Оповещение удалено';
export const GLOBAL_ALERT_ADMINS_ONLY = 'Оповещение для всех пекарен может дать только администратор';

const answerOf = ({ record, version }: VersionedAlert): AdminAlertAnswer => ({ alert: record, version });

/**
 * Admins post alerts for every shopper (`shopId` null) or for one shop; a
 * manager only for their own shops, so a shop-less alert is `403` for them.
 */
function assertMayPost(actor: StaffActor, shopId: string | null): void {
  if (shopId !== null) {
    assertShopManager(actor, shopId);
    return;
  }
  assertRole(actor, 'manager');
  if (!hasRole(actor, 'admin')) throw new DomainError('forbidden', GLOBAL_ALERT_ADMINS_ONLY);
}

export async function listAdminAlerts(db: Executor, actor: StaffActor): Promise<AdminAlertAnswer[]> {
  assertRole(actor, 'manager');
  const all = await createAdminAlertsRepository(db).list();
  const visible = hasRole(actor, 'admin')
    ? all
    : all.filter(({ record }) => record.shopId !== null && actor.shopIds.includes(record.shopId));
  return visible.map(answerOf);
}

/** A new alert, shown during its window; written with its journal row in one transaction. */
export async function createAdminAlert(
  db: Executor,
  actor: StaffActor,
  draft: AdminAlertDraft,
  now: Date,
  alertsChanged: CatalogChanged,
): Promise<AdminAlertAnswer> {
  assertMayPost(actor, draft.shopId);
  const created = await createJournaled(db, { actor, entity: 'alert', now }, (tx) =>
    createAdminAlertsRepository(tx).insert(newRecordId('alert'), draft),
  );
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
  assertMayPost(actor, alert.shopId);
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
    // Neither may a manager move another shop's (or everyone's) alert to their own shop.
    assertAllowed: (current) => assertMayPost(actor, current.shopId),
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
  assertRole(actor, 'manager');
  await removeVersioned(db, {
    actor,
    entity: 'alert',
    id,
    version,
    now,
    store: createAdminAlertsRepository,
    notFound: ALERT_NOT_FOUND,
    conflictAnswer: answerOf,
    assertAllowed: (current) => assertMayPost(actor, current.shopId),
  });
  alertsChanged();
  return { message: ALERT_DELETED };
}
