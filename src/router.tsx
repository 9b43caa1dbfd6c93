import { createRouter as createTanStackRouter } from '@tanstack/react-router';
import type { ShopReadApi } from './domain/contract/api';
import type { OffsetPeriod } from './domain/shop-offset-period';
import { CART_UNITS_COOKIE } from './features/cart';
import { COOKIE_CHOICE_COOKIE } from './features/consent';
import { VISIT_COOKIE } from './features/loader';
import { PageLoadError } from './features/offline';
import { readCookie } from './platform/cookies';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  api: ShopReadApi;
  /** Scheme and host the shopper sees, for absolute links in meta tags. */
  origin: string;
  /** Facts the device told the server in cookies, identical on the server and in the browser. */
  hints: DeviceHints;
  /**
   * The shop zone's offset around the render, from the server's time-zone database: the page names Minsk days and
   * times by it without Intl (domain/shop-clock.ts). Null where a page did not carry one.
   */
  shopOffset: OffsetPeriod | null;
}

export interface DeviceHints {
  /** Units in the cart at the device's last change, so the badge renders without a flash. */
  cartUnits: number;
  /** The shopper has answered the cookie banner, so the server leaves it out. */
  cookieChoiceMade: boolean;
  /** An earlier page of this browser session began the visit, so this one shows no branded loader. */
  visitBegun: boolean;
}

/** Reads the device hints from the request's Cookie header (server). */
export function deviceHintsFrom(cookieHeader: string | null | undefined): DeviceHints {
  const units = Number(readCookie(cookieHeader, CART_UNITS_COOKIE));
  return {
    cartUnits: Number.isInteger(units) && units > 0 && units < 100_000 ? units : 0,
    cookieChoiceMade: readCookie(cookieHeader, COOKIE_CHOICE_COOKIE) === '1',
    visitBegun: readCookie(cookieHeader, VISIT_COOKIE) !== null,
  };
}

/** The hints as `<html>` carries them (`hintAttributes`), for hydration. */
type HintAttributes = Record<'data-cart-units' | 'data-cookie-choice' | 'data-visit', string>;

/**
 * The hints a page was rendered with, written on its `<html>`. The browser
 * hydrates with these, not with `document.cookie`: a page the service worker
 * kept from an earlier visit was rendered with that visit's cookies.
 */
export function hintAttributes(hints: DeviceHints): HintAttributes {
  return {
    'data-cart-units': String(hints.cartUnits),
    'data-cookie-choice': hints.cookieChoiceMade ? '1' : '0',
    'data-visit': hints.visitBegun ? '1' : '0',
  };
}

/** Reads back what `hintAttributes` wrote (browser). */
export function hintsFromDocument(root: HTMLElement): DeviceHints {
  const units = Number(root.dataset.cartUnits);
  return {
    cartUnits: Number.isInteger(units) && units > 0 ? units : 0,
    cookieChoiceMade: root.dataset.cookieChoice === '1',
    visitBegun: root.dataset.visit === '1',
  };
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
    // A page whose loader or render fails says so in Russian inside the shop's frame, as the root's own
    // error does, never the router's English default that prints the error's message to the shopper.
    defaultErrorComponent: PageLoadError,
    ...(options.nonce ? { ssr: { nonce: options.nonce } } : {}),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
