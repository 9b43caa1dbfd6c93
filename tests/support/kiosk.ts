import { expect, type Page } from '@playwright/test';

/**
 * Helpers for the kiosk's browser tests (issue 15), shared by the shell's and
 * the ordering screens' tests: enrol a tablet, type on the PIN pad, scan the
 * browser for traces of a customer, and scan touch targets.
 */

export const KIOSK_URL = '/kiosk';
export const DEMO_PIN = '1234';
export const TABLET_SIZES = [
  { name: 'portrait 1080×1920', viewport: { width: 1080, height: 1920 } },
  { name: 'landscape 1280×800', viewport: { width: 1280, height: 800 } },
] as const;

/** Taps a PIN on the PIN pad that is on screen, then «ОК». */
export async function typePin(page: Page, pin: string): Promise<void> {
  const pad = page.locator('.kiosk-pin');
  for (const digit of pin) await pad.getByRole('button', { name: digit, exact: true }).tap();
  await pad.getByRole('button', { name: 'ОК' }).tap();
}

/** Enrols this browser context through the enrolment screen: the shop by its title, then its PIN. */
export async function enrolThroughScreen(page: Page, shopTitle: string, pin = DEMO_PIN): Promise<void> {
  await page.goto(KIOSK_URL);
  await page.getByRole('button', { name: new RegExp(shopTitle) }).tap();
  await typePin(page, pin);
  await expect(page.getByText('Коснитесь, чтобы заказать')).toBeVisible({ timeout: 20_000 });
}

/**
 * Enrols this browser context with the API only (a test about something else), then opens the kiosk. The
 * page it enrols from is not `/kiosk`: an unenrolled kiosk asks `kioskMe` and Chromium logs its 401.
 */
export async function enrolByApi(page: Page, shopId: string, pin = DEMO_PIN, origin = ''): Promise<void> {
  await page.goto(`${origin}/docs/privacy`);
  const status = await page.evaluate(
    async ({ shopId, pin }) =>
      (
        await fetch('/api/kiosk/enrol', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ shopId, pin }),
        })
      ).status,
    { shopId, pin },
  );
  expect(status).toBe(200);
  await page.goto(`${origin}${KIOSK_URL}`);
  await expect(page.getByText('Коснитесь, чтобы заказать')).toBeVisible({ timeout: 20_000 });
}

/** One place in the browser where a customer's value was found. */
export interface Trace {
  where: string;
  needle: string;
}

/**
 * Looks for `needles` (cart product ids, names, phones, order ids) everywhere a
 * page can keep data: every IndexedDB database and record, localStorage,
 * sessionStorage, `document.cookie`, the text entries of Cache Storage, and the
 * kiosk customer's Valtio stores (`window.__kioskCustomerState`). Cache Storage
 * and its expiration index are left out for needles that the catalogue itself
 * holds (product ids): pass them as `storeNeedles` instead of `needles`.
 */
export async function findCustomerTraces(
  page: Page,
  needles: readonly string[],
  storeNeedles: readonly string[] = [],
): Promise<Trace[]> {
  return page.evaluate(
    async ({ needles, storeNeedles }) => {
      const traces: { where: string; needle: string }[] = [];
      const everywhere = [...needles, ...storeNeedles];
      const look = (where: string, text: string, list: readonly string[] = everywhere) => {
        for (const needle of list) if (text.includes(needle)) traces.push({ where, needle });
      };
      const readAll = (store: IDBObjectStore) =>
        new Promise<unknown[]>((resolve, reject) => {
          const request = store.getAll();
          request.onsuccess = () => resolve(request.result as unknown[]);
          request.onerror = () => reject(request.error);
        });
      for (const info of await indexedDB.databases()) {
        if (!info.name) continue;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(info.name as string);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        for (const name of Array.from(db.objectStoreNames)) {
          const records = await readAll(db.transaction(name, 'readonly').objectStore(name));
          // A queued background-sync request keeps its body as bytes: read them as text too.
          const text = JSON.stringify(records, (_key, value: unknown) => {
            if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return new TextDecoder().decode(value);
            return value instanceof Blob ? `[blob ${value.size}]` : value;
          });
          // workbox-expiration indexes the worker's caches (picture addresses hold product ids): catalogue, like them.
          look(`IndexedDB ${info.name}/${name}`, text, info.name === 'workbox-expiration' ? needles : everywhere);
        }
        db.close();
      }
      look('localStorage', JSON.stringify({ ...localStorage }));
      look('sessionStorage', JSON.stringify({ ...sessionStorage }));
      look('document.cookie', decodeURIComponent(document.cookie));
      if (typeof caches !== 'undefined') {
        for (const cacheName of await caches.keys()) {
          const cache = await caches.open(cacheName);
          for (const request of await cache.keys()) {
            look(`Cache ${cacheName} ${request.url} (address)`, decodeURIComponent(request.url), needles);
            const response = await cache.match(request);
            const type = response?.headers.get('content-type') ?? '';
            if (response && /json|text|html|javascript/.test(type)) {
              look(`Cache ${cacheName} ${request.url}`, await response.text(), needles);
            }
          }
        }
      }
      const state = (window as { __kioskCustomerState?: () => string }).__kioskCustomerState?.();
      if (state !== undefined) look('Valtio stores', state);
      return traces;
    },
    { needles: [...needles], storeNeedles: [...storeNeedles] },
  );
}

/** Every visible interactive element smaller than `min`×`min` CSS px, described for a failure message. */
export async function smallTouchTargets(page: Page, min = 48): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [tabindex]:not([tabindex="-1"])';
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
      if (element.closest('[inert], [aria-hidden="true"]')) continue;
      if (rect.width < min - 0.5 || rect.height < min - 0.5) {
        const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
        small.push(
          `${element.tagName.toLowerCase()}.${element.className} «${label}» ${Math.round(rect.width)}×${Math.round(rect.height)}`,
        );
      }
    }
    return small;
  }, min);
}

/** Five taps in the top-left corner: the operator's PIN pad opens. */
export async function openOperatorPin(page: Page): Promise<void> {
  const corner = page.getByRole('button', { name: 'Меню сотрудника' });
  for (let tap = 0; tap < 5; tap += 1) await corner.tap();
  await expect(page.getByText('PIN-код сотрудника')).toBeVisible();
}
