/**
 * Where a shop's tablet runs the kiosk (issue 15). Kept free of zod and of
 * every other import so the root route and the service worker can read it
 * without pulling schemas into the first page's bundle; `kiosk.ts` re-exports it.
 */
export const KIOSK_PATH = '/kiosk';

/** The kiosk's API calls (`/api/kiosk/*`): never cached by any cache or the service worker. */
export const KIOSK_API_PATH_PATTERN = /^\/api\/kiosk\//;
