import { createRouter as createTanStackRouter } from '@tanstack/react-router';
import type { ShopReadApi } from './domain/contract/api';
import { CART_UNITS_COOKIE } from './features/cart';
import { readCookie } from './platform/cookies';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  api: ShopReadApi;
  /** Scheme and host the shopper sees, for absolute links in meta tags. */
  origin: string;
  /** Facts the device told the server in cookies, identical on the server and in the browser. */
  hints: DeviceHints;
}

export interface DeviceHints {
  /** Units in the cart at the device's last change, so the badge renders without a flash. */
  cartUnits: number;
}

/** Reads the device hints from a Cookie header (server) or `document.cookie` (browser). */
export function deviceHintsFrom(cookieHeader: string | null | undefined): DeviceHints {
  const units = Number(readCookie(cookieHeader, CART_UNITS_COOKIE));
  return { cartUnits: Number.isInteger(units) && units > 0 && units < 100_000 ? units : 0 };
}

/**
 * One factory for server and browser. The server calls it once per request, so
 * nothing a render touches outlives that request.
 */
export function createAppRouter(context: RouterContext, options: { nonce?: string } = {}) {
  return createTanStackRouter({
    routeTree,
    context,
    scrollRestoration: true,
    defaultPreload: 'intent',
    // Catalogue data changes rarely; keep loader results for a minute between navigations.
    defaultStaleTime: 60_000,
    ...(options.nonce ? { ssr: { nonce: options.nonce } } : {}),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
