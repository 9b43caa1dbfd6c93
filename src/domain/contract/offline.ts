/**
 * Offline-first conventions shared by the service worker (`sw/`) and the page:
 * cache names, the messages both sides exchange, which requests are queued for
 * background sync and how a queued request is answered.
 *
 * Pure data and functions only: it runs in the page, the worker and Node.
 */
import { IMAGE_WIDTHS, type ImageFormat } from '../catalog/images';

// ---------------------------------------------------------------------------
// Queued requests (background sync)
// ---------------------------------------------------------------------------

/** The background-sync queues of the worker. */
export const SYNC_QUEUES = {
  /** `POST /api/storage/update`: last write wins, so only the newest body is kept. */
  storage: 'storage-sync',
  /** `GET /api/post/like/{_id}/{true|false}`: idempotent per device; only the newest value per post is kept. */
  likes: 'post-likes',
} as const;
export type SyncQueueName = (typeof SYNC_QUEUES)[keyof typeof SYNC_QUEUES];

export const STORAGE_UPDATE_PATH = '/api/storage/update';
export const POST_LIKE_PATH = /^\/api\/post\/like\/([^/]+)\/(true|false)$/;

/**
 * When the network fails, the worker keeps the request and answers the page at
 * once with `202 Accepted`, the header `x-queued: 1` and this JSON body. The
 * request is sent later (Background Sync, the page's `online` event, the
 * worker's next start) and the page hears the server's answer through a
 * `SYNC_REPLAYED` message. A queued request is pending, never an error.
 */
export const QUEUED_STATUS = 202;
export const QUEUED_HEADER = 'x-queued';

export interface QueuedAnswer {
  queued: true;
  queue: SyncQueueName;
  /** Russian text that may be shown as is. */
  message: string;
}

export const QUEUED_MESSAGE = 'Нет соединения — отправим, когда сеть вернётся';

export function queuedAnswer(queue: SyncQueueName): QueuedAnswer {
  return { queued: true, queue, message: QUEUED_MESSAGE };
}

/** For callers holding a `Response` (fetch, `ofetch.raw`): was the request queued instead of sent? */
export function isQueuedResponse(response: {
  readonly status: number;
  readonly headers: { get(name: string): string | null };
}): boolean {
  return response.status === QUEUED_STATUS && response.headers.get(QUEUED_HEADER) === '1';
}

/** For callers holding only the parsed body (plain `ofetch`): is this the queued answer? */
export function isQueuedAnswer(body: unknown): body is QueuedAnswer {
  return typeof body === 'object' && body !== null && (body as { queued?: unknown }).queued === true;
}

// ---------------------------------------------------------------------------
// Caches
// ---------------------------------------------------------------------------

/** Runtime caches of the worker (the precache has workbox's own name). Bump a suffix to drop a cache's format. */
export const CACHE_NAMES = {
  pages: 'tp-pages-v1',
  api: 'tp-api-v1',
  images: 'tp-images-v1',
  /** Bookkeeping of the worker: when data last arrived, when the caches were last warmed. */
  meta: 'tp-meta-v1',
} as const;

/** Key in the meta cache: a JSON `{ at: <ms> }` written whenever fresh read-API data is cached. */
export const LAST_DATA_KEY = '/__sw/last-data';
/** Key in the meta cache: the last warm-up, `{ at: <ms>, plan: <string> }`. */
export const WARM_UP_KEY = '/__sw/warm-up';

/** Header on answers the worker made up offline from other cached data (e.g. a product taken from the catalogue). */
export const DERIVED_HEADER = 'x-sw-derived';

/**
 * The read API answers kept stale-while-revalidate: catalogue, product,
 * sub-slider, shops, alerts, promos, posts and one post — but not the post
 * like/view calls, which share the `/api/post/` prefix.
 */
export const READ_API_PATHS: readonly RegExp[] = [
  /^\/api\/products\/all$/,
  /^\/api\/product\/[^/]+$/,
  /^\/api\/subslider$/,
  /^\/api\/adresa\/all$/,
  /^\/api\/alerts$/,
  /^\/api\/promos$/,
  /^\/api\/posts\/-?1\/\d{1,3}$/,
  /^\/api\/post\/(?!like\/|view\/)[^/]+$/,
];

export function isReadApiPath(pathname: string): boolean {
  return READ_API_PATHS.some((pattern) => pattern.test(pathname));
}

// ---------------------------------------------------------------------------
// Warm-up
// ---------------------------------------------------------------------------

/** The news page's first page size; the warm-up caches `/api/posts/-1/<this>`. */
export const NEWS_FIRST_PAGE = 6;

