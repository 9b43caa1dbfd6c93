import type { AdminProductAnswer, AdminProductBody } from '../../../src/domain/contract/admin';
import type { Executor } from '../../db/transaction';
import { createAdminProductsRepository, type VersionedProduct } from '../../repositories/admin-products';
import { DomainError } from '../errors';
import { assertRole, type StaffActor } from '../staff/actor';
import { sameValue } from './changes';
import { isUploadedPicture } from './photos';
import { saveVersioned } from './versioned';

export const PRODUCT_NOT_FOUND = 'Такого товара нет';
export const PRODUCT_ID_MISMATCH = 'Товар в запросе не совпадает с адресом';
export const PRODUCT_FIXED_FIELDS = 'Адрес страницы товара не меняется';
export const PRODUCT_PHOTO_NOT_UPLOADED = 'Новое фото загружается через поле «Фото»';

/** Tells every read model that the catalogue changed (after the commit). */
export type CatalogChanged = () => void;

const answerOf = ({ record, version }: VersionedProduct): AdminProductAnswer => ({ product: record, version });

export async function listAdminProducts(db: Executor, actor: StaffActor): Promise<AdminProductAnswer[]> {
  assertRole(actor, 'admin');
  return (await createAdminProductsRepository(db).list()).map(answerOf);
}

export async function readAdminProduct(db: Executor, actor: StaffActor, id: string): Promise<AdminProductAnswer> {
  assertRole(actor, 'admin');
  const found = await createAdminProductsRepository(db).find(id);
  if (!found) throw new DomainError('not_found', PRODUCT_NOT_FOUND);
  return answerOf(found);
}

/**
 * Saves an admin's edit of a product made on `version` (see `saveVersioned`:
 * a stale version is `409` with the product as it is now). The page address
 * stays; a photo is replaced only by an uploaded one. Read models hear of it after the commit.
 */
export async function updateAdminProduct(
  db: Executor,
  actor: StaffActor,
  id: string,
  { product, version }: AdminProductBody,
  now: Date,
  catalogChanged: CatalogChanged,
): Promise<AdminProductAnswer> {
  assertRole(actor, 'admin');
  if (product._id !== id) throw new DomainError('invalid', PRODUCT_ID_MISMATCH);
  const { saved, changed } = await saveVersioned(db, {
    actor,
    entity: 'product',
    id,
    edited: product,
    version,
    now,
    store: createAdminProductsRepository,
    notFound: PRODUCT_NOT_FOUND,
    conflictAnswer: answerOf,
    assertAllowed: (current, edited) => {
      if (edited.slug !== current.slug) throw new DomainError('invalid', PRODUCT_FIXED_FIELDS);
      // A new photo is one the server cut itself (its renditions exist at the frame's size); the alt text is free.
      const { alt: _editedAlt, ...editedPhoto } = edited.image;
      const { alt: _currentAlt, ...currentPhoto } = current.image;
      if (!sameValue(editedPhoto, currentPhoto) && !isUploadedPicture(editedPhoto, 'product')) {
        throw new DomainError('invalid', PRODUCT_PHOTO_NOT_UPLOADED);
      }
    },
  });
  if (changed) catalogChanged();
  return answerOf(saved);
}
