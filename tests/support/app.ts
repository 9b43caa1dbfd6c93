import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';

export interface ApiProduct {
  _id: string;
  title: string;
  category: string;
}

/** The catalogue as the API serves it (the same data the pages render). */
export async function fetchProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get('/api/products/all');
  if (!response.ok()) throw new Error(`GET /api/products/all answered ${response.status()}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || !('products' in body) || !Array.isArray(body.products)) {
    throw new Error('GET /api/products/all did not answer {products: [...]}');
  }
  return body.products as ApiProduct[];
}

export async function firstProduct(request: APIRequestContext): Promise<ApiProduct> {
  const [product] = await fetchProducts(request);
  if (!product) throw new Error('The demo catalogue is empty');
  return product;
}

/** Resolves once React has hydrated the page: hydrated DOM nodes carry React's private fiber keys. */
export async function waitForHydration(page: Page, selector = '#main'): Promise<void> {
  await page.waitForFunction(
    (target) => {
      const element = document.querySelector(target);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    },
    selector,
    { timeout: 15_000 },
  );
}

/** What Playwright itself logs in a context whose service workers are blocked (the suite's default). */
const BLOCKED_WORKER_NOTICE = 'Service Worker registration blocked by Playwright';

const IMAGE_URL = /\.(?:svg|png|webp|avif|jpe?g|gif|ico)(?:[?#]|$)/i;

/**
 * Console errors and warnings plus uncaught page errors, minus missing images (404)
 * and the 404 of a page that is meant not to exist (`expectedMissingPath`).
 */
export function collectProblems(page: Page, expectedMissingPath?: string): string[] {
  const problems: string[] = [];
  const isExpected404 = (message: ConsoleMessage) => {
    if (!/status of 404/.test(message.text())) return false;
    const url = message.location().url;
    return IMAGE_URL.test(url) || (expectedMissingPath !== undefined && new URL(url).pathname === expectedMissingPath);
  };
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (isExpected404(message) || message.text() === BLOCKED_WORKER_NOTICE) return;
    const where = message.location().url;
    problems.push(`console.${message.type()}: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.stack ?? error.message}`));
  return problems;
}

/** The viewport-relative top of an element, in CSS pixels. */
export function topOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
}

/** Jumps (no smooth scrolling) to a vertical position. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

/**
 * Scrolls through the whole page a screen at a time and back to the top, as a shopper reading it would: every
 * far catalogue section (drawn only near the screen, at an estimated height until then) has been drawn once and
 * keeps its real height, so positions read afterwards hold.
 */
export async function drawWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frame();
  });
}

/** Waits until smooth scrolling has come to rest (the position holds for a few frames). */
export async function waitForScrollEnd(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const start = window.scrollY;
        let frames = 0;
        const tick = () => {
          if (window.scrollY !== start) return resolve(false);
          frames += 1;
          if (frames >= 10) return resolve(true);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    undefined,
    { timeout: 10_000, polling: 50 },
  );
}

/** How many lines the cart the app saved in IndexedDB holds (it saves a moment after each change). */
export async function storedCartLines(page: Page): Promise<number> {
  return (await storedCartIds(page)).length;
}

/**
 * Changes fields of the `data` the app keeps under `key` in IndexedDB, as an older app or another tab would have
 * written them: the record's `savedAt` moves a minute later, so the page's next start reads it as the newest.
 */
export function patchStoredRecordData(page: Page, key: string, patch: Record<string, unknown>): Promise<void> {
  return page.evaluate(
    ({ recordKey, fields }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('teply-pirog');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('state', 'readwrite').objectStore('state');
          const read = store.get(recordKey);
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            const record = read.result as { savedAt: number; data: Record<string, unknown> } | undefined;
            if (!record) return reject(new Error(`no stored record ${recordKey}`));
            const write = store.put(
              { ...record, savedAt: record.savedAt + 60_000, data: { ...record.data, ...fields } },
              recordKey,
            );
            write.onsuccess = () => {
              open.result.close();
              resolve();
            };
            write.onerror = () => reject(write.error);
          };
        };
      }),
    { recordKey: key, fields: patch },
  );
}

/** The `data` of the record the app keeps under `key` in IndexedDB (undefined when there is none). */
export function storedRecordData(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    (recordKey) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('teply-pirog');
        // Before the app's first write there is no database: reading must not create an empty one.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve(undefined) : reject(open.error));
        open.onsuccess = () => {
          const read = open.result.transaction('state').objectStore('state').get(recordKey);
          read.onsuccess = () => {
            resolve((read.result as { data?: unknown } | undefined)?.data);
            open.result.close();
          };
          read.onerror = () => reject(read.error);
        };
      }),
    key,
  );
}

/** The product ids of the cart the app saved. */
export async function storedCartIds(page: Page): Promise<string[]> {
  const data = (await storedRecordData(page, 'cart')) as { cartData?: { _id: string }[] } | undefined;
  return (data?.cartData ?? []).map((item) => item._id);
}

/** The product ids of the favorites the app saved. */
export async function storedFavoriteIds(page: Page): Promise<string[]> {
  const data = (await storedRecordData(page, 'favorites')) as { favorites?: { _id: string }[] } | undefined;
  return (data?.favorites ?? []).map((item) => item._id);
}
