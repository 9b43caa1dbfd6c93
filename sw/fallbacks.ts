/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core/types';
import { endpoints } from '../src/domain/contract/endpoints';
import { matchPath } from '../src/domain/contract/http';
import { CACHE_NAMES, DERIVED_HEADER } from '../src/domain/contract/sw-cache';
import { CATALOGUE_PATH } from '../src/domain/contract/warm-up';

declare const self: ServiceWorkerGlobalScope;

/**
 * Answers made up offline from what is cached, for requests that were never
 * cached themselves. Each is a `handlerDidError` plugin: it runs only when the
 * strategy found neither the network nor a cached copy.
 */

const RENDITION = /^(.+)-(\d+)\.(avif|webp)$/;

interface PostLike {
  _id: string;
  slug: string;
}

function json(body: unknown, status: number, date: string | null): Response {
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', [DERIVED_HEADER]: '1' });
  if (date) headers.set('date', date);
  return new Response(JSON.stringify(body), { status, headers });
}

async function apiCache(): Promise<Cache> {
  return caches.open(CACHE_NAMES.api);
}

/** `/api/product/{id}` of a product never opened: taken from the cached catalogue. */
async function productFromCatalogue(id: string): Promise<Response | undefined> {
  const cached = await (await apiCache()).match(CATALOGUE_PATH, { ignoreVary: true });
  if (!cached) return undefined;
  const body = (await cached.json()) as { products?: Array<{ _id: string }> };
  const product = body.products?.find((item) => item._id === id);
  // The catalogue as last seen does not sell it: the same answer the server gives.
  if (!product) return json({ message: 'Товар не найден' }, 404, cached.headers.get('date'));
  return json({ product }, 200, cached.headers.get('date'));
}

/** The cached posts lists of one direction, longest first. */
async function cachedPostLists(direction: string): Promise<Array<{ limit: number; response: Response }>> {
  const cache = await apiCache();
  const lists: Array<{ limit: number; response: Response }> = [];
  for (const request of await cache.keys()) {
    const params = matchPath(endpoints.posts, new URL(request.url).pathname);
    if (!params || params.direction !== direction) continue;
    const response = await cache.match(request, { ignoreVary: true });
    if (response) lists.push({ limit: Number(params.limit), response });
  }
  return lists.sort((a, b) => b.limit - a.limit);
}

/** `/api/posts/{dir}/{limit}` with another limit than the cached one: the cached list, cut to `limit`. */
async function postsFromAnotherPage(direction: string, limit: number): Promise<Response | undefined> {
  const [longest] = await cachedPostLists(direction);
  if (!longest) return undefined;
  const body = (await longest.response.json()) as { postsData: unknown[]; postsCount: number };
  return json(
    { postsData: body.postsData.slice(0, limit), postsCount: body.postsCount },
    200,
    longest.response.headers.get('date'),
  );
}

/** `/api/post/{slug}` of a post never opened: found in a cached posts list (the same `Post` shape). */
async function postFromLists(slug: string): Promise<Response | undefined> {
  for (const direction of ['-1', '1']) {
    for (const { response } of await cachedPostLists(direction)) {
      const body = (await response.json()) as { postsData: PostLike[] };
      const post = body.postsData.find((item) => item.slug === slug || item._id === slug);
      if (post) return json({ postData: post }, 200, response.headers.get('date'));
    }
  }
  return undefined;
}

export const readApiFallbackPlugin: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const { pathname } = new URL(request.url);
    try {
      const product = matchPath(endpoints.product, pathname);
      if (product?.id) return await productFromCatalogue(product.id);
      const posts = matchPath(endpoints.posts, pathname);
      if (posts?.direction && posts.limit) return await postsFromAnotherPage(posts.direction, Number(posts.limit));
      const post = matchPath(endpoints.post, pathname);
      if (post?.slug) return await postFromLists(post.slug);
    } catch (error) {
      console.warn('[sw] no offline answer for', pathname, error);
    }
    return undefined;
  },
};

/**
 * A picture rendition that is not cached, offline: another cached rendition of
 * the same picture — the same format first, then the smallest one at least as
 * wide, else the widest. The browser scales it to the box.
 */
export const nearestRenditionPlugin: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const url = new URL(request.url);
    const wanted = RENDITION.exec(url.pathname);
    if (!wanted) return undefined;
    const [, base, width, format] = wanted;
    const cache = await caches.open(CACHE_NAMES.images);
    let best: { request: Request; score: number } | undefined;
    for (const key of await cache.keys()) {
      const candidateUrl = new URL(key.url);
      if (candidateUrl.origin !== self.location.origin) continue;
      const candidate = RENDITION.exec(candidateUrl.pathname);
      if (!candidate || candidate[1] !== base) continue;
      const candidateWidth = Number(candidate[2]);
      const wide = candidateWidth >= Number(width);
      // Lower is better: format, then "wide enough", then the closest width.
      const score =
        (candidate[3] === format ? 0 : 100_000) +
        (wide ? 0 : 10_000) +
        (wide ? candidateWidth - Number(width) : Number(width) - candidateWidth);
      if (!best || score < best.score) best = { request: key, score };
    }
    return best ? await cache.match(best.request) : undefined;
  },
};
