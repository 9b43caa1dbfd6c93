import { BRAND } from '../../domain/brand/brand';
import { forgetHintCookie } from '../../platform/cookies';
import { clearStorageNamespace } from '../../platform/persistence';
import { dropQueuedWrites } from '../../platform/service-worker-tools';
import { CART_UNITS_COOKIE } from '../cart';
import { COOKIE_CHOICE_COOKIE } from '../consent';
import { notify } from '../toasts';

/** Prefixes of the Web Storage keys this app writes (`teply-pirog:…`, `tp-…`). */
const APP_STORAGE_PREFIXES = [BRAND.slug, 'tp-', 'tp_'];

function removeAppKeys(storage: Storage): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key !== null && APP_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix)),
  );
  for (const key of keys) storage.removeItem(key);
}

function safely(what: string, task: () => void): void {
  try {
    task();
  } catch (error) {
    console.warn(`[kiosk] reset: ${what} not cleared`, error);
  }
}

/**
 * Everything of the kiosk's last customer outside React state: the customer
 * namespace in IndexedDB, writes the service worker still queues for them,
 * this tab's sessionStorage, the app's localStorage keys and hint cookies
 * (never the httpOnly device cookie: the page cannot touch it), toasts and
 * open dialogs, the scroll position. Call after the customer's stores have
 * unmounted, so no pending save writes their data back.
 */
export async function wipeCustomerTraces(): Promise<void> {
  notify.removeAll();
  for (const dialog of document.querySelectorAll('dialog[open]')) (dialog as HTMLDialogElement).close();
  safely('sessionStorage', () => sessionStorage.clear());
  safely('localStorage', () => removeAppKeys(localStorage));
  for (const cookie of [CART_UNITS_COOKIE, COOKIE_CHOICE_COOKIE]) forgetHintCookie(cookie);
  await Promise.all([
    clearStorageNamespace(),
    dropQueuedWrites().catch((error: unknown) => console.warn('[kiosk] reset: queued writes not dropped', error)),
  ]);
  window.scrollTo(0, 0);
}
