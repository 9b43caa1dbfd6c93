import type { DeliveryMethod, OrderStage, OrderView } from '../../domain/contract/checkout';
import type { OrderStep, ShopperMoney } from '../../domain/contract/order-tracking';
import { stagesOf } from '../../domain/lifecycle/stages';
import { formatMoney } from '../../domain/money';
import { formatDayMonth, formatTime } from '../../shared/format';

/** A step's name on the shopper's timeline: «Принят → Готовим → Готов к выдаче / В пути → Получен». */
export function stepTitle(stage: OrderStage, method: DeliveryMethod): string {
  switch (stage) {
    case 'accepted':
      return 'Принят';
    case 'baking':
      return 'Готовим';
    case 'ready':
      return method === 'pickup' ? 'Готов к выдаче' : 'Собран, ждёт курьера';
    case 'on_the_way':
      return 'В пути';
    case 'handed_over':
      return 'Получен';
    case 'cancelled':
      return 'Отменён';
  }
}

/** The money in a few words: «Оплачен», «Оплата при получении: 12,50 руб.», «Возврат 12,50 руб.». */
export function moneyText(money: ShopperMoney, total: OrderView['total']): string {
  switch (money.state) {
    case 'paid':
      return `Оплачен: ${formatMoney(money.paid)}`;
    case 'on_receipt':
      return `Оплата при получении: ${formatMoney(total)}`;
    case 'unpaid':
      return 'Не оплачен';
    case 'partially_refunded':
      return `Оплачен, возврат ${formatMoney(money.refunded)}`;
    case 'refunded':
      return `Возврат ${formatMoney(money.refunded)}`;
  }
}

/** The steps to draw: the server's when it sent them, else the path with only the first stage known. */
export function stepsOf(order: OrderView): OrderStep[] {
  if (order.tracking) return order.tracking.steps;
  const path = stagesOf(order.deliveryMethod);
  const current = order.stage === null ? -1 : path.indexOf(order.stage);
  const steps: OrderStep[] = path.map((stage, index) => ({
    stage,
    at: index === 0 && current >= 0 ? order.createdAt : null,
  }));
  return order.stage === 'cancelled' ? [...steps.slice(0, 1), { stage: 'cancelled', at: null }] : steps;
}

/** «26 ноября, 14:00–14:15»: the promised time. */
export function promisedText(order: Pick<OrderView, 'slot' | 'asap'>): string {
  const window = `${formatDayMonth(order.slot.from)}, ${formatTime(order.slot.from)}–${formatTime(order.slot.to)}`;
  return order.asap ? `как можно скорее, ориентировочно ${window}` : window;
}

/** Where to collect it (the shop and its address) or where it is brought (the address, to its placer only). */
export function placeText(order: OrderView): string {
  if (order.deliveryMethod === 'pickup') {
    return order.place.address ? `${order.place.title}, ${order.place.address}` : order.place.title;
  }
  // The delivery zone (district) first, as the order's summary said it before the timeline took its place.
  const address = order.contact?.address;
  return address ? `${order.place.title}, ${address}` : order.place.title;
}

/** Whether nothing more happens to the order: «Повторить заказ» is offered then. */
export const isFinishedOrder = (order: Pick<OrderView, 'stage'>): boolean =>
  order.stage === 'handed_over' || order.stage === 'cancelled';
