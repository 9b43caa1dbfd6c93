import { z } from 'zod';
import { MAX_LINE_COUNT } from '../catalog/limits';
import { EntityId, safeText } from './common';
import { STORAGE_MAX_LINES } from './storage';

export { KIOSK_API_PATH_PATTERN, KIOSK_PATH } from './kiosk-path';

/*
 * Kiosk mode (issue 15): a shop's tablet enrolled with the shop's PIN, and the
 * pickup-now orders customers place on it. The device is known by an httpOnly
 * cookie holding a random token the server keeps only hashed.
 */

/** The device credential: httpOnly, SameSite=Strict, path `/`, Secure behind HTTPS. */
export const KIOSK_COOKIE = 'tp_kiosk';

/** The kiosk screen's timings; `idleMs` is the default, each shop may set its own. */
export const KIOSK_TIMINGS = {
  idleMs: 60_000,
  countdownMs: 15_000,
  doneResetMs: 30_000,
  cornerTaps: 5,
  cornerWindowMs: 3_000,
} as const;

/** Wrong PINs per shop and address before the PIN is refused for `lockMs` (the last wrong one is refused already). */
export const KIOSK_PIN_LOCKOUT = { attempts: 5, lockMs: 5 * 60_000 } as const;

/**
 * Wrong PINs per shop from all addresses together before the shop's PIN is refused to everyone for
 * `lockMs`: one client rotating its address (X-Forwarded-For, an IPv6 range) gets no more guesses than this.
 */
export const KIOSK_PIN_SHOP_LOCKOUT = { attempts: 20, lockMs: 15 * 60_000 } as const;

/** The bounds of a shop's idle time a PIN script may set, in ms. */
export const KIOSK_IDLE_LIMITS = { minMs: 15_000, maxMs: 30 * 60_000 } as const;

export const KIOSK_NAME_MAX = 40;

/** Minutes, in Russian, with the right word form (`1 минуту`, `2 минуты`, `5 минут`). */
function minutesText(minutes: number): string {
  const lastTwo = minutes % 100;
  const last = minutes % 10;
  const word =
    lastTwo >= 11 && lastTwo <= 14 ? 'минут' : last === 1 ? 'минуту' : last >= 2 && last <= 4 ? 'минуты' : 'минут';
  return `${minutes} ${word}`;
}

export const KIOSK_MESSAGES = {
  wrongPin: 'Неверный PIN-код',
  /** After too many wrong PINs; `retryAfterMs` is how long the PIN stays refused. */
  locked: (retryAfterMs: number) =>
    `Слишком много неверных PIN-кодов. Попробуйте снова через ${minutesText(Math.max(1, Math.ceil(retryAfterMs / 60_000)))}`,
  notEnrolled: 'Этот планшет не подключён как киоск. Подключите его PIN-кодом пекарни',
  unknownShop: 'Такой пекарни нет',
  noPin: 'Для этой пекарни не задан PIN-код киоска',
  noSlot: 'Сейчас пекарня не принимает заказы на самовывоз. Заказ можно оформить на кассе',
  offline: 'Нет связи, заказ можно оформить на кассе',
  left: 'Планшет отключён от режима киоска',
} as const;

/** A shop's kiosk PIN: 4 to 8 digits. */
export const KioskPin = z.string({ message: 'Введите PIN-код' }).regex(/^\d{4,8}$/, 'PIN-код — от 4 до 8 цифр');
export type KioskPin = z.infer<typeof KioskPin>;

/** `POST /api/kiosk/enrol`: the shop the tablet stands in and that shop's PIN. */
export const KioskEnrolBody = z.object({ shopId: EntityId, pin: KioskPin });
export type KioskEnrolBody = z.infer<typeof KioskEnrolBody>;

/** `POST /api/kiosk/unlock` and `/api/kiosk/leave`: the shop's PIN typed on the kiosk. */
export const KioskPinBody = z.object({ pin: KioskPin });
export type KioskPinBody = z.infer<typeof KioskPinBody>;

/** One line of a kiosk order: what and how many, never a price (like the guest order's lines). */
export const KioskOrderLine = z.object({
  productId: EntityId,
  count: z.number().int('Количество должно быть целым числом').min(1).max(MAX_LINE_COUNT),
});
export type KioskOrderLine = z.infer<typeof KioskOrderLine>;

/** An optional name to call the order out by; blank means none, so it is trimmed both ways (a codec). */
export const KioskCustomerName = z.codec(
  safeText().max(200, 'Имя слишком длинное'),
  z.string().max(KIOSK_NAME_MAX, `Имя — не длиннее ${KIOSK_NAME_MAX} символов`),
  { decode: (name) => name.trim(), encode: (name) => name.trim() },
);

export const KIOSK_PAYMENTS = ['on_receipt', 'card'] as const;
/** `on_receipt`: at the counter; `card`: on the customer's phone through the bank page (QR). */
export const KioskPayment = z.enum(KIOSK_PAYMENTS, { message: 'Выберите способ оплаты' });
export type KioskPayment = z.infer<typeof KioskPayment>;

/**
 * `POST /api/kiosk/order`: pickup at the kiosk's shop at the earliest slot;
 * the server prices it. Answered with the guest order's `PaymentAnswer`.
 */
export const KioskOrderBody = z.object({
  products: z.array(KioskOrderLine).min(1, 'Корзина пуста').max(STORAGE_MAX_LINES, 'Слишком много позиций в корзине'),
  name: KioskCustomerName.optional(),
  payment: KioskPayment,
});
export type KioskOrderBody = z.output<typeof KioskOrderBody>;

/** What an enrolled kiosk knows about itself (`/api/kiosk/me`, the enrolment's answer). */
export const KioskConfig = z.object({
  deviceId: z.string(),
  shopId: EntityId,
  shopTitle: z.string(),
  /** Ms without a touch before «Вы ещё здесь?». */
  idleMs: z.number().int().positive(),
  /** The server's version, shown in the operator menu. */
  version: z.string(),
});
export type KioskConfig = z.infer<typeof KioskConfig>;

/** `POST /api/kiosk/unlock`: the PIN was right, the operator menu may open. */
export const KioskUnlockAnswer = z.object({ ok: z.literal(true) });
export type KioskUnlockAnswer = z.infer<typeof KioskUnlockAnswer>;

/** `POST /api/kiosk/leave`: the device is revoked and its cookie cleared. */
export const KioskLeaveAnswer = z.object({ message: z.string() });
export type KioskLeaveAnswer = z.infer<typeof KioskLeaveAnswer>;
