import { randomUUID } from 'node:crypto';
import { PUSH_MESSAGES, type WebPushSubscription } from '../../../src/domain/contract/push';
import type { Executor } from '../../db/transaction';
import { createOrdersRepository } from '../../repositories/orders';
import { createPushRepository } from '../../repositories/push';
import { DomainError } from '../errors';
import { isAllowedPushEndpoint } from './push-services';

export interface Subscriber {
  deviceId: string;
  userId: string | null;
}

/**
 * Keeps the device's subscription (issue 28). The endpoint must be a push
 * service the server knows (or one `PUSH_ALLOWED_ORIGINS` names): the server
 * will POST to it. An order named by the page that asked must be this
 * device's or this shopper's, so the call cannot probe other orders.
 */
export async function subscribe(
  db: Executor,
  allowedOrigins: readonly string[],
  who: Subscriber,
  input: { subscription: WebPushSubscription; orderUid?: string | undefined },
  now: Date,
): Promise<void> {
  if (!isAllowedPushEndpoint(input.subscription.endpoint, allowedOrigins)) {
    throw new DomainError('invalid', PUSH_MESSAGES.badEndpoint);
  }
  if (input.orderUid !== undefined) {
    const order = await createOrdersRepository(db).find(input.orderUid);
    const owns = order && (order.deviceId === who.deviceId || (who.userId !== null && order.userId === who.userId));
    if (!owns) throw new DomainError('not_found', PUSH_MESSAGES.unknownOrder);
  }
  await createPushRepository(db).saveSubscription({
    id: randomUUID(),
    deviceId: who.deviceId,
    userId: who.userId,
    endpoint: input.subscription.endpoint,
    p256dh: input.subscription.keys.p256dh,
    auth: input.subscription.keys.auth,
    at: now,
  });
}

/** Forgets the device's subscription; another device's endpoint is never touched. */
export async function unsubscribe(db: Executor, deviceId: string, endpoint: string): Promise<void> {
  await createPushRepository(db).removeSubscription(deviceId, endpoint);
}
