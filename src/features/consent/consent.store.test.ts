import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import {
  acceptAll,
  announceStartingConsent,
  COOKIE_SETTINGS_KEY,
  chooseSettings,
  consentDefaultCommand,
  consentUpdateCommand,
  createSettingsStorage,
  type DataLayer,
  declineAll,
  decodeCookieSettings,
  defaultCookieSettings,
  encodeCookieSettings,
  ensureDataLayer,
  pushConsentCommand,
  readCookieSettings,
  recordChoice,
  type SettingsStorage,
} from './consent.store';

/** A Storage stand-in; `failing` makes every call throw, as a blocked localStorage does. */
function fakeStorage(initial: Record<string, string> = {}, failing: { get?: boolean; set?: boolean } = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: vi.fn((key: string) => {
      if (failing.get) throw new DOMException('The operation is insecure.', 'SecurityError');
      return items.get(key) ?? null;
    }),
    setItem: vi.fn((key: string, value: string) => {
      if (failing.set) throw new DOMException('Quota exceeded', 'QuotaExceededError');
      items.set(key, value);
    }),
  } satisfies SettingsStorage & { items: Map<string, string> };
}

/** What the page's dataLayer holds, each gtag entry turned back into a plain array. */
function entries(dataLayer: unknown[]): unknown[] {
  return dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>));
}

const DEFAULT_PUSH = [
  'consent',
  'default',
  {
    ad_storage: 'denied',
    analytics_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    wait_for_update: 500,
  },
];

const record = (data: unknown, version = 1) => JSON.stringify({ version, savedAt: 1_700_000_000_000, data });

let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  warn.mockRestore();
});

