import { type AdminProductBody, STALE_VERSION_MESSAGE } from '../../../src/domain/contract/admin';
import { type Executor, withTransaction } from '../../db/transaction';
import { createAdminAuditRepository } from '../../repositories/admin-audit';
import { createAdminProductsRepository, type VersionedProduct } from '../../repositories/admin-products';
import { DomainError } from '../errors';
import { assertRole, type StaffActor } from '../staff/actor';
import { changedFields, sameValue } from './changes';

export const PRODUCT_NOT_FOUND = 'Такого товара нет';
export const PRODUCT_ID_MISMATCH = 'Товар в запросе не совпадает с адресом';
export const PRODUCT_FIXED_FIELDS = 'Адрес страницы товара и фото здесь не меняются';

/** Tells every read model that the catalogue changed (after the commit). */
export type CatalogChanged = () => void;

export async function listAdminProducts(db: Executor, actor: StaffActor): Promise<VersionedProduct[]> {
  assertRole(actor, 'admin');
  return createAdminProductsRepository(db).list();
}

export async function readAdminProduct(db: Executor, actor: StaffActor, id: string): Promise<VersionedProduct> {
  assertRole(actor, 'admin');
  const found = await createAdminProductsRepository(db).find(id);
  if (!found) throw new DomainError('not_found', PRODUCT_NOT_FOUND);
  return found;
}

/**
 * Saves an admin's edit of a product made on `version`. A stale version is
 * refused (`conflict`) with the product as it is now, so the form can show
 * the other change beside what the admin typed. Nothing changed: nothing is
 * written and the version stays. The journal row is written in the same
 * transaction as the change, and the read models hear of it after the commit.
 */
export async function updateAdminProduct(
  db: Executor,
  actor: StaffActor,
  id: string,
  { product, version }: AdminProductBody,
  now: Date,
  catalogChanged: CatalogChanged,
): Promise<VersionedProduct> {
  assertRole(actor, 'admin');
  if (product._id !== id) throw new DomainError('invalid', PRODUCT_ID_MISMATCH);
  const saved = await withTransaction(db, async (tx) => {
    const repository = createAdminProductsRepository(tx);
    const current = await repository.find(id, 'lock');
    if (!current) throw new DomainError('not_found', PRODUCT_NOT_FOUND);
    if (current.version !== version) throw staleVersion(current);
    if (product.slug !== current.product.slug || !sameValue(product.image, current.product.image)) {
      throw new DomainError('invalid', PRODUCT_FIXED_FIELDS);
    }
    const changes = changedFields(current.product, product);
    if (!changes) return { result: current, changed: false };
    const updated = await repository.update(product, version, now);
    if (!updated) throw staleVersion((await repository.find(id)) ?? current);
    await createAdminAuditRepository(tx).record({
      staffId: actor.id,
      entity: 'product',
      entityId: id,
      ...changes,
      at: now,
    });
    return { result: updated, changed: true };
  });
  if (saved.changed) catalogChanged();
  return saved.result;
}

function staleVersion(current: VersionedProduct): DomainError {
  return new DomainError('conflict', STALE_VERSION_MESSAGE, { answer: { ...current } });
}
