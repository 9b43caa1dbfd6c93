import { IDEMPOTENCY_KEY_HEADER, type PaymentAnswer } from '../../../domain/contract/checkout';
import { endpoints } from '../../../domain/contract/endpoints';
import type { KioskOrderBody, KioskPayment } from '../../../domain/contract/kiosk';
import { api } from '../../../platform/api-client';
import { newIdempotencyKey } from '../../../platform/idempotency';

/** A cart line as the kiosk order sends it. */
export interface KioskLine {
  _id: string;
  count: number;
}

/** The order as the kiosk sends it: lines and counts only (the server prices), the optional name, the payment. */
export function kioskOrderBody(lines: readonly KioskLine[], name: string, payment: KioskPayment): KioskOrderBody {
  const trimmed = name.trim();
  return {
    products: lines.map((line) => ({ productId: line._id, count: line.count })),
    ...(trimmed ? { name: trimmed } : {}),
    payment,
  };
}

/**
 * One idempotency key per order attempt, kept in memory only: a kiosk keeps
 * nothing of a customer past the session's reset. The same body (a retry, a
 * double tap, the phone chosen again after «Отменить») gets the same key and so
 * the same order back; any change of lines, name or payment is a new attempt.
 * Once the attempt's order has failed for good (declined, expired), the next
 * try is a new attempt too, or the server would answer the failed order again.
 */
export function createKioskAttempts(newKey: () => string = newIdempotencyKey) {
  let current: { fingerprint: string; key: string; orderId: string | null } | null = null;
  return {
    keyFor(body: KioskOrderBody): string {
      const fingerprint = JSON.stringify(body);
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newKey(), orderId: null };
      return current.key;
    },
    /** The server answered the attempt that sent `key` with this order. */
    placed(key: string, orderId: string): void {
      if (current?.key === key) current.orderId = orderId;
    },
    /** The order failed for good: the attempt that placed it is over. */
    failed(orderId: string): void {
      if (current?.orderId === orderId) current = null;
    },
  };
}

export type KioskAttempts = ReturnType<typeof createKioskAttempts>;

/** `POST /api/kiosk/order` under the attempt's key. */
export function sendKioskOrder(body: KioskOrderBody, idempotencyKey: string): Promise<PaymentAnswer> {
  return api(endpoints.kioskOrder, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}
