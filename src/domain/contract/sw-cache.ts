import { endpointList, findEndpoint } from './endpoints';

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

/** The read-API endpoints whose answers the worker keeps stale-while-revalidate for offline browsing. */
export const readApiEndpoints = endpointList.filter((endpoint) => endpoint.offline?.kind === 'read');

/** Whether a same-origin GET of `pathname` is one of the read-API answers the worker keeps. */
export function isReadApiPath(pathname: string): boolean {
  return findEndpoint('GET', pathname, readApiEndpoints) !== null;
}
