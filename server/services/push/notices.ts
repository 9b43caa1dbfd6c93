import type { PushPayload } from '../../../src/domain/contract/push';
import { formatMoney, type Kopecks } from '../../../src/domain/money';
import { countOf, NOUNS } from '../../../src/domain/plural';
import type { NewPushMessage } from '../../repositories/push';

/*
 * What a shopper is told by push (issue 28), one message per kind of news.
 * Order news share the order's uid as the topic, so a newer status replaces
 * one the push service has not delivered yet, and the notification's tag, so
 * the phone shows one notification per order.
 */

/** Statuses matter for an hour; after that the order page says more than a late notification. */
const STATUS_TTL_SECONDS = 60 * 60;
/** Points keep for a day: the shopper learns of them whenever the phone comes online. */
const POINTS_TTL_SECONDS = 24 * 60 * 60;

export type OrderNotice =
  | { kind: 'ready' }
  | { kind: 'on_the_way' }
  | { kind: 'declined' }
  | { kind: 'refunded'; amount: Kopecks }
  | { kind: 'cancelled' };

export const orderPageOf = (uid: string): string => `/doneorder?uid=${encodeURIComponent(uid)}`;

function orderMessage(uid: string, payload: Omit<PushPayload, 'url' | 'tag'>, urgency: 'high' | 'normal') {
  return {
    payload: { ...payload, url: orderPageOf(uid), tag: `order-${uid}` },
    topic: uid,
    urgency,
    ttlSeconds: STATUS_TTL_SECONDS,
  } satisfies NewPushMessage;
}

export function orderNoticeMessage(order: { uid: string; number: number }, notice: OrderNotice): NewPushMessage {
  const title = `Заказ № ${order.number}`;
  switch (notice.kind) {
    case 'ready':
      return orderMessage(
        order.uid,
        { title: `Заказ № ${order.number} готов — можно забирать`, body: 'Ждём вас!' },
        'high',
      );
    case 'on_the_way':
      return orderMessage(
        order.uid,
        { title: `Заказ № ${order.number} в пути`, body: 'Курьер уже везёт ваши пироги' },
        'normal',
      );
    case 'declined':
      return orderMessage(
        order.uid,
        { title, body: 'Оплата не прошла. Откройте заказ, чтобы попробовать снова' },
        'normal',
      );
    case 'refunded':
      return orderMessage(
        order.uid,
        { title, body: `Возврат ${formatMoney(notice.amount)} — деньги придут на карту в течение нескольких дней` },
        'normal',
      );
    case 'cancelled':
      return orderMessage(order.uid, { title, body: 'Заказ отменён. Откройте его, чтобы узнать причину' }, 'normal');
  }
}

export function pointsCreditedMessage(userId: string, points: number): NewPushMessage {
  return {
    payload: {
      title: `Начислено ${countOf(points, NOUNS.point)}`,
      body: 'Баллами можно оплатить часть следующего заказа',
      url: `/user/${encodeURIComponent(userId)}`,
      tag: 'points',
    },
    topic: 'points',
    urgency: 'normal',
    ttlSeconds: POINTS_TTL_SECONDS,
  };
}
