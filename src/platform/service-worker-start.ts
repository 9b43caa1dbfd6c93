import { Workbox } from 'workbox-window';
import { IMAGE_FOLDERS, IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from '../domain/catalog/images';
import { CACHE_NAMES, LAST_DATA_KEY } from '../domain/contract/sw-cache';
import type { PageToWorkerMessage } from '../domain/contract/sw-messages';
import { CATALOGUE_PATH, defaultWarmUpPlan, type ImageChoice, type WarmUpPlan } from '../domain/contract/warm-up';

/**
 * The part of the page's side of the service worker that is not needed before the page is idle: registration
 * through workbox-window, update checks and the warm-up plan. Loaded by service-worker.ts, the only module
 * the app imports for the worker.
 */

const SW_URL = '/sw.js';
const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;

/** What the registration reports back to service-worker.ts, which keeps the page's listeners. */
export interface WorkerEvents {
  /** A new version is installed and waiting. */
  waiting(): void;
  /** A worker took over this page; `isUpdate` when it replaced the one the page ran with. */
  controlling(isUpdate: boolean): void;
}

let workbox: Workbox | null = null;
let checking: Promise<void> | null = null;

async function postToWorker(message: PageToWorkerMessage): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage(message);
}

/** Registers the worker and wires updates, warm-up and replays; the registered worker's Workbox, or null. */
export async function registerWorker(events: WorkerEvents): Promise<Workbox | null> {
  const wb = new Workbox(SW_URL, { scope: '/', updateViaCache: 'none' });
  wb.addEventListener('waiting', () => events.waiting());
  wb.addEventListener('controlling', (event) => events.controlling(event.isUpdate === true));
  try {
    await wb.register({ immediate: true });
  } catch (error) {
    // Not a fault of the page: browsers refuse workers in some modes (private windows, policies, test runners).
    console.info('[service-worker] registration refused; the shop works without offline support', error);
    return null;
  }
  workbox = wb;

  window.addEventListener('online', () => void postToWorker({ type: 'REPLAY_QUEUES' }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkForUpdate();
  });
  setInterval(() => void checkForUpdate(), UPDATE_CHECK_INTERVAL_MS);

  void (async () => {
    await navigator.serviceWorker.ready;
    if (navigator.onLine) await postToWorker({ type: 'REPLAY_QUEUES' });
    await postToWorker({ type: 'WARM_UP', plan: warmUpPlan() });
  })();
  return wb;
}

/** Looks for a new version now (also done on becoming visible and hourly). */
function checkForUpdate(): Promise<void> {
  if (!workbox || !navigator.onLine) return Promise.resolve();
  checking ??= workbox
    .update()
    .catch((error: unknown) => console.info('[service-worker] update check failed', error))
    .finally(() => {
      checking = null;
    });
  return checking;
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
