import type { Workbox } from 'workbox-window';
import { IMAGE_FOLDERS, IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from '../domain/catalog/images';
import { CACHE_NAMES, LAST_DATA_KEY, USER_PAGE_PATTERN } from '../domain/contract/sw-cache';
import {
  isWorkerMessage,
  type PageToWorkerMessage,
  type WorkerToPageMessage,
  type WorkerVersion,
} from '../domain/contract/sw-messages';
import { CATALOGUE_PATH, defaultWarmUpPlan, type ImageChoice, type WarmUpPlan } from '../domain/contract/warm-up';
import { whenIdle } from '../shared/when-idle';

/**
 * The page's side of the service worker (sw/): the only module that talks to
 * it. Registers it once through workbox-window (loaded lazily, after
 * hydration, so it costs the first render nothing), asks it to warm the
 * caches, tells it when the network is back, checks for updates (on becoming
 * visible and hourly) and reloads the page once when the shopper accepts one.
 */

/** The build this page's code belongs to (`VITE_BUILD_ID` at build time). */
export const APP_BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';

const SW_URL = '/sw.js';
const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;
/** A second update reload within this time is refused: a loop guard that survives the reload. */
const RELOAD_GUARD_MS = 10_000;
const RELOAD_GUARD_KEY = 'tp-sw-update-reload';

type Listener<T> = (value: T) => void;

let started = false;
let workbox: Workbox | null = null;
let updateWaiting = false;
let reloadRequested = false;
let reloading = false;
let checking: Promise<void> | null = null;
let persistRequest: Promise<boolean> | null = null;
const updateListeners = new Set<() => void>();
const messageListeners = new Set<Listener<WorkerToPageMessage>>();

function supported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext;
}

/** Starts the worker when the browser is idle after hydration (from src/entry-client.tsx). */
export function startServiceWorkerWhenIdle(): void {
  whenIdle(() => void startServiceWorker(), 3000, 1000);
}

/** Registers the worker once and wires updates, warm-up and replays. Safe to call again. */
export async function startServiceWorker(): Promise<void> {
  if (started || !supported()) return;
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

  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(SW_URL, { scope: '/', updateViaCache: 'none' });
  wb.addEventListener('waiting', () => {
    updateWaiting = true;
    for (const listener of updateListeners) listener();
  });
  wb.addEventListener('controlling', (event) => {
    // A new version took over a page that was running the old one: reload once onto the new files.
    // (The very first worker claiming a fresh page is not an update: that page already runs the newest files.)
    if (event.isUpdate || reloadRequested) reloadOnce();
  });
  try {
    await wb.register({ immediate: true });
  } catch (error) {
    // Not a fault of the page: browsers refuse workers in some modes (private windows, policies, test runners).
    console.info('[service-worker] registration refused; the shop works without offline support', error);
    return;
  }
  workbox = wb;

  window.addEventListener('online', () => void postToWorker({ type: 'REPLAY_QUEUES' }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkForUpdate();
  });
  setInterval(() => void checkForUpdate(), UPDATE_CHECK_INTERVAL_MS);

  await navigator.serviceWorker.ready;
  if (navigator.onLine) await postToWorker({ type: 'REPLAY_QUEUES' });
  await postToWorker({ type: 'WARM_UP', plan: warmUpPlan() });
}

async function postToWorker(message: PageToWorkerMessage): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage(message);
}

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

/** Looks for a new version now (also done on becoming visible and hourly). */
export function checkForUpdate(): Promise<void> {
  if (!workbox || !navigator.onLine) return Promise.resolve();
  checking ??= workbox
    .update()
    .catch((error: unknown) => console.info('[service-worker] update check failed', error))
    .finally(() => {
      checking = null;
    });
  return checking;
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

/** The build of the worker that controls this page, or null without one. */
export async function workerVersion(): Promise<string | null> {
  if (!supported() || !navigator.serviceWorker.controller) return null;
  const answer = await askWorker<WorkerVersion>({ type: 'GET_VERSION' });
  return answer?.build ?? null;
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
  if (typeof caches === 'undefined') return null;
  try {
    // `caches.match` with a cache name never creates a cache (unlike `caches.open`).
    const meta = await caches.match(LAST_DATA_KEY, { cacheName: CACHE_NAMES.meta });
    if (meta) {
      const { at } = (await meta.json()) as { at?: unknown };
      if (typeof at === 'number') return at;
    }
    const catalogue = await caches.match(CATALOGUE_PATH, { cacheName: CACHE_NAMES.api, ignoreVary: true });
    const date = Date.parse(catalogue?.headers.get('date') ?? '');
    return Number.isFinite(date) ? date : null;
  } catch {
    return null;
  }
}

const RENDITION = /-(\d+)\.(avif|webp)$/;

/** The rendition the browser actually chose for rendered pictures of `folder`, if any is on the page. */
function renderedChoice(folder: string): ImageChoice | null {
  const counts = new Map<string, number>();
  for (const img of document.querySelectorAll<HTMLImageElement>('picture img')) {
    if (img.closest('dialog')) continue;
    const source = img.currentSrc;
    if (!source.includes(`/${folder}/`)) continue;
    const match = RENDITION.exec(new URL(source).pathname);
    if (match) counts.set(`${match[1]}.${match[2]}`, (counts.get(`${match[1]}.${match[2]}`) ?? 0) + 1);
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  if (!best) return null;
  const [width, format] = best[0].split('.');
  return IMAGE_FORMATS.includes(format as ImageFormat) ? { width: Number(width), format: format as ImageFormat } : null;
}

/**
 * Which renditions to warm: what this page's pictures really requested where
 * some are rendered (e.g. product cards' `currentSrc`), otherwise what the
 * layouts' `sizes` give on this screen.
 */
export function warmUpPlan(): WarmUpPlan {
  const rendered = renderedChoice(IMAGE_FOLDERS.product);
  const format = rendered?.format ?? 'avif';
  const plan = defaultWarmUpPlan(window.innerWidth, window.devicePixelRatio || 1, format);
  const kinds = ['product', 'storyCover', 'post', 'banner'] as const;
  for (const kind of kinds) {
    const choice = renderedChoice(IMAGE_FOLDERS[kind]);
    const widths: readonly number[] = IMAGE_WIDTHS[kind];
    if (choice && widths.includes(choice.width)) plan[kind] = choice;
  }
  return plan;
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
  if (!supported() || !navigator.serviceWorker.controller) return 0;
  return (await askWorker<number>({ type: 'DROP_QUEUED_WRITES' })) ?? 0;
}

/** Whether a new version is installed and waiting to take over. */
export function isUpdateWaiting(): boolean {
  return updateWaiting;
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
  if (!supported()) return { supported: false, registered: false, waiting: false, active: false, controlling: false };
  const registration = await navigator.serviceWorker.getRegistration();
  return {
    supported: true,
    registered: registration !== undefined,
    waiting: Boolean(registration?.waiting),
    active: Boolean(registration?.active),
    controlling: navigator.serviceWorker.controller !== null,
  };
}
