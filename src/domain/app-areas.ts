import { KIOSK_PATH } from './contract/kiosk-path';

/**
 * The three apps one origin serves (issue 28): the shoppers' shop, the staff's board (and pickup screen) for a
 * shop's tablet, and the kiosk. Each is installed on its own, from its own web app manifest, so a tablet installed
 * from `/staff` or `/kiosk` opens there. Like kiosk-path.ts this file imports nothing heavy: the root route reads it
 * on every page.
 */

export { KIOSK_PATH };

/** Where the staff's order board and the pickup screen live (`/staff`, `/staff/{shopId}`, `/staff/{shopId}/screen`). */
export const STAFF_PATH = '/staff';

/** The back office (issue 29): the staff's too, so it opens without the shopper's shell and installs with the board. */
export const ADMIN_PATH = '/admin';

export type AppArea = 'shop' | 'staff' | 'kiosk';

/** Each app's manifest, served from the client build's root (scripts/app-manifests.ts writes the other two). */
export const APP_MANIFEST_PATHS: Readonly<Record<AppArea, string>> = {
  shop: '/manifest.webmanifest',
  staff: '/staff.webmanifest',
  kiosk: '/kiosk.webmanifest',
};

/** `pathname` is `prefix` or below it (`/staff/nemiga`), not merely starting alike (`/staffing`). */
export const isUnder = (prefix: string, pathname: string): boolean =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The app a page belongs to, by its path: the one place that decides it. */
export function appAreaOf(pathname: string): AppArea {
  if (isUnder(STAFF_PATH, pathname) || isUnder(ADMIN_PATH, pathname)) return 'staff';
  if (isUnder(KIOSK_PATH, pathname)) return 'kiosk';
  return 'shop';
}
