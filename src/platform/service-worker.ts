import type { Workbox } from 'workbox-window';
import { isWorkerMessage, type WorkerToPageMessage } from '../domain/contract/sw-messages';
import { whenIdle } from '../shared/when-idle';

/**
 * The page's side of the service worker (sw/): the only module the app imports
 * for it. Registers it once through workbox-window, asks it to warm the caches,
 * tells it when the network is back, checks for updates (on becoming visible
 * and hourly) and reloads the page once when the shopper accepts one. That work
 * is in service-worker-start.ts, fetched when the page is idle after hydration,
 * so it costs the first render nothing; this module keeps what the app's
 * components call and listen to.
 */

/** The build this page's code belongs to (`VITE_BUILD_ID` at build time). */
export const APP_BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';

/** A second update reload within this time is refused: a loop guard that survives the reload. */
const RELOAD_GUARD_MS = 10_000;
const RELOAD_GUARD_KEY = 'tp-sw-update-reload';

type Listener<T> = (value: T) => void;

let started = false;
let workbox: Workbox | null = null;
let updateWaiting = false;
let reloadRequested = false;
let reloading = false;
let persistRequest: Promise<boolean> | null = null;
const updateListeners = new Set<() => void>();
const messageListeners = new Set<Listener<WorkerToPageMessage>>();

/** Whether this page can have a service worker at all (a secure context with the API). */
export function serviceWorkerSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext;
}

/** Starts the worker when the browser is idle after hydration (from src/entry-client.tsx). */
export function startServiceWorkerWhenIdle(): void {
  whenIdle(() => void startServiceWorker(), 3000, 1000);
}

/** Registers the worker once and wires updates, warm-up and replays. Safe to call again. */
export async function startServiceWorker(): Promise<void> {
  if (started || !serviceWorkerSupported()) return;
  started = true;
  if (import.meta.env.DEV) return;
  if (import.meta.env.VITE_SW_DISABLED === '1') {
    // The kill switch's second half: a build that runs without a worker removes any left.
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    return;
  }

  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if (!isWorkerMessage(event.data)) return;
    for (const listener of messageListeners) listener(event.data);
  });
  navigator.serviceWorker.startMessages();

  let registerWorker: typeof import('./service-worker-start').registerWorker;
  try {
    ({ registerWorker } = await import('./service-worker-start'));
  } catch (error) {
    // The code could not be fetched (the connection dropped while the page was idle): the next page load tries again.
    console.info('[service-worker] not started; the shop works without offline support for now', error);
    return;
  }
  workbox = await registerWorker({
    waiting: () => {
      updateWaiting = true;
      for (const listener of updateListeners) listener();
    },
    // A new version took over a page that was running the old one: reload once onto the new files.
    // (The very first worker claiming a fresh page is not an update: that page already runs the newest files.)
    controlling: (isUpdate) => {
      if (isUpdate || reloadRequested) reloadOnce();
    },
  });
}

function reloadOnce(): void {
  if (reloading) return;
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0);
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
  } catch {
    // Storage blocked: the in-memory flag still prevents a second reload of this page.
  }
  if (Date.now() - last < RELOAD_GUARD_MS) {
    console.warn('[service-worker] refusing a second update reload in a row');
    return;
  }
  reloading = true;
  window.location.reload();
}

/** Calls `listener` when a new version is installed and waiting (at once if one already is). */
export function onUpdateAvailable(listener: () => void): () => void {
  updateListeners.add(listener);
  if (updateWaiting) listener();
  return () => updateListeners.delete(listener);
}

/** The shopper accepted the update: the waiting worker takes over and the page reloads once. */
export function applyUpdate(): void {
  reloadRequested = true;
  workbox?.messageSkipWaiting();
  // No waiting worker left (another tab took the update) or it never answers: reload onto whatever is current.
  setTimeout(reloadOnce, workbox ? 5000 : 0);
}

/** Messages from the worker (sync replays, network status, warm-up done). */
export function onWorkerMessage(listener: Listener<WorkerToPageMessage>): () => void {
  messageListeners.add(listener);
  return () => messageListeners.delete(listener);
}

/**
 * Asks the browser to keep this site's storage (cart, caches) under storage
 * pressure. Call after the first add-to-cart; asks once per page.
 */
export function requestPersistentStorage(): Promise<boolean> {
  persistRequest ??= (async () => {
    try {
      if (typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
      if (await navigator.storage.persisted()) return true;
      return await navigator.storage.persist();
    } catch {
      return false;
    }
  })();
  return persistRequest;
}

/** When the data the worker serves offline was last fetched from the server (ms), or null. */
export async function lastDataTime(): Promise<number | null> {
  try {
    return await (await import('./service-worker-start')).lastDataTime();
  } catch {
    return null;
  }
}

/** Whether a new version is installed and waiting to take over. */
export function isUpdateWaiting(): boolean {
  return updateWaiting;
}