/** Read-API answers the warm-up refreshes besides the catalogue and the first news page. */
export const WARM_API_PATHS = ['/api/products/all', '/api/promos', '/api/alerts', '/api/adresa/all', '/api/subslider'];

/** Server-rendered pages the warm-up caches: home and the manifest's shortcuts. */
export const WARM_PAGE_PATHS = ['/', '/news', '/cart', '/adresa'];

/** One rendition of a `<picture>`: what the browser picks from its `srcset` on this device. */
export interface ImageChoice {
  width: number;
  format: ImageFormat;
}

/** Which rendition of each kind the page's `<picture>` elements request on this device. */
export interface WarmUpPlan {
  product: ImageChoice;
  story: ImageChoice;
  storyCover: ImageChoice;
  post: ImageChoice;
}

export function planKey(plan: WarmUpPlan): string {
  return [plan.product, plan.story, plan.storyCover, plan.post].map((c) => `${c.width}.${c.format}`).join(',');
}

/**
 * The `srcset` width Chromium picks for a picture displayed `cssWidth` px wide
 * at `dpr`: at a ratio up to 1 the first candidate dense enough, above 1 the
 * next one once the ratio passes the geometric mean of two neighbours'
 * densities (Blink's `SelectionLogic`), the largest when none is dense enough.
 */
export function pickRendition(widths: readonly number[], cssWidth: number, dpr: number): number {
  const sorted = [...widths].sort((a, b) => a - b);
  const last = sorted[sorted.length - 1] ?? 0;
  if (cssWidth <= 0) return sorted[0] ?? 0;
  const density = (w: number) => w / cssWidth;
  for (let i = 0; i < sorted.length - 1; i++) {
    const current = sorted[i] ?? 0;
    const next = sorted[i + 1] ?? 0;
    if (density(current) >= dpr) return current;
    if (density(next) < dpr) continue;
    // dpr lies between the two densities.
    if (dpr <= 1) return next;
    return dpr >= Math.sqrt(density(current) * density(next)) ? next : current;
  }
  return last;
}

/**
 * The plan for a device when no rendered picture tells better: the `sizes` of
 * the shop's pictures on a screen `viewportWidth` CSS px wide.
 */
export function defaultWarmUpPlan(viewportWidth: number, dpr: number, format: ImageFormat = 'avif'): WarmUpPlan {
  // Product cards: `(max-width: 600px) 50vw, (max-width: 1200px) 33vw, 300px` (features/catalog/ProductCard).
  const card = viewportWidth <= 600 ? viewportWidth / 2 : viewportWidth <= 1200 ? viewportWidth * 0.33 : 300;
  // News cards: `(max-width: 700px) 100vw, 420px` (features/news/PostCard).
  const post = viewportWidth <= 700 ? viewportWidth : 420;
  // Story slides: `(max-width: 600px) 100vw, 480px`; story circles: `76px` (features/stories).
  const slide = viewportWidth <= 600 ? viewportWidth : 480;
  return {
    product: { width: pickRendition(IMAGE_WIDTHS.product, card, dpr), format },
    story: { width: pickRendition(IMAGE_WIDTHS.story, slide, dpr), format },
    storyCover: { width: pickRendition(IMAGE_WIDTHS.storyCover, 76, dpr), format },
    post: { width: pickRendition(IMAGE_WIDTHS.post, post, dpr), format },
  };
}

// ---------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------

/** Messages the page sends to the worker. */
export type PageToWorkerMessage =
  | { type: 'SKIP_WAITING' }
  | { type: 'WARM_UP'; plan: WarmUpPlan; force?: boolean }
  | { type: 'REPLAY_QUEUES' }
  | { type: 'GET_VERSION' };

/** Messages the worker sends to its pages. */
export type WorkerToPageMessage =
  | {
      type: 'SYNC_REPLAYED';
      queue: SyncQueueName;
      url: string;
      status: number;
      /** The JSON body that was sent (storage sync), or null. */
      requestBody: unknown;
      /** The server's JSON answer, or null when it was not JSON. */
      answer: unknown;
    }
  | { type: 'NETWORK_STATUS'; online: boolean }
  | { type: 'WARM_UP_DONE'; at: number; fetched: number; failed: number };

/** The worker's answer to `GET_VERSION` (over the message port). */
export interface WorkerVersion {
  build: string;
}

const MESSAGE_TYPES = new Set(['SYNC_REPLAYED', 'NETWORK_STATUS', 'WARM_UP_DONE']);

export function isWorkerMessage(data: unknown): data is WorkerToPageMessage {
  return typeof data === 'object' && data !== null && MESSAGE_TYPES.has(String((data as { type?: unknown }).type));
}
