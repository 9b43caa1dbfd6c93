import type { OrderStatus } from './contract/checkout';

/** An order's status as the shopper reads it (the order page and the profile's list of orders). */
export const STATUS_TEXT: Record<OrderStatus, string> = {
  awaiting_payment: 'Ждёт оплаты',
  paid: 'Оплачен',
  confirmed: 'Подтверждён',
  declined: 'Оплата отклонена',
  expired: 'Время оплаты истекло',
  review: 'Оплата на проверке',
};
