import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptAll, COOKIE_SETTINGS_KEY, chooseSettings, declineAll, encodeCookieSettings } from './consent.store';

type Runtime = typeof import('./consent.runtime');

/** Just enough of a browser window: localStorage, a dataLayer slot and storage events. */
function fakeWindow(stored?: string) {
  const items = new Map<string, string>(stored ? [[COOKIE_SETTINGS_KEY, stored]] : []);
  const listeners = new Set<(event: unknown) => void>();
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
  return {
    items,
    listeners,
    dataLayer: undefined as unknown[] | undefined,
    localStorage,
    addEventListener: (_type: string, listener: (event: unknown) => void) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: unknown) => void) => void listeners.delete(listener),
  };
}

const entries = (dataLayer: unknown[] | undefined) =>
  (dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

/** A fresh copy of the module, as after a page load. */
async function loadRuntime(): Promise<Runtime> {
  vi.resetModules();
  return import('./consent.runtime');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('on the server', () => {
  it('renders defaults and touches nothing', async () => {
    const runtime = await loadRuntime();
    expect(typeof window).toBe('undefined');
    expect(runtime.startConsent()).toEqual({ adStorage: false, analyticsStorage: false, policyAccepted: false });
    expect(runtime.getCookieSettings().policyAccepted).toBe(false);
    runtime.applyCookieChoice(acceptAll());
    runtime.openCookieSettings();
    const opened = vi.fn();
    runtime.onOpenCookieSettings(opened);
    expect(opened).not.toHaveBeenCalled();
  });
});

describe('in the browser', () => {
  let page: ReturnType<typeof fakeWindow>;

  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('announces the default once per page load, however often the host mounts', async () => {
    page = fakeWindow();
    vi.stubGlobal('window', page);
    const runtime = await loadRuntime();
    expect(runtime.startConsent().policyAccepted).toBe(false);
    runtime.startConsent();
    expect(entries(page.dataLayer)).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          analytics_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          wait_for_update: 500,
        },
      ],
    ]);
  });

  it('announces a stored choice right after the default', async () => {
    page = fakeWindow(encodeCookieSettings(chooseSettings(false, true), 1));
    vi.stubGlobal('window', page);
    const runtime = await loadRuntime();
    expect(runtime.startConsent()).toEqual(chooseSettings(false, true));
    expect(entries(page.dataLayer).map((entry) => entry[1])).toEqual(['default', 'update']);
    expect(entries(page.dataLayer)[1]).toEqual([
      'consent',
      'update',
      { ad_storage: 'granted', analytics_storage: 'denied', ad_user_data: 'granted', ad_personalization: 'granted' },
    ]);
  });

  it('stores a choice, pushes the update and tells subscribers', async () => {
    page = fakeWindow();
    vi.stubGlobal('window', page);
    const runtime = await loadRuntime();
    runtime.startConsent();
    const heard = vi.fn();
    const unsubscribe = runtime.subscribeCookieSettings(heard);
    runtime.applyCookieChoice(declineAll());
    expect(heard).toHaveBeenLastCalledWith(declineAll());
    expect(runtime.getCookieSettings()).toEqual(declineAll());
    expect(JSON.parse(page.items.get(COOKIE_SETTINGS_KEY) ?? '').data).toEqual(declineAll());
    expect(entries(page.dataLayer).map((entry) => entry[1])).toEqual(['default', 'update']);
    unsubscribe();
    runtime.applyCookieChoice(acceptAll());
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('follows a choice made in another tab', async () => {
    page = fakeWindow();
    vi.stubGlobal('window', page);
    const runtime = await loadRuntime();
    runtime.startConsent();
    const heard = vi.fn();
    runtime.subscribeCookieSettings(heard);
    const stop = runtime.followOtherTabs();
    const newValue = encodeCookieSettings(acceptAll(), 5);
    for (const listener of page.listeners) {
      listener({ key: COOKIE_SETTINGS_KEY, newValue, storageArea: page.localStorage });
      listener({ key: 'something-else', newValue: 'x', storageArea: page.localStorage });
    }
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenLastCalledWith(acceptAll());
    expect(entries(page.dataLayer).at(-1)?.[2]).toMatchObject({ ad_storage: 'granted', analytics_storage: 'granted' });
    stop();
    expect(page.listeners.size).toBe(0);
  });

  it('opens the settings for every request, and for one made before the host listened', async () => {
    page = fakeWindow();
    vi.stubGlobal('window', page);
    const runtime = await loadRuntime();
    runtime.openCookieSettings();
    const opened = vi.fn();
    const stop = runtime.onOpenCookieSettings(opened);
    expect(opened).toHaveBeenCalledTimes(1);
    runtime.openCookieSettings();
    expect(opened).toHaveBeenCalledTimes(2);
    stop();
    runtime.openCookieSettings();
    expect(opened).toHaveBeenCalledTimes(2);
  });
});
