/// <reference lib="webworker" />
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';

/**
 * The app shell: the content-hashed scripts and styles of the entry and of
 * every route chunk, the brand SVGs and the manifest (the build's list, see
 * `injectManifest.globPatterns` in vite.config.ts). Catalogue images are not
 * precached; they are cached at run time (runtime-caching.ts) and warmed
 * (warm-up.ts). A new worker precaches its own list while the old one still
 * serves the open pages, and drops the old list when it activates.
 */
export function installPrecache(entries: ReadonlyArray<PrecacheEntry | string>): void {
  precacheAndRoute([...entries]);
  cleanupOutdatedCaches();
}
