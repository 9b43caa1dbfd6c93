import type { AdminStoplistAnswer, AdminStoplistBody } from '../../../src/domain/contract/admin';
import { addDays, shopDateOf } from '../../../src/domain/shop-time';
import { type Executor, withTransaction } from '../../db/transaction';
import { createAdminAuditRepository } from '../../repositories/admin-audit';
import { createAdminProductsRepository } from '../../repositories/admin-products';
import { createStoplistRepository } from '../../repositories/stoplist';
import { DomainError } from '../errors';
import type { StaffActor } from '../staff/actor';
import { type CatalogChanged, PRODUCT_NOT_FOUND } from './products';
import { assertShopManager } from './shop-access';

export { NOT_YOUR_SHOP } from './shop-access';
export const PAST_DAY = 'Прошедший день изменить нельзя';
/** How far ahead a product may be marked sold out: a stop-list is for the days a shop can foresee. */
export const STOPLIST_DAYS_AHEAD = 14;
export const TOO_FAR_AHEAD = `Отметить можно не дальше чем на ${STOPLIST_DAYS_AHEAD} дней вперёд`;

function dayOf(date: string | undefined, now: Date): string {
  const today = shopDateOf(now);
  if (date === undefined) return today;
  if (date < today) throw new DomainError('invalid', PAST_DAY);
  if (date > addDays(today, STOPLIST_DAYS_AHEAD)) throw new DomainError('invalid', TOO_FAR_AHEAD);
  return date;
}

export async function readStoplist(
  db: Executor,
  actor: StaffActor,
  query: { shop: string; date?: string | undefined },
  now: Date,
): Promise<AdminStoplistAnswer> {
  assertShopManager(actor, query.shop);
  const date = query.date ?? shopDateOf(now);
  return { shop: query.shop, date, soldOut: await createStoplistRepository(db).ofShopDay(query.shop, date) };
}

/**
 * Marks a product sold out at a shop for a shop day, or back on sale. A
 * change writes one journal row in its own transaction; a tap that changes
 * nothing writes nothing. Every node's catalogue hears it after the commit.
 */
export async function updateStoplist(
  db: Executor,
  actor: StaffActor,
  body: AdminStoplistBody,
  now: Date,
  catalogChanged: CatalogChanged,
): Promise<AdminStoplistAnswer> {
  assertShopManager(actor, body.shop);
  const shopDate = dayOf(body.date, now);
  const changed = await withTransaction(db, async (tx) => {
    if (!(await createAdminProductsRepository(tx).find(body.product))) {
      throw new DomainError('not_found', PRODUCT_NOT_FOUND);
    }
    const stoplist = createStoplistRepository(tx);
    const entry = { shopId: body.shop, productId: body.product, shopDate };
    const done = body.soldOut
      ? await stoplist.mark({ ...entry, staffId: actor.id, at: now })
      : await stoplist.unmark(entry);
    if (done) {
      await createAdminAuditRepository(tx).record({
        staffId: actor.id,
        entity: 'stoplist',
        entityId: `${body.shop}/${body.product}/${shopDate}`,
        before: { soldOut: !body.soldOut },
        after: { soldOut: body.soldOut },
        at: now,
      });
    }
    return done;
  });
  if (changed) catalogChanged();
  return readStoplist(db, actor, { shop: body.shop, date: shopDate }, now);
}
