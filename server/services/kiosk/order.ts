import { ASAP, type PaymentAnswer } from '../../../src/domain/contract/checkout';
import { KIOSK_MESSAGES, type KioskOrderBody } from '../../../src/domain/contract/kiosk';
import { shopDateOf } from '../../../src/domain/shop-time';
import { type OrderBody, type OrderServiceOptions, placeOrder } from '../orders/place-order';
import type { KioskDevice } from './devices';

/**
 * `POST /api/kiosk/order`: a pickup at the kiosk's own shop at the earliest
 * slot with room now, through the same `placeOrder` as the site's orders
 * (pricing, slot capacity, idempotency, the gateway's checkout for a card).
 * No phone; the name is only for calling the order out.
 */
export function placeKioskOrder(
  service: OrderServiceOptions,
  device: KioskDevice,
  input: { body: KioskOrderBody; idempotencyKey: string; now: Date },
): Promise<PaymentAnswer> {
  const { body, now } = input;
  const order: OrderBody = {
    cartData: body.products.map((line) => ({ _id: line.productId, count: line.count })),
    deliveryMethod: 'pickup',
    point: device.shopId,
    deliveryDate: shopDateOf(now),
    deliveryTime: ASAP,
    paymentMethod: body.payment,
    name: body.name ?? '',
    phone: null,
  };
  return placeOrder(service, {
    body: order,
    idempotencyKey: input.idempotencyKey,
    deviceId: device.deviceId,
    now,
    kiosk: { deviceId: device.deviceId, noSlotMessage: KIOSK_MESSAGES.noSlot },
  });
}
