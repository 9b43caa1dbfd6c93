import type { OrderStatus, OrderView } from '../../../src/domain/contract/checkout';
import type { OrderTracking } from '../../../src/domain/contract/order-tracking';
import { formatMoney, kopecks } from '../../../src/domain/money';
import { isoInShopTime } from '../../../src/domain/shop-time';
import { addressLineOf } from '../../repositories/address-columns';
import type { OrderLineRow, OrderRow } from '../../repositories/orders';

/**
 * An order as the order page reads it. The contact details (name, phone,
 * address…) go only to the device that placed the order: anyone else holding
 * the link sees what was ordered and when, not who ordered it.
 */
export function orderView(
  order: OrderRow,
  lines: OrderLineRow[],
  viewerDeviceId: string | null,
  tracking?: OrderTracking,
): OrderView {
  const placer = viewerDeviceId !== null && viewerDeviceId === order.deviceId;
  return {
    uid: order.uid,
    number: order.number,
    status: order.status,
    stage: order.stage,
    createdAt: isoInShopTime(order.createdAt),
    deliveryMethod: order.deliveryMethod,
    paymentMethod: order.paymentMethod,
    place: { _id: order.placeId, title: order.placeTitle, address: order.placeAddress },
    slot: { from: isoInShopTime(order.slotFrom), to: isoInShopTime(order.slotTo) },
    asap: order.asap,
    lines: lines.map((line) => ({
      _id: line.productId,
      title: line.title,
      count: line.count,
      sum: kopecks(line.sumKopecks),
      total: kopecks(line.totalKopecks),
      discountedUnits: line.discountedUnits,
    })),
    sum: kopecks(order.sumKopecks),
    discount: kopecks(order.discountKopecks),
    bonusUsed: order.bonusKopecks,
    deliveryFee: kopecks(order.deliveryFeeKopecks),
    total: kopecks(order.totalKopecks),
    promoTitle: order.promoTitle,
    contact: placer
      ? {
          name: order.name,
          phone: order.phone,
          email: order.email,
          address: addressLineOf(order),
          comment: order.comment,
        }
      : null,
    ...(tracking ? { tracking } : {}),
  };
}

/** The status check's HTTP status: done 200, still open 202, failed 402 (SPEC §4 goes back to the cart on a 4xx). */
export function statusCode(status: OrderStatus): 200 | 202 | 402 {
  switch (status) {
    case 'paid':
    case 'confirmed':
      return 200;
    case 'awaiting_payment':
    case 'review':
      return 202;
    case 'declined':
    case 'expired':
      return 402;
  }
}

/** The reason an order expires with when its shopper cancels on the bank's page (staff read it too). */
export const CANCELLED_BY_SHOPPER = 'Оплата отменена покупателем';
/** What the shopper is told of that cancel, back in the cart that is kept for them. */
export const PAYMENT_CANCELLED = 'Оплата отменена';

/** What the status check says to the shopper, one Russian sentence. */
export function statusMessage(order: Pick<OrderRow, 'status' | 'number' | 'totalKopecks' | 'statusReason'>): string {
  const number = `№ ${order.number}`;
  switch (order.status) {
    case 'paid':
      // The amount ends with «руб.», whose period ends the sentence too.
      return `Заказ ${number} оплачен: ${formatMoney(kopecks(order.totalKopecks))} Спасибо!`;
    case 'confirmed':
      return `Заказ ${number} принят. Оплата при получении`;
    case 'awaiting_payment':
      return 'Ждём подтверждения банка';
    case 'review':
      return `Платёж по заказу ${number} проверяется. Мы свяжемся с вами`;
    case 'declined':
      return 'Банк отклонил оплату. Корзина сохранена — попробуйте ещё раз или выберите другой способ оплаты';
    case 'expired':
      if (order.statusReason === CANCELLED_BY_SHOPPER) return PAYMENT_CANCELLED;
      return 'Время на оплату истекло. Корзина сохранена — оформите заказ ещё раз';
  }
}
