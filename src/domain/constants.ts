/**
 * Every business and interface constant of SPEC §9 in one place, by name.
 * Durations are milliseconds, distances CSS pixels.
 */
export const LAYOUT = {
  /** Desktop layout above this window width, mobile at or below it. */
  mobileMaxWidth: 1200,
  maxContentWidth: 1920,
  /** The active category is the last section whose top is within this offset of the viewport top. */
  categoryScrollOffset: 54,
  compactMenuThresholdDesktop: 200,
  compactMenuThresholdMobile: 250,
  scrollToTopThreshold: 200,
} as const;

export const TIMING = {
  storageSyncDelay: 1500,
  loaderAnimation: 2500,
  toastSuccess: 2500,
  toastError: 2500,
  toastPromiseResult: 3000,
  floatingIconsDelay: 2000,
  cookieTogglesDelay: 250,
  submenuOpenDelay: 300,
  submenuCloseDelay: 150,
  menuTransition: 500,
} as const;

export const LOCALE = 'ru';

/** Media query matching the mobile layout. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${LAYOUT.mobileMaxWidth}px)`;
