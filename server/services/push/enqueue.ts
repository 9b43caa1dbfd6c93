import type { Executor } from '../../db/transaction';
import type { OrderRow } from '../../repositories/orders';
import { createPushRepository } from '../../repositories/push';
import { type OrderNotice, orderNoticeMessage, pointsCreditedMessage } from './notices';

/*
 * Push messages are queued in the transaction of the change they tell of
 * (issue 28): a rolled-back change sends nothing, a committed one is sent
 * even if this node dies a moment later, and the staff action never waits
 * for a push service.
 */

/** Queues an order's news for the device that placed it and its signed-in owner's devices. */
export async function queueOrderNotice(
  tx: Executor,
  order: Pick<OrderRow, 'uid' | 'number' | 'deviceId' | 'userId'>,
  notice: OrderNotice,
  now: Date,
): Promise<number> {
  const push = createPushRepository(tx);
  const subscriptions = await push.subscriptionsFor({ deviceId: order.deviceId, userId: order.userId });
  return push.enqueue(
    subscriptions.map((row) => row.id),
    orderNoticeMessage(order, notice),
    now,
  );
}

/** Queues «Начислено N баллов» for every device of the shopper. */
export async function queuePointsCredited(tx: Executor, userId: string, points: number, now: Date): Promise<number> {
  if (points <= 0) return 0;
  const push = createPushRepository(tx);
  const subscriptions = await push.subscriptionsFor({ deviceId: null, userId });
  return push.enqueue(
    subscriptions.map((row) => row.id),
    pointsCreditedMessage(userId, points),
    now,
  );
}
