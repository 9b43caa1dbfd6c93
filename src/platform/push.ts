import type { WebPushSubscription } from '../domain/contract/push';

/*
 * The browser's side of web push (issue 28): the only module that touches
 * the Push API and Notification permission. Asked only after a tap — never
 * on load — as browsers (and shoppers) require.
 */

export type PushAvailability =
  /** The browser can subscribe. */
  | 'available'
  /** iPhone or iPad in a browser tab: push works only once the shop is added to the home screen. */
  | 'ios-home-screen'
  /** The shopper (or a policy) blocked notifications for the shop. */
  | 'denied'
  | 'unavailable';

function isIos(): boolean {
  const platform = navigator.userAgent;
  // iPadOS presents itself as a Mac with touch.
  return /iPhone|iPad|iPod/.test(platform) || (/Macintosh/.test(platform) && navigator.maxTouchPoints > 1);
}

function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

export function pushAvailability(): PushAvailability {
  if (typeof window === 'undefined') return 'unavailable';
  const apis = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (isIos() && !isStandalone()) return 'ios-home-screen';
  if (!apis || !window.isSecureContext) return 'unavailable';
  if (Notification.permission === 'denied') return 'denied';
  return 'available';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

const sameKey = (subscription: PushSubscription, publicKey: Uint8Array): boolean => {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === publicKey.length && bytes.every((byte, index) => byte === publicKey[index]);
};

/** Why a subscription could not be made, in the shopper's words. */
export class PushRefused extends Error {}

const WORKER_WAIT_MS = 10_000;

/**
 * Asks for the permission (after a tap) and subscribes with the shop's key,
 * reusing the browser's subscription when it was made with the same key.
 */
export async function subscribeToPush(publicKey: string): Promise<WebPushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushRefused('Уведомления запрещены в настройках браузера');
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS)),
  ]);
  if (!registration) throw new PushRefused('Уведомления сейчас недоступны: обновите страницу и попробуйте снова');
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) {
    throw new PushRefused('Браузер не дал подписку на уведомления');
  }
  return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}

/** This browser's push subscription's endpoint, if it has one; never asks for anything. */
export async function currentPushEndpoint(): Promise<string | null> {
  if (pushAvailability() !== 'available' || Notification.permission !== 'granted') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}

/** Ends this browser's push subscription; answers the endpoint it had, for the server to forget. */
export async function unsubscribeFromPush(): Promise<string | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return endpoint;
}
