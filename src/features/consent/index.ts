export { CookieConsent } from './CookieConsent';
export { CookieSettingsLink } from './CookieSettingsLink';
export { getCookieSettings, openCookieSettings, subscribeCookieSettings } from './consent.runtime';
export type { CookieSettings } from './consent.store';
