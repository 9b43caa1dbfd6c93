import { randomBytes } from 'node:crypto';
import { STALE_VERSION_MESSAGE } from '../../../src/domain/contract/admin';
import type {
  AdminPromo,
  AdminPromoAnswer,
  AdminPromoFields,
  AdminPromoStatusBody,
  PromoStatus,
} from '../../../src/domain/contract/admin-promos';
import { isPricingInputError, validatePromoRules } from '../../../src/domain/pricing';
import { type Executor, withTransaction } from '../../db/transaction';
import { createAdminAuditRepository } from '../../repositories/admin-audit';
import { createAdminPromosRepository, type VersionedPromo } from '../../repositories/admin-promos';
import { DomainError } from '../errors';
import { assertRole, type StaffActor } from '../staff/actor';
import type { CatalogChanged } from './products';
import { saveVersioned } from './versioned';

export const PROMO_NOT_FOUND = 'Такой акции нет';
export const PROMO_ID_MISMATCH = 'Акция в запросе не совпадает с адресом';
export const PROMO_STATUS_SEPARATE = 'Статус акции меняется кнопками «Опубликовать», «В архив» и «В черновики»';
export const PROMO_DELETE_DRAFT_ONLY = 'Удалить можно только черновик: опубликованную акцию отправьте в архив';
export const PROMO_DELETED = 'Акция удалена';
export const unknownProductMessage = (id: string) => `Товара «${id}» нет в каталоге`;

const answerOf = ({ record, version }: VersionedPromo): AdminPromoAnswer => ({ promo: record, version });
const fieldsOf = ({ _id: _, ...fields }: AdminPromo): Record<string, unknown> => fields;

/**
 * The promo as it is stored and read back: a zero discount is "not this kind"
 * to the engine and is not kept, and each product is named once. Without this
 * an unchanged promo would look edited to the journal after every save.
 */
function tidy<T extends AdminPromoFields>(promo: T): T {
  const tidied = { ...promo, items: [...new Set(promo.items.map((item) => item._id))].map((_id) => ({ _id })) };
  for (const key of ['discountPercent', 'discountFiat', 'discountCost'] as const) {
    if (tidied[key] === 0) delete tidied[key];
  }
  if (tidied.discountForEvery === undefined) tidied.discountForEvery = 1;
  return tidied;
}

/** Refuses what the pricing engine would refuse (in its Russian words) and products the catalogue lacks. */
async function assertUsable(db: Executor, promo: AdminPromo): Promise<void> {
  try {
    validatePromoRules(promo);
  } catch (error) {
    if (isPricingInputError(error)) throw new DomainError('invalid', error.message);
    throw error;
  }
  const [unknown] = await createAdminPromosRepository(db).unknownProducts(promo.items.map((item) => item._id));
  if (unknown !== undefined) throw new DomainError('invalid', unknownProductMessage(unknown));
}

export async function listAdminPromos(db: Executor, actor: StaffActor): Promise<AdminPromoAnswer[]> {
  assertRole(actor, 'admin');
  return (await createAdminPromosRepository(db).list()).map(answerOf);
}

export async function readAdminPromo(db: Executor, actor: StaffActor, id: string): Promise<AdminPromoAnswer> {
  assertRole(actor, 'admin');
  const found = await createAdminPromosRepository(db).find(id);
  if (!found) throw new DomainError('not_found', PROMO_NOT_FOUND);
  return answerOf(found);
}

/** A new promo (a draft unless said otherwise), written with its journal row in one transaction. */
export async function createAdminPromo(
  db: Executor,
  actor: StaffActor,
  draft: AdminPromoFields & { status: PromoStatus },
  now: Date,
  promosChanged: CatalogChanged,
): Promise<AdminPromoAnswer> {
  assertRole(actor, 'admin');
  const { status, ...fields } = draft;
  const promo = tidy({ ...fields, _id: `promo-${randomBytes(6).toString('hex')}`, status });
  await assertUsable(db, promo);
  const created = await withTransaction(db, async (tx) => {
    const saved = await createAdminPromosRepository(tx).insert(promo._id, promo, status);
    await createAdminAuditRepository(tx).record({
      staffId: actor.id,
      entity: 'promo',
      entityId: promo._id,
      before: {},
      after: fieldsOf(saved.record),
      at: now,
    });
    return saved;
  });
  promosChanged();
  return answerOf(created);
}

export async function updateAdminPromo(
  db: Executor,
  actor: StaffActor,
  id: string,
  { promo, version }: { promo: AdminPromo; version: number },
  now: Date,
  promosChanged: CatalogChanged,
): Promise<AdminPromoAnswer> {
  assertRole(actor, 'admin');
  if (promo._id !== id) throw new DomainError('invalid', PROMO_ID_MISMATCH);
  const edited = tidy(promo);
  await assertUsable(db, edited);
  const { saved, changed } = await saveVersioned(db, {
    actor,
    entity: 'promo',
    id,
    edited,
    version,
    now,
    store: createAdminPromosRepository,
    notFound: PROMO_NOT_FOUND,
    conflictAnswer: answerOf,
    assertAllowed: (current, next) => {
      if (current.status !== next.status) throw new DomainError('invalid', PROMO_STATUS_SEPARATE);
    },
  });
  if (changed) promosChanged();
  return answerOf(saved);
}

/** Publish (the shop applies it within its window), archive, or return to drafts; journalled like any edit. */
export async function setAdminPromoStatus(
  db: Executor,
  actor: StaffActor,
  id: string,
  { status, version }: AdminPromoStatusBody,
  now: Date,
  promosChanged: CatalogChanged,
): Promise<AdminPromoAnswer> {
  assertRole(actor, 'admin');
  const current = await createAdminPromosRepository(db).find(id);
  if (!current) throw new DomainError('not_found', PROMO_NOT_FOUND);
  // A promo stored before the engine's rules were checked must not start applying.
  if (status === 'published') await assertUsable(db, current.record);
  const { saved, changed } = await saveVersioned(db, {
    actor,
    entity: 'promo',
    id,
    edited: { ...current.record, status },
    version,
    now,
    store: createAdminPromosRepository,
    notFound: PROMO_NOT_FOUND,
    conflictAnswer: answerOf,
  });
  if (changed) promosChanged();
  return answerOf(saved);
}

/** Removes a draft read at `version`: a stale one is `409` with the promo as it is now. */
export async function deleteAdminPromo(
  db: Executor,
  actor: StaffActor,
  id: string,
  version: number,
  now: Date,
  promosChanged: CatalogChanged,
): Promise<{ message: string }> {
  assertRole(actor, 'admin');
  await withTransaction(db, async (tx) => {
    const repository = createAdminPromosRepository(tx);
    const current = await repository.find(id, 'lock');
    if (!current) throw new DomainError('not_found', PROMO_NOT_FOUND);
    const stale = () => new DomainError('conflict', STALE_VERSION_MESSAGE, { answer: answerOf(current) });
    if (current.version !== version) throw stale();
    if (current.record.status !== 'draft') throw new DomainError('invalid', PROMO_DELETE_DRAFT_ONLY);
    if (!(await repository.remove(id, version))) throw stale();
    await createAdminAuditRepository(tx).record({
      staffId: actor.id,
      entity: 'promo',
      entityId: id,
      before: fieldsOf(current.record),
      after: {},
      at: now,
    });
  });
  promosChanged();
  return { message: PROMO_DELETED };
}
