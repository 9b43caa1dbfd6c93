import type { Page } from '@playwright/test';
import { CACHE_NAMES, WARM_UP_KEY } from '../../src/domain/contract/sw-cache';

/** Resolves once a service worker controls the page (the first one claims the page it was registered from). */
export async function waitForController(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout });
}

/** Resolves once the worker has finished a warm-up (it records one in its meta cache); returns its plan key. */
export async function waitForWarmUp(page: Page, timeout = 60_000): Promise<string> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const plan = await page.evaluate(
      async ({ meta, key }) => {
        const entry = await (await caches.open(meta)).match(key);
        return entry ? ((await entry.json()) as { plan: string }).plan : null;
      },
      { meta: CACHE_NAMES.meta, key: WARM_UP_KEY },
    );
    if (plan) return plan;
    if (Date.now() > deadline) throw new Error(`no warm-up within ${timeout} ms`);
    await page.waitForTimeout(250);
  }
}

/** Paths (with search) cached in one of the worker's caches. */
export function cachedPaths(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => {
      const url = new URL(request.url);
      return url.pathname + url.search;
    });
  }, cacheName);
}

/** The build id of the worker controlling the page (its answer to GET_VERSION). */
export function workerBuild(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve(null);
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<{ build?: string } | null>) =>
          resolve(event.data?.build ?? null);
        controller.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
        setTimeout(() => resolve(null), 3000);
      }),
  );
}

/** Product ids of the cart as stored on the device (IndexedDB `teply-pirog` / `state` / `cart`). */
export function storedCart(page: Page): Promise<Array<{ _id: string; count: number }>> {
  return page.evaluate(
    () =>
      new Promise<Array<{ _id: string; count: number }>>((resolve, reject) => {
        const open = indexedDB.open('teply-pirog');
        // Before the app's first write there is no database: reading must not create an empty one.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve([]) : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('state')) {
            db.close();
            return resolve([]);
          }
          const read = db.transaction('state').objectStore('state').get('cart');
          read.onsuccess = () => {
            const record = read.result as { data?: { cartData?: Array<{ _id: string; count: number }> } } | undefined;
            resolve((record?.data?.cartData ?? []).map(({ _id, count }) => ({ _id, count })));
            db.close();
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

/** Clicks «В корзину» on the product card of `productId` (the catalogue's, when «popular» shows it too). */
export async function addToCart(page: Page, productId: string): Promise<void> {
  await page
    .locator(`.product-card[data-product-id="${productId}"]`)
    .last()
    .getByRole('button', { name: 'В корзину' })
    .click();
}

/** Width, height and type of a PNG from its header. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = '89504e470d0a1a0a';
  if (bytes.subarray(0, 8).toString('hex') !== signature) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
