import { and, eq } from 'drizzle-orm';
import type { RepeatOrderAnswer } from '../../../src/domain/contract/account';
import { orders } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { createOrdersRepository } from '../../repositories/orders';
import { DomainError } from '../errors';
import { type QuoteCatalog, quoteCart } from '../quote';
import { ORDER_NOT_FOUND } from './payment-status';

/**
 * `POST /priapi/user/repeat/order`: the lines of the user's own order that are
 * still sold, priced as the catalogue prices them today (the same quote as
 * the cart's), and the titles of those no longer sold. Another user's order
 * is not found.
 */
export async function repeatOrder(
  db: Executor,
  catalog: QuoteCatalog,
  userId: string,
  orderUid: string,
  now: Date,
): Promise<RepeatOrderAnswer> {
  const [own] = await db
    .select({ uid: orders.uid })
    .from(orders)
    .where(and(eq(orders.uid, orderUid), eq(orders.userId, userId)));
  if (!own) throw new DomainError('not_found', ORDER_NOT_FOUND);
  const lines = await createOrdersRepository(db).lines(orderUid);
  const quote = await quoteCart(
    { items: lines.map((line) => ({ _id: line.productId, count: line.count })) },
    catalog,
    now,
  );
  const gone = new Set(quote.unavailable);
  return {
    products: quote.items,
    unavailable: lines
      .filter((line) => gone.has(line.productId))
      .map((line) => ({ _id: line.productId, title: line.title })),
  };
}
