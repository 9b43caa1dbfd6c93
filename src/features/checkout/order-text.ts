import { SHORT_PHONE } from '../../domain/brand/brand';
import type { OrderStage, OrderView } from '../../domain/contract/checkout';

export { STATUS_TEXT } from '../../domain/order-status';

import { slotWithDay } from './schedule';

/** Where a paid or confirmed order is in the shop. */
export function stageText(stage: OrderStage, deliveryMethod: OrderView['deliveryMethod']): string {
  switch (stage) {
    case 'accepted':
      return 'Принят в работу';
    case 'baking':
      return 'Печём';
    case 'ready':
      return deliveryMethod === 'pickup' ? 'Готов к выдаче' : 'Готов, ждёт курьера';
    case 'on_the_way':
      return 'В пути';
    case 'handed_over':
      return deliveryMethod === 'pickup' ? 'Выдан' : 'Доставлен';
    case 'cancelled':
      return 'Отменён';
  }
}

/** When: «24 ноября, 14:00–14:30», or for «Как можно скорее» the slot it got, as an estimate. */
export function whenText(order: Pick<OrderView, 'slot' | 'asap'>): string {
  const slot = slotWithDay(order.slot);
  return order.asap ? `как можно скорее (ориентировочно ${slot})` : slot;
}

/** What happens next, in a few sentences, for a paid or confirmed order. */
export function nextSteps(order: OrderView): string[] {
  const onReceipt = order.paymentMethod === 'on_receipt';
  const steps =
    order.deliveryMethod === 'delivery'
      ? [
          `Мы готовим заказ. Курьер привезёт его ${whenText(order)} и позвонит перед приездом.`,
          onReceipt ? 'Оплатите заказ курьеру наличными или картой.' : null,
        ]
      : [
          `Заберите заказ в пекарне «${order.place.title}»${order.place.address ? ` (${order.place.address})` : ''} ${whenText(order)}: назовите номер заказа.`,
          onReceipt ? 'Оплатите заказ на кассе наличными или картой.' : null,
        ];
  return [...steps.filter((step) => step !== null), `Вопросы по заказу — по телефону ${SHORT_PHONE.display}.`];
}
