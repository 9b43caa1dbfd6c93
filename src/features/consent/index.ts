export { CookieConsent } from './CookieConsent';
export { CookieSettingsLink } from './CookieSettingsLink';
export { COOKIE_CHOICE_COOKIE } from './consent.cookie';
export { getCookieSettings, openCookieSettings, subscribeCookieSettings } from './consent.runtime';
export type { CookieSettings } from './consent.store';
