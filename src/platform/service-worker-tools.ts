import { CACHE_NAMES, USER_PAGE_PATTERN } from '../domain/contract/sw-cache';
import type { PageToWorkerMessage } from '../domain/contract/sw-messages';
import { serviceWorkerSupported } from './service-worker';

/*
 * What only the profile (sign-out) and the kiosk ask of the service worker: apart from `service-worker.ts`,
 * which every page's first script carries, so these load with the code that calls them.
 */

/** Asks the active worker a question and waits for its answer on a message port. */
async function askWorker<T>(message: PageToWorkerMessage, timeoutMs = 3000): Promise<T | null> {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return null;
  return new Promise<T | null>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), timeoutMs);
    channel.port1.onmessage = (event: MessageEvent) => {
      clearTimeout(timer);
      resolve(event.data as T);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/**
 * Logout (issue 14): drops any copy of the shopper's own pages a cache may
 * still hold (an older worker kept pages network-first), so the next person on
 * this device finds nothing of theirs offline.
 */
export async function forgetUserPages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(CACHE_NAMES.pages);
  const requests = await cache.keys();
  await Promise.all(
    requests
      .filter((request) => USER_PAGE_PATTERN.test(new URL(request.url).pathname))
      .map((request) => cache.delete(request)),
  );
}

/**
 * A kiosk reset (issue 15): the worker drops every write still queued for a
 * replay (storage sync, likes), since they are the last customer's. Resolves
 * how many were dropped (0 without a worker).
 */
export async function dropQueuedWrites(): Promise<number> {
  if (!serviceWorkerSupported() || !navigator.serviceWorker.controller) return 0;
  return (await askWorker<number>({ type: 'DROP_QUEUED_WRITES' })) ?? 0;
}

export interface ServiceWorkerStatus {
  supported: boolean;
  registered: boolean;
  waiting: boolean;
  active: boolean;
  controlling: boolean;
}

/** What the kiosk's operator menu shows about the worker. */
export async function serviceWorkerStatus(): Promise<ServiceWorkerStatus> {
  if (!serviceWorkerSupported())
    return { supported: false, registered: false, waiting: false, active: false, controlling: false };
  const registration = await navigator.serviceWorker.getRegistration();
  return {
    supported: true,
    registered: registration !== undefined,
    waiting: Boolean(registration?.waiting),
    active: Boolean(registration?.active),
    controlling: navigator.serviceWorker.controller !== null,
  };
}
