import { BRAND } from '../../domain/brand/brand';

/**
 * Cookie consent (SPEC §3, §4, §5): the shopper's choice, how it is stored in
 * localStorage and how it is announced to Google Consent Mode v2 through
 * `window.dataLayer`. Everything here is pure or takes its storage and
 * dataLayer as arguments, so it runs (and is tested) without a browser.
 */

/** SPEC §3 «Cookie settings, stored locally». Technical cookies have no flag: they are always on (SPEC §5). */
export interface CookieSettings {
  adStorage: boolean;
  analyticsStorage: boolean;
  /** The cookie-policy-accepted flag: set by any choice; while false the banner is shown. */
  policyAccepted: boolean;
}

/** What a read of the storage gives: the settings, and whether a valid choice was actually stored. */
export interface LoadedCookieSettings {
  settings: CookieSettings;
  stored: boolean;
}

export const COOKIE_SETTINGS_KEY = `${BRAND.slug}:cookie-settings`;
export const COOKIE_SETTINGS_VERSION = 1;

/** The stored record, versioned like every persisted slice of the app. */
export interface CookieSettingsRecord {
  version: number;
  savedAt: number;
  data: CookieSettings;
}

/** Nothing chosen yet: analytics and advertising off (SPEC §4), banner shown. */
export function defaultCookieSettings(): CookieSettings {
  return { adStorage: false, analyticsStorage: false, policyAccepted: false };
}

// ---------------------------------------------------------------------------
// Transitions (SPEC §4). Each one records a choice, so each sets policyAccepted.

/** «Принять» in the banner: analytics and advertising granted. */
export function acceptAll(): CookieSettings {
  return { adStorage: true, analyticsStorage: true, policyAccepted: true };
}

/** «Отклонить» in the banner: analytics and advertising denied. */
export function declineAll(): CookieSettings {
  return { adStorage: false, analyticsStorage: false, policyAccepted: true };
}

/** «Сохранить» in the settings modal: each category as chosen. */
export function chooseSettings(analyticsStorage: boolean, adStorage: boolean): CookieSettings {
  return { adStorage, analyticsStorage, policyAccepted: true };
}

// ---------------------------------------------------------------------------
// Reading and writing the stored record.

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseSettingsData(data: unknown): CookieSettings | null {
  if (!isObject(data)) return null;
  const { adStorage, analyticsStorage, policyAccepted } = data;
  if (typeof adStorage !== 'boolean' || typeof analyticsStorage !== 'boolean' || typeof policyAccepted !== 'boolean') {
    return null;
  }
  return { adStorage, analyticsStorage, policyAccepted };
}

/**
 * Turns whatever is stored under the key into settings. Nothing stored gives the
 * defaults quietly; unreadable JSON, a foreign shape, another version or fields
 * of the wrong type are logged and replaced with the defaults. Never throws.
 */
export function decodeCookieSettings(raw: string | null): LoadedCookieSettings {
  const unstored = (): LoadedCookieSettings => ({ settings: defaultCookieSettings(), stored: false });
  if (raw === null) return unstored();
  let record: unknown;
  try {
    record = JSON.parse(raw);
  } catch {
    console.warn(`[consent] ${COOKIE_SETTINGS_KEY}: unreadable record replaced with defaults`, raw);
    return unstored();
  }
  if (!isObject(record) || typeof record.version !== 'number' || typeof record.savedAt !== 'number') {
    console.warn(`[consent] ${COOKIE_SETTINGS_KEY}: unknown record replaced with defaults`, record);
    return unstored();
  }
  // No older version exists yet; a newer one (written by a newer app in another tab) is not guessed at.
  const settings = record.version === COOKIE_SETTINGS_VERSION ? parseSettingsData(record.data) : null;
  if (!settings) {
    console.warn(
      `[consent] ${COOKIE_SETTINGS_KEY}: version ${record.version} data did not fit; replaced with defaults`,
    );
    return unstored();
  }
  return { settings, stored: true };
}

export function encodeCookieSettings(settings: CookieSettings, savedAt: number): string {
  const record: CookieSettingsRecord = { version: COOKIE_SETTINGS_VERSION, savedAt, data: { ...settings } };
  return JSON.stringify(record);
}

/** The part of the Web Storage API the consent needs (a real `localStorage`, or a fake in tests). */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Wraps the browser's storage so consent never breaks the page: when
 * `localStorage` is missing or refuses to work (blocked, private mode, quota)
 * the settings live in memory for this visit, and that is logged once.
 */
