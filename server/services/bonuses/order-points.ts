import type { OrderStatus } from '../../../src/domain/contract/checkout';
import { earnedPoints } from '../../../src/domain/loyalty';
import { kopecks } from '../../../src/domain/money';
import type { Executor } from '../../db/transaction';
import type { OrderRow } from '../../repositories/orders';
import { releaseOrderHold, spendOrderHold } from './holds';
import { earnForOrder } from './ledger';

/** The goods the shopper paid for in money: after discounts and points, without delivery. */
export const paidGoods = (order: Pick<OrderRow, 'sumKopecks' | 'discountKopecks' | 'bonusKopecks'>) =>
  kopecks(Math.max(0, order.sumKopecks - order.discountKopecks - order.bonusKopecks));

/**
 * What an order's new status means for its owner's points, inside the
 * transaction that moved it: paid or confirmed spends the hold; only paid
 * earns, since only then is money in (an on-receipt order earns when staff
 * record its payment: `earnOnMoneyIn`); declined or expired gives the hold
 * back. Answers whether any point moved (the owner is told after the
 * commit). A guest's order moves nothing.
 */
export async function settleOrderPoints(
  tx: Executor,
  order: Pick<OrderRow, 'uid' | 'userId' | 'sumKopecks' | 'discountKopecks' | 'bonusKopecks'>,
  status: OrderStatus,
  now: Date,
): Promise<boolean> {
  if (!order.userId) return false;
  if (status === 'paid' || status === 'confirmed') {
    const spent = await spendOrderHold(tx, order.uid, now);
    const earned =
      status === 'paid' ? await earnForOrder(tx, order.userId, order.uid, earnedPoints(paidGoods(order)), now) : 0;
    return spent + earned > 0;
  }
  if (status === 'declined' || status === 'expired') {
    return (await releaseOrderHold(tx, order.uid, now, status === 'expired' ? 'expired' : 'released')) > 0;
  }
  return false;
}
