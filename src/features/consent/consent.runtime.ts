import { writeHintCookie } from '../../platform/cookies';
import { COOKIE_CHOICE_COOKIE } from './consent.cookie';
import {
  announceStartingConsent,
  COOKIE_SETTINGS_KEY,
  type CookieSettings,
  consentUpdateCommand,
  createSettingsStorage,
  type DataLayer,
  decodeCookieSettings,
  defaultCookieSettings,
  ensureDataLayer,
  pushConsentCommand,
  readCookieSettings,
  recordChoice,
  type SettingsStorage,
  sameSettings,
} from './consent.store';

/**
 * The page's one consent state, in the browser only. Module state here is safe
 * for server rendering because nothing reaches it on the server: every entry
 * point returns early without `window`, and components call them from effects
 * and event handlers only.
 */

type Listener = (settings: CookieSettings) => void;

interface Runtime {
  storage: SettingsStorage;
  dataLayer: DataLayer;
  settings: CookieSettings;
  /** Whether a valid choice was stored when the page loaded. */
  storedAtStart: boolean;
  started: boolean;
}

let runtime: Runtime | null = null;
const listeners = new Set<Listener>();

function browserRuntime(): Runtime | null {
  if (typeof window === 'undefined') return null;
  if (!runtime) {
    const storage = createSettingsStorage(() => window.localStorage);
    const loaded = readCookieSettings(storage);
    runtime = {
      storage,
      dataLayer: ensureDataLayer(window as Window & { dataLayer?: unknown }),
      settings: loaded.settings,
      storedAtStart: loaded.stored,
      started: false,
    };
  }
  return runtime;
}

function publish(current: Runtime, settings: CookieSettings): void {
  current.settings = settings;
  for (const listener of listeners) listener(settings);
}

/**
 * Announces the Consent Mode default (and the stored choice) once per page load
 * and returns the current settings. Idempotent: a remount or StrictMode's double
 * effects push nothing twice. On the server it only returns the defaults.
 */
export function startConsent(): CookieSettings {
  const current = browserRuntime();
  if (!current) return defaultCookieSettings();
  if (!current.started) {
    current.started = true;
    announceStartingConsent(current.dataLayer, { settings: current.settings, stored: current.storedAtStart });
    // A choice stored before the hint cookie existed (or with the cookie cleared) tells the server again.
    if (current.settings.policyAccepted) rememberChoiceMade();
    // No analytics or advertising script is configured. If one is ever added, it is
    // loaded here and in applyCookieChoice — and only for a category whose flag is true.
  }
  return current.settings;
}

function rememberChoiceMade(): void {
  writeHintCookie(COOKIE_CHOICE_COOKIE, '1', 365);
}

/** Stores a choice, updates Consent Mode and tells every subscriber. */
export function applyCookieChoice(settings: CookieSettings): void {
  const current = browserRuntime();
  if (!current) return;
  publish(current, recordChoice(current.storage, current.dataLayer, settings, Date.now()));
  rememberChoiceMade();
  // Here, too, a configured analytics / advertising script would be loaded once its category is granted.
}

/** The current cookie settings (defaults on the server and before any choice). */
export function getCookieSettings(): CookieSettings {
  return { ...(browserRuntime()?.settings ?? defaultCookieSettings()) };
}

/** Calls `listener` with the new settings after every choice (in this tab or another). */
export function subscribeCookieSettings(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Follows choices made in other tabs of the shop: the banner goes away there too, and Consent Mode is updated. */
export function followOtherTabs(): () => void {
  const current = browserRuntime();
  if (!current) return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key !== COOKIE_SETTINGS_KEY || event.storageArea !== window.localStorage) return;
    const loaded = decodeCookieSettings(event.newValue);
    if (!loaded.stored || sameSettings(loaded.settings, current.settings)) return;
    pushConsentCommand(current.dataLayer, consentUpdateCommand(loaded.settings));
    publish(current, loaded.settings);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

// ---------------------------------------------------------------------------
// «Открыть настройки cookie» from anywhere (footer, cookie-policy page, banner).

const openListeners = new Set<() => void>();
let pendingOpen = false;

/** Opens the cookie settings modal. Call it from an event handler; on the server it does nothing. */
export function openCookieSettings(): void {
  if (typeof window === 'undefined') return;
  if (openListeners.size === 0) {
    // Asked before the consent host mounted: it opens the modal as soon as it does.
    pendingOpen = true;
    return;
  }
  for (const listener of openListeners) listener();
}

/** For the consent host: `listener` runs on every `openCookieSettings()` (and at once for one asked early). */
export function onOpenCookieSettings(listener: () => void): () => void {
  openListeners.add(listener);
  if (pendingOpen) {
    pendingOpen = false;
    listener();
  }
  return () => {
    openListeners.delete(listener);
  };
}
