import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const YEAR = 60 * 60 * 24 * 365;
const WEEK = 60 * 60 * 24 * 7;

/**
 * Cache policy by file: content-hashed build output never changes, so a year and
 * `immutable`; generated pictures change rarely and are many per page, so a week,
 * refreshed in the background. Every other file keeps its name across releases
 * (the service worker and manifest, the logo, the no-script style sheet): the
 * browser keeps a copy but asks each time whether it is still current, which
 * costs a 304 (the files carry an ETag and Last-Modified) and lets an update
 * reach shoppers at once.
 */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return `public, max-age=${YEAR}, immutable`;
  if (urlPath.startsWith('/images/')) return `public, max-age=${WEEK}, stale-while-revalidate=${WEEK}`;
  return 'no-cache';
}

/** Serves the built client. Files are listed at start, so unknown paths fall through to the page renderer. */
export async function installBuiltAssets(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    cacheControl: false,
    // Conditional requests for the files that are revalidated on every use.
    etag: true,
    lastModified: true,
    setHeaders(reply, filePath) {
      const urlPath = `/${path.relative(root, filePath).split(path.sep).join('/')}`;
      reply.header('cache-control', cacheControlFor(urlPath));
    },
  });
}
