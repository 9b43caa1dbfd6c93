import type { UserPaymentBody } from '../../domain/contract/account-phone';
import {
  type DeliveryMethod,
  IDEMPOTENCY_KEY_HEADER,
  type PaymentAnswer,
  type Slot,
} from '../../domain/contract/checkout';
import type { PaymentBody } from '../../domain/contract/checkout-phone';
import { endpoints } from '../../domain/contract/endpoints';
import { api } from '../../platform/api-client';

/** The time slots of one day for a zone (delivery) or a shop (pickup). */
export async function fetchSlots(
  method: DeliveryMethod,
  place: string,
  date: string,
  signal?: AbortSignal,
): Promise<Slot[]> {
  const { slots } = await api(endpoints.deliverySlots, { params: { method, place, date }, signal });
  return slots;
}

/**
 * Places the order (SPEC §7 `POST /api/payment`). The key names this checkout
 * attempt: sent again (a retry, a double click, a reload), it gets the same
 * order back instead of a second one.
 */
export function sendOrder(body: PaymentBody, idempotencyKey: string): Promise<PaymentAnswer> {
  return api(endpoints.paymentCreate, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

/**
 * A signed-in shopper's order (SPEC §7 `POST /priapi/user/payment`): the
 * same body plus points, a saved card and «Сохранить карту», under the same
 * idempotency key handling as the guest's.
 */
export function sendUserOrder(body: UserPaymentBody, idempotencyKey: string): Promise<PaymentAnswer> {
  return api(endpoints.userPayment, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}