describe('stored cookie settings (SPEC §3)', () => {
  it('uses the key named after the shop', () => {
    expect(COOKIE_SETTINGS_KEY).toBe('teply-pirog:cookie-settings');
  });

  it('gives the defaults quietly when nothing is stored', () => {
    expect(decodeCookieSettings(null)).toEqual({
      settings: { adStorage: false, analyticsStorage: false, policyAccepted: false },
      stored: false,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads back what it wrote, as a versioned record', () => {
    const settings = chooseSettings(true, false);
    const raw = encodeCookieSettings(settings, 1234);
    expect(JSON.parse(raw)).toEqual({ version: 1, savedAt: 1234, data: settings });
    expect(decodeCookieSettings(raw)).toEqual({ settings, stored: true });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['unreadable JSON', '{"version":1,'],
    ['a bare value', '"yes"'],
    ['null', 'null'],
    ['an array', '[true,true,true]'],
    ['a record without a version', JSON.stringify({ savedAt: 1, data: acceptAll() })],
    ['a record without savedAt', JSON.stringify({ version: 1, data: acceptAll() })],
    ['a newer version', record(acceptAll(), 2)],
    ['an older version', record(acceptAll(), 0)],
    ['data that is not an object', record('accepted')],
    ['a missing field', record({ adStorage: true, analyticsStorage: true })],
    ['a field of the wrong type', record({ adStorage: 'true', analyticsStorage: true, policyAccepted: true })],
  ])('logs and replaces %s with the defaults', (_label, raw) => {
    expect(decodeCookieSettings(raw)).toEqual({ settings: defaultCookieSettings(), stored: false });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps only the three known fields of a stored record', () => {
    const raw = record({ ...acceptAll(), extra: 'ignored' });
    expect(decodeCookieSettings(raw).settings).toEqual(acceptAll());
  });
});

describe('transitions (SPEC §4)', () => {
  it('«Принять» grants analytics and advertising and accepts the policy', () => {
    expect(acceptAll()).toEqual({ adStorage: true, analyticsStorage: true, policyAccepted: true });
  });

  it('«Отклонить» denies analytics and advertising and accepts the policy', () => {
    expect(declineAll()).toEqual({ adStorage: false, analyticsStorage: false, policyAccepted: true });
  });

  it('«Сохранить» records each category as chosen and accepts the policy', () => {
    expect(chooseSettings(true, false)).toEqual({ adStorage: false, analyticsStorage: true, policyAccepted: true });
    expect(chooseSettings(false, true)).toEqual({ adStorage: true, analyticsStorage: false, policyAccepted: true });
    expect(chooseSettings(false, false)).toEqual(declineAll());
    expect(chooseSettings(true, true)).toEqual(acceptAll());
  });
});

describe('Google Consent Mode v2 commands', () => {
  it('pushes what gtag() pushes: an arguments object, not an array', () => {
    const dataLayer: unknown[] = [];
    pushConsentCommand(dataLayer, consentDefaultCommand());
    expect(dataLayer).toHaveLength(1);
    expect(Object.prototype.toString.call(dataLayer[0])).toBe('[object Arguments]');
    expect(Array.isArray(dataLayer[0])).toBe(false);
    expect(entries(dataLayer)).toEqual([DEFAULT_PUSH]);
  });

  it('lets ad_user_data and ad_personalization follow the advertising choice', () => {
    expect(consentUpdateCommand(chooseSettings(true, false))).toEqual([
      'consent',
      'update',
      { ad_storage: 'denied', analytics_storage: 'granted', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(consentUpdateCommand(chooseSettings(false, true))).toEqual([
      'consent',
      'update',
      { ad_storage: 'granted', analytics_storage: 'denied', ad_user_data: 'granted', ad_personalization: 'granted' },
    ]);
  });

  it('creates window.dataLayer when missing and keeps an existing one', () => {
    const bare: { dataLayer?: unknown } = {};
    const created = ensureDataLayer(bare);
    expect(bare.dataLayer).toBe(created);
    expect(bare.dataLayer).toEqual([]);

    const existing = [{ event: 'gtm.js' }];
    const page: { dataLayer?: unknown } = { dataLayer: existing };
    expect(ensureDataLayer(page)).toBe(existing);

    const clobbered: { dataLayer?: unknown } = { dataLayer: 'not a list' };
    expect(ensureDataLayer(clobbered)).toEqual([]);
  });

  it('at start pushes only the default when nothing is stored', () => {
    const dataLayer: unknown[] = [];
    announceStartingConsent(dataLayer, decodeCookieSettings(null));
    expect(entries(dataLayer)).toEqual([DEFAULT_PUSH]);
  });

  it('at start pushes the stored choice right after the default', () => {
    const dataLayer: unknown[] = [{ event: 'earlier' }];
    announceStartingConsent(dataLayer, decodeCookieSettings(record(declineAll())));
    expect(dataLayer[0]).toEqual({ event: 'earlier' });
    expect(entries(dataLayer.slice(1))).toEqual([
      DEFAULT_PUSH,
      [
        'consent',
        'update',
        { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
      ],
    ]);
  });
});

describe('recording a choice', () => {
  it.each([
    ['«Принять»', acceptAll(), 'granted', 'granted'],
    ['«Отклонить»', declineAll(), 'denied', 'denied'],
    ['«Сохранить» with analytics only', chooseSettings(true, false), 'granted', 'denied'],
    ['«Сохранить» with advertising only', chooseSettings(false, true), 'denied', 'granted'],
  ] as const)('%s stores the settings and pushes the update', (_label, settings, analytics, ads) => {
    const storage = fakeStorage();
    const pushed: unknown[] = [];
    const dataLayer: DataLayer = { push: (...items) => pushed.push(...items) };
    expect(recordChoice(storage, dataLayer, settings, 42)).toEqual(settings);

    expect(JSON.parse(storage.items.get(COOKIE_SETTINGS_KEY) ?? '')).toEqual({
      version: 1,
      savedAt: 42,
      data: settings,
    });
    expect(readCookieSettings(storage)).toEqual({ settings, stored: true });
    expect(entries(pushed)).toEqual([
      [
        'consent',
        'update',
        { ad_storage: ads, analytics_storage: analytics, ad_user_data: ads, ad_personalization: ads },
      ],
    ]);
  });
});

describe('settings storage', () => {
  it('reads and writes through a working localStorage', () => {
    const backing = fakeStorage({ [COOKIE_SETTINGS_KEY]: record(acceptAll()) });
    const storage = createSettingsStorage(() => backing);
    expect(readCookieSettings(storage)).toEqual({ settings: acceptAll(), stored: true });
    storage.setItem('k', 'v');
    expect(backing.items.get('k')).toBe('v');
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the settings in memory when localStorage cannot even be reached', () => {
    const storage = createSettingsStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readCookieSettings(storage)).toEqual({ settings: defaultCookieSettings(), stored: false });
    recordChoice(storage, [], declineAll(), 1);
    expect(readCookieSettings(storage)).toEqual({ settings: declineAll(), stored: true });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps the settings in memory when there is no localStorage', () => {
    const storage = createSettingsStorage(() => undefined);
    recordChoice(storage, [], acceptAll(), 1);
    expect(readCookieSettings(storage).settings).toEqual(acceptAll());
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('falls back to memory when a read throws, without throwing itself', () => {
    const storage = createSettingsStorage(() => fakeStorage({}, { get: true }));
    expect(readCookieSettings(storage)).toEqual({ settings: defaultCookieSettings(), stored: false });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps the latest choice when a write is refused (quota)', () => {
    const backing = fakeStorage({}, { set: true });
    const storage = createSettingsStorage(() => backing);
    recordChoice(storage, [], acceptAll(), 1);
    recordChoice(storage, [], chooseSettings(true, false), 2);
    expect(readCookieSettings(storage).settings).toEqual(chooseSettings(true, false));
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
