/**
 * The service worker's caches as the page, the worker and the tests name them.
 */

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
 * The signed-in shopper's own pages (`/user/{id}`): the worker never keeps
 * them (network only; offline, the offline page without anyone's data).
 */
export const USER_PAGE_PATTERN = /^\/user\//;

/** Where a developer reads the messages the shop would have sent (issue 27; `server/routes/dev-outbox.ts`). */
export const DEV_OUTBOX_PATH = '/dev/outbox';
/**
 * The server's pages for a developer on their own machine (`/dev/outbox`, with recovery codes): not the
 * app's pages, so the worker leaves them to the browser and never keeps a copy.
 */
export const DEV_PAGE_PATTERN = /^\/dev\//;
