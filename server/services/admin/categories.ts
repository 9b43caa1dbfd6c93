import type { AdminCategoryAnswer, AdminCategoryBody } from '../../../src/domain/contract/admin-categories';
import type { Executor } from '../../db/transaction';
import { createAdminCategoriesRepository, type VersionedCategory } from '../../repositories/admin-categories';
import { DomainError } from '../errors';
import { assertRole, type StaffActor } from '../staff/actor';
import type { CatalogChanged } from './products';
import { saveVersioned } from './versioned';

export const CATEGORY_NOT_FOUND = 'Такой категории нет';
export const CATEGORY_ID_MISMATCH = 'Категория в запросе не совпадает с адресом';

const answerOf = ({ record, version }: VersionedCategory): AdminCategoryAnswer => ({ category: record, version });

export async function listAdminCategories(db: Executor, actor: StaffActor): Promise<AdminCategoryAnswer[]> {
  assertRole(actor, 'admin');
  return (await createAdminCategoriesRepository(db).list()).map(answerOf);
}

/** Renames or moves a category; its slug is the URL and is never changed. */
export async function updateAdminCategory(
  db: Executor,
  actor: StaffActor,
  id: string,
  { category, version }: AdminCategoryBody,
  now: Date,
  catalogChanged: CatalogChanged,
): Promise<AdminCategoryAnswer> {
  assertRole(actor, 'admin');
  if (category.id !== id) throw new DomainError('invalid', CATEGORY_ID_MISMATCH);
  const { saved, changed } = await saveVersioned(db, {
    actor,
    entity: 'category',
    id,
    edited: category,
    version,
    now,
    store: createAdminCategoriesRepository,
    notFound: CATEGORY_NOT_FOUND,
    conflictAnswer: answerOf,
  });
  if (changed) catalogChanged();
  return answerOf(saved);
}
