import { useSyncExternalStore } from 'react';
import { onWorkerMessage } from '../../platform/service-worker';

/**
 * Whether the shop can reach the server: the browser's `navigator.onLine`,
 * corrected by the service worker, which says when its requests fail although
 * an interface is up (a kiosk on Wi-Fi without internet) and when they work again.
 */
let workerSaysOffline = false;
let subscribed = false;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function ensureSubscribed(): void {
  if (subscribed || typeof window === 'undefined') return;
  subscribed = true;
  window.addEventListener('online', () => {
    workerSaysOffline = false;
    emit();
  });
  window.addEventListener('offline', emit);
  onWorkerMessage((message) => {
    if (message.type !== 'NETWORK_STATUS' || workerSaysOffline === !message.online) return;
    workerSaysOffline = !message.online;
    emit();
  });
}

export function isOnline(): boolean {
  if (typeof navigator === 'undefined') return true;
  return navigator.onLine && !workerSaysOffline;
}

function subscribe(listener: () => void): () => void {
  ensureSubscribed();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `listener` with the new status whenever it changes (the browser's events or the worker's word). */
export function onOnlineChange(listener: (online: boolean) => void): () => void {
  let last = isOnline();
  return subscribe(() => {
    const now = isOnline();
    if (now === last) return;
    last = now;
    listener(now);
  });
}

/** `true` while the shop can reach the server; always `true` on the server and during hydration. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * The Russian explanation for a control that needs the network, e.g.
 * `networkRequiredMessage('Оплата')` → «Оплата: нужно подключение к интернету. Проверьте сеть и попробуйте снова».
 * Use with `useOnline()`: `disabled={!online}` and show the message next to the control.
 */
export function networkRequiredMessage(action?: string): string {
  const reason = 'нужно подключение к интернету. Проверьте сеть и попробуйте снова';
  return action ? `${action}: ${reason}` : `Для этого ${reason}`;
}