export function createSettingsStorage(open: () => SettingsStorage | null | undefined): SettingsStorage {
  const memory = new Map<string, string>();
  let backing: SettingsStorage | null = null;
  let failed = false;
  const fail = (reason: unknown) => {
    backing = null;
    if (failed) return;
    failed = true;
    console.warn('[consent] localStorage is unavailable; cookie settings are kept in memory for this visit', reason);
  };
  try {
    backing = open() ?? null;
    if (!backing) fail(new Error('localStorage is not defined'));
  } catch (error) {
    fail(error);
  }
  return {
    getItem(key) {
      if (backing) {
        try {
          return backing.getItem(key);
        } catch (error) {
          fail(error);
        }
      }
      return memory.get(key) ?? null;
    },
    setItem(key, value) {
      // Memory always holds the latest write, so a storage failing mid-visit loses nothing.
      memory.set(key, value);
      if (!backing) return;
      try {
        backing.setItem(key, value);
      } catch (error) {
        fail(error);
      }
    },
  };
}

export function readCookieSettings(storage: SettingsStorage): LoadedCookieSettings {
  return decodeCookieSettings(storage.getItem(COOKIE_SETTINGS_KEY));
}

export function writeCookieSettings(storage: SettingsStorage, settings: CookieSettings, savedAt: number): void {
  storage.setItem(COOKIE_SETTINGS_KEY, encodeCookieSettings(settings, savedAt));
}

// ---------------------------------------------------------------------------
// Google Consent Mode v2.

export type ConsentValue = 'granted' | 'denied';

export interface ConsentState {
  ad_storage: ConsentValue;
  analytics_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
}

/** How long Google tags, if any were ever loaded, wait for the stored choice's update (Consent Mode `wait_for_update`). */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

export type ConsentCommand =
  | ['consent', 'default', ConsentState & { wait_for_update: number }]
  | ['consent', 'update', ConsentState];

const grant = (granted: boolean): ConsentValue => (granted ? 'granted' : 'denied');

/** The Consent Mode state of some settings: `ad_user_data` and `ad_personalization` follow the advertising choice. */
export function consentState(settings: CookieSettings): ConsentState {
  return {
    ad_storage: grant(settings.adStorage),
    analytics_storage: grant(settings.analyticsStorage),
    ad_user_data: grant(settings.adStorage),
    ad_personalization: grant(settings.adStorage),
  };
}

/** `gtag('consent', 'default', …)`: everything denied until the shopper says otherwise. */
export function consentDefaultCommand(): ConsentCommand {
  return ['consent', 'default', { ...consentState(declineAll()), wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS }];
}

/** `gtag('consent', 'update', …)` for a choice. */
export function consentUpdateCommand(settings: CookieSettings): ConsentCommand {
  return ['consent', 'update', consentState(settings)];
}

/** What a page's `dataLayer` needs to offer: Google's array, GTM's patched array, or a fake. */
export interface DataLayer {
  push(...items: unknown[]): unknown;
}

function gtagArguments(..._command: ConsentCommand): IArguments {
  // biome-ignore lint/complexity/noArguments: gtag.js reads commands only from Arguments objects; GTM takes a pushed array for a data-model method call instead.
  return arguments;
}

/**
 * Pushes a command exactly as Google's snippet `function gtag(){dataLayer.push(arguments)}`
 * does: as an `arguments` object (not an array), so gtag.js or GTM, if ever added,
 * read it as a gtag command. `Array.from(entry)` gives `['consent', 'default', {...}]`.
 */
export function pushConsentCommand(dataLayer: DataLayer, command: ConsentCommand): void {
  dataLayer.push(gtagArguments(...command));
}

/** The page's `window.dataLayer`, created when missing (or when something else sits under that name). */
export function ensureDataLayer(target: { dataLayer?: unknown }): DataLayer {
  if (!Array.isArray(target.dataLayer)) target.dataLayer = [];
  return target.dataLayer as unknown[];
}

/** At start: the all-denied default, then, when a choice is stored, its update right after. */
export function announceStartingConsent(dataLayer: DataLayer, loaded: LoadedCookieSettings): void {
  pushConsentCommand(dataLayer, consentDefaultCommand());
  if (loaded.stored) pushConsentCommand(dataLayer, consentUpdateCommand(loaded.settings));
}

/** A choice made: stored first (so it survives whatever happens next), then announced. */
export function recordChoice(
  storage: SettingsStorage,
  dataLayer: DataLayer,
  settings: CookieSettings,
  savedAt: number,
): CookieSettings {
  writeCookieSettings(storage, settings, savedAt);
  pushConsentCommand(dataLayer, consentUpdateCommand(settings));
  return settings;
}

export function sameSettings(a: CookieSettings, b: CookieSettings): boolean {
  return (
    a.adStorage === b.adStorage && a.analyticsStorage === b.analyticsStorage && a.policyAccepted === b.policyAccepted
  );
}
