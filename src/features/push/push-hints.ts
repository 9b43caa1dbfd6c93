import type { PushAvailability } from '../../platform/push';

/** What to say instead of offering push, where it cannot be had (the order page and the profile say the same). */
export const PUSH_HINTS: Partial<Record<PushAvailability, string>> = {
  'ios-home-screen':
    'Чтобы получать уведомления на iPhone, добавьте магазин на экран «Домой»: «Поделиться» → «На экран „Домой“», и откройте заказ оттуда.',
  denied: 'Уведомления для магазина запрещены в настройках браузера.',
};
