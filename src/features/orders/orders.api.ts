import type { OrderView } from '../../domain/contract/checkout';
import { endpoints } from '../../domain/contract/endpoints';
import { api, isApiError } from '../../platform/api-client';

/** One read of an order for its live page or the list: the view, or why there is none. */
export type OrderRead =
  | { kind: 'order'; order: OrderView; realtimeUrl: string | null }
  /** No such order, or a payment that failed (402): nothing to follow. */
  | { kind: 'gone' }
  /** Offline, a dropped connection or a server failure: the last known view stands. */
  | { kind: 'unreachable' };

/** `GET /api/payment/{uid}`, read for its order (the payment check's own page handles payment outcomes). */
export async function readOrder(uid: string): Promise<OrderRead> {
  try {
    const answer = await api(endpoints.paymentStatus, { params: { uid } });
    return { kind: 'order', order: answer.order, realtimeUrl: answer.realtimeUrl ?? null };
  } catch (error) {
    if (isApiError(error) && (error.status === 400 || error.status === 402 || error.status === 404))
      return { kind: 'gone' };
    return { kind: 'unreachable' };
  }
}
