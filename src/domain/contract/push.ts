import { z } from 'zod';
import { isSingleLineText, OrderUid, TEXT_CHARS_MESSAGE } from './common';

/*
 * Web push (issue 28): the shop's VAPID public key, and the subscriptions a
 * device hands over after the shopper tapped «Сообщить, когда будет готов».
 * The server POSTs to a subscription's endpoint, so the endpoint is checked
 * here by its form and on the server against the push services it knows.
 */

/** An uncompressed P-256 public key (65 bytes) in base64url, as `PushSubscription.toJSON()` gives it. */
const P256DH = /^[A-Za-z0-9_-]{87}$/;
/** The 16-byte authentication secret in base64url. */
const AUTH_SECRET = /^[A-Za-z0-9_-]{22}$/;

export const PUSH_MESSAGES = {
  badEndpoint: 'Этот браузер предлагает неизвестный сервис уведомлений: подписаться не получится',
  badKeys: 'Браузер передал неполную подписку на уведомления',
  unknownOrder: 'Такого заказа нет',
} as const;

export const PushEndpoint = z
  .url({ protocol: /^https?$/, message: PUSH_MESSAGES.badEndpoint })
  .max(2048, PUSH_MESSAGES.badEndpoint)
  .refine(isSingleLineText, TEXT_CHARS_MESSAGE);

export const WebPushSubscription = z.object({
  endpoint: PushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z.string().regex(P256DH, PUSH_MESSAGES.badKeys),
      auth: z.string().regex(AUTH_SECRET, PUSH_MESSAGES.badKeys),
    },
    { message: PUSH_MESSAGES.badKeys },
  ),
});
export type WebPushSubscription = z.infer<typeof WebPushSubscription>;

export const PushKeyAnswer = z.object({ publicKey: z.string() });

/** `POST /api/push/subscriptions`: the device's subscription, and the order whose page asked for it. */
export const PushSubscribeBody = z.object({ subscription: WebPushSubscription, orderUid: OrderUid.optional() });
export const PushSubscribeAnswer = z.object({ subscribed: z.literal(true) });

export const PushUnsubscribeBody = z.object({ endpoint: PushEndpoint });
export const PushUnsubscribeAnswer = z.object({ subscribed: z.literal(false) });

/** What the service worker receives in a push and shows as a notification. */
export const PushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** The page a tap opens (same origin, a path). */
  url: z.string().startsWith('/'),
  /** Notifications of one order replace each other. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayload>;
