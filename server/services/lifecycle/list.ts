import type { StaffOrdersAnswer } from '../../../src/domain/contract/staff';
import { shopDateOf, shopInstant } from '../../../src/domain/shop-time';
import type { Executor } from '../../db/transaction';
import { createOrderEventsRepository } from '../../repositories/order-events';
import { createStaffOrdersRepository } from '../../repositories/staff-orders';
import { type Actor, assertShop } from './actor';
import { staffOrderViews } from './view';

/**
 * `GET /api/staff/orders?shop=ID&since=SEQ`: the shop's open orders, those in
 * review and those finished today (Minsk), or with `since` only the orders
 * changed after that event number — what a board missed while it was away.
 * The shop's last number is read first, so an order changed meanwhile comes
 * again next time rather than never.
 */
export async function listStaffOrders(
  db: Executor,
  actor: Actor,
  { shop, since }: { shop: string; since?: number | undefined },
  now: Date,
): Promise<StaffOrdersAnswer> {
  assertShop(actor, shop);
  const seq = await createOrderEventsRepository(db).lastSeq(shop);
  const reads = createStaffOrdersRepository(db);
  const rows =
    since === undefined
      ? await reads.current(shop, shopInstant(shopDateOf(now), 0))
      : await reads.changedSince(shop, since);
  return { seq, orders: await staffOrderViews(db, rows, now) };
}
