import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const YEAR = 60 * 60 * 24 * 365;
const WEEK = 60 * 60 * 24 * 7;

/**
 * Cache policy by file: content-hashed build output never changes, so a year and
 * `immutable`; the service worker, manifest and HTML must be re-checked on every
 * visit so an update reaches shoppers; generated images change rarely.
 */
export function cacheControlFor(urlPath: string): string {
  const name = path.posix.basename(urlPath);
  if (urlPath.startsWith('/assets/')) return `public, max-age=${YEAR}, immutable`;
  if (name === 'sw.js' || name.endsWith('.webmanifest') || name.endsWith('.html')) return 'no-cache';
  if (urlPath.startsWith('/images/')) return `public, max-age=${WEEK}, stale-while-revalidate=${WEEK}`;
  return 'public, max-age=3600';
}

/** Serves the built client. Files are listed at start, so unknown paths fall through to the page renderer. */
export async function installBuiltAssets(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const urlPath = `/${path.relative(root, filePath).split(path.sep).join('/')}`;
      reply.header('cache-control', cacheControlFor(urlPath));
    },
  });
}
