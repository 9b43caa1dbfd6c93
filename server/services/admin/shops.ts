import type { AdminShop, AdminShopAnswer, AdminShopBody } from '../../../src/domain/contract/admin';
import type { Executor } from '../../db/transaction';
import { createAdminShopsRepository, type VersionedShop } from '../../repositories/admin-shops';
import { DomainError } from '../errors';
import { hasRole, type StaffActor } from '../staff/actor';
import { sameValue } from './changes';
import type { CatalogChanged } from './products';
import { assertShopManager, NO_SUCH_SHOP } from './shop-access';
import { saveVersioned } from './versioned';

export const SHOP_ID_MISMATCH = 'Пекарня в запросе не совпадает с адресом';
export const MANAGER_HOURS_ONLY = 'Управляющий меняет только часы работы своей пекарни';

const answerOf = ({ record, version }: VersionedShop): AdminShopAnswer => ({ shop: record, version });

export async function readAdminShop(db: Executor, actor: StaffActor, id: string): Promise<AdminShopAnswer> {
  assertShopManager(actor, id);
  const found = await createAdminShopsRepository(db).find(id);
  if (!found) throw new DomainError('not_found', NO_SUCH_SHOP);
  return answerOf(found);
}

/** Managers keep their shop's hours; everything else about a shop is an admin's. */
function assertManagerEdit(actor: StaffActor) {
  return (current: AdminShop, edited: AdminShop) => {
    if (hasRole(actor, 'admin')) return;
    const { hours: _currentHours, ...currentRest } = current;
    const { hours: _editedHours, ...editedRest } = edited;
    if (!sameValue(currentRest, editedRest)) throw new DomainError('forbidden', MANAGER_HOURS_ONLY);
  };
}

export async function updateAdminShop(
  db: Executor,
  actor: StaffActor,
  id: string,
  { shop, version }: AdminShopBody,
  now: Date,
  shopsChanged: CatalogChanged,
): Promise<AdminShopAnswer> {
  assertShopManager(actor, id);
  if (shop._id !== id) throw new DomainError('invalid', SHOP_ID_MISMATCH);
  const { saved, changed } = await saveVersioned(db, {
    actor,
    entity: 'shop',
    id,
    edited: shop,
    version,
    now,
    store: createAdminShopsRepository,
    notFound: NO_SUCH_SHOP,
    conflictAnswer: answerOf,
    assertAllowed: assertManagerEdit(actor),
  });
  if (changed) shopsChanged();
  return answerOf(saved);
}
