import { endpoints } from '../../domain/contract/endpoints';
import type { WebPushSubscription } from '../../domain/contract/push';
import { api } from '../../platform/api-client';

export async function pushPublicKey(): Promise<string> {
  return (await api(endpoints.pushKey)).publicKey;
}

/** Keeps this device's subscription on the server; `orderUid` is the order whose page asked. */
export async function sendSubscription(subscription: WebPushSubscription, orderUid?: string): Promise<void> {
  await api(endpoints.pushSubscribe, { body: { subscription, ...(orderUid ? { orderUid } : {}) } });
}

/** Forgets this device's subscription on the server. */
export async function deleteSubscription(endpoint: string): Promise<void> {
  await api(endpoints.pushUnsubscribe, { body: { endpoint } });
}
