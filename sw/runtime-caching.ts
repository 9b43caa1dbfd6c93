/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { SESSION_PATH_PATTERN } from '../src/domain/contract/http';
import { CACHE_NAMES, LAST_DATA_KEY } from '../src/domain/contract/sw-cache';
import { isReadApiPath } from '../src/domain/contract/sw-read-api';
import { nearestRenditionPlugin, readApiFallbackPlugin } from './fallbacks';
import { networkStatusPlugin } from './network-status';

declare const self: ServiceWorkerGlobalScope;

const DAY_S = 24 * 60 * 60;

/** Remembers when fresh read-API data last arrived, for the offline banner's «данные от …». */
const lastDataPlugin: WorkboxPlugin = {
  cacheDidUpdate: async ({ newResponse }) => {
    const date = Date.parse(newResponse.headers.get('date') ?? '');
    const at = Number.isFinite(date) ? date : Date.now();
    const meta = await caches.open(CACHE_NAMES.meta);
    await meta.put(
      LAST_DATA_KEY,
      new Response(JSON.stringify({ at }), { headers: { 'content-type': 'application/json' } }),
    );
  },
};

function apiPlugins(): WorkboxPlugin[] {
  return [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
    lastDataPlugin,
    networkStatusPlugin,
  ];
}

/**
 * Read-API answers (catalogue, product, promos, alerts, shops, sub-slider,
 * posts, post): the cached copy at once, refreshed in the background. Offline,
 * a product or post never fetched is taken from the cached catalogue or lists.
 */
export const readApiStrategy = new StaleWhileRevalidate({
  cacheName: CACHE_NAMES.api,
  plugins: [...apiPlugins(), readApiFallbackPlugin],
  matchOptions: { ignoreVary: true },
});

/** The same cache, network first: what the warm-up uses to refresh data. */
export const readApiRefreshStrategy = new NetworkFirst({
  cacheName: CACHE_NAMES.api,
  plugins: apiPlugins(),
  matchOptions: { ignoreVary: true },
});

/**
 * Pictures (`/images/…`: catalogue renditions, icons, screenshots): from the
 * cache when there, else from the network and kept. The file names carry the
 * width, not a content hash, so a redrawn picture reaches a device when its
 * entry expires or is evicted. Offline, a missing width is served by another
 * cached width of the same picture.
 */
export const imageStrategy = new CacheFirst({
  cacheName: CACHE_NAMES.images,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
    networkStatusPlugin,
    nearestRenditionPlugin,
  ],
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/** A read-API answer the worker may keep; never a session's call (`/priapi/*`, `/api/auth/*`, issue 14). */
export function isCacheableApi(url: URL): boolean {
  return sameOrigin(url) && !SESSION_PATH_PATTERN.test(url.pathname) && isReadApiPath(url.pathname);
}

export function installRuntimeCaching(): void {
  registerRoute(({ url }) => isCacheableApi(url), readApiStrategy, 'GET');
  registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith('/images/'), imageStrategy, 'GET');
}
