/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { BRAND } from '../src/domain/brand/brand';
import { API_PATH_PATTERN } from '../src/domain/contract/http';
import { CACHE_NAMES, DEV_PAGE_PATTERN, USER_PAGE_PATTERN } from '../src/domain/contract/sw-cache';
import { networkStatusPlugin } from './network-status';

/** How long a page waits for the network before the cached copy is shown. */
export const NAVIGATION_TIMEOUT_S = 3;

/**
 * Server-rendered pages, network first: fresh when the network answers within
 * 3 s, else the copy of that URL from the last visit (or warm-up). The copy
 * carries its own headers, so its CSP nonce matches its inline scripts.
 */
export const pageStrategy = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: NAVIGATION_TIMEOUT_S,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true }),
    networkStatusPlugin,
  ],
  matchOptions: { ignoreVary: true },
});

/** The last resort: a page with no script that says what happened and offers to try again. */
function offlinePage(url: string): Response {
  const html = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${BRAND.themeColor}"><title>Нет соединения — ${BRAND.name}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:${BRAND.backgroundColor};color:#2b1a0e;font:16px/1.5 system-ui,sans-serif;text-align:center}main{max-width:28rem;padding:24px}h1{color:${BRAND.themeColor};font-size:1.5rem}a{display:inline-block;margin-top:8px;padding:10px 18px;border-radius:14px;background:${BRAND.themeColor};color:#fff;text-decoration:none}</style>
</head><body><main><h1>Нет соединения</h1><p>Эта страница ещё не сохранена на устройстве. Проверьте интернет и попробуйте снова — каталог и корзина откроются и без сети.</p>
<a href="${url.replace(/"/g, '&quot;')}">Попробовать снова</a> <a href="/">На главную</a></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * Network first, then the cached page of this URL, then the cached page of
 * the same path under another query (`/?pirog=…` opens from `/`): the document
 * says which URL it was rendered for, so the app hydrates it there and then
 * applies the asked-for query from cached data; then the offline page. A
 * different page's document is never used: it cannot hydrate at this URL.
 */
async function handleNavigation(options: RouteHandlerCallbackOptions): Promise<Response> {
  // A shopper's own page is never kept nor served from a cache (issue 14): the network, or the offline page.
  if (USER_PAGE_PATTERN.test(options.url.pathname)) {
    try {
      return await fetch(options.request);
    } catch {
      return offlinePage(options.url.pathname + options.url.search);
    }
  }
  try {
    const response = await pageStrategy.handle(options);
    if (response) return response;
  } catch {
    // Neither network nor a cached copy of this URL: fall through.
  }
  const cache = await caches.open(CACHE_NAMES.pages);
  const samePage = await cache.match(options.url.pathname, { ignoreVary: true, ignoreSearch: true });
  return samePage ?? offlinePage(options.url.pathname + options.url.search);
}

export function installNavigation(): void {
  registerRoute(
    new NavigationRoute(handleNavigation, {
      denylist: [
        API_PATH_PATTERN,
        DEV_PAGE_PATTERN,
        /^\/assets\//,
        /^\/images\//,
        /^\/brand\//,
        /\/sw\.js$/,
        /\.webmanifest$/,
      ],
    }),
  );
}
