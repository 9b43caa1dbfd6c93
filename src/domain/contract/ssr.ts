import type { ShopReadApi } from './api';

/** What the built client needs in the document head and body to boot. */
export interface PageAssets {
  /** Module scripts that start the app from the head (the client entry in development). */
  scripts: string[];
  /** Module scripts an inline module imports once the first screen is painted (the client entry in production). */
  afterFirstPaint: string[];
  /** Inline module source to run first (Vite's React refresh preamble in development only). */
  inlineModules: string[];
  /** Modules the entry imports, announced early with modulepreload. */
  preloads: string[];
  stylesheets: string[];
  /**
   * Per route id (e.g. `/`, `/pirogi/$category`), the lazily split modules it needs. A page names those of its
   * routes in `<meta name="route-module">` tags (`ROUTE_MODULE_META`), and the app's starter preloads them beside
   * the entry once the first screen is painted.
   */
  routePreloads: Record<string, string[]>;
}

/**
 * The name of the head's `<meta>` tags whose `content` is a module of the page's routes. A `modulepreload` link
 * in their place would be fetched with the page's first bytes, beside the stylesheet and the largest picture
 * that the first screen waits for; the entry those modules serve is only fetched after that paint anyway.
 */
export const ROUTE_MODULE_META = 'route-module';

export interface RenderPageInput {
  /** Path and query of the page, as requested (always starting with `/`). */
  path: string;
  /**
   * The shop's public origin (PUBLIC_URL). Every absolute URL a page carries
   * (canonical, Open Graph, structured data) starts with it, never with the
   * request's Host header, which the client chooses.
   */
  origin: string;
  /** The request's Cookie header: the only part of the request a render reads (see `RenderVariant`). */
  cookie: string | null;
  api: ShopReadApi;
  /** Per-response CSP nonce for the inline hydration scripts. */
  nonce: string;
  assets: PageAssets;
  /** The request's clock: the page carries the shop zone's offset around it (see shop-offset-period.ts). */
  now: Date;
}

/** The server-rendering entry's contract: one fresh router and store set per call. */
export type RenderPage = (input: RenderPageInput) => Promise<Response>;

/**
 * What of a Cookie header changes a render (the cart badge's count), as a key:
 * two requests for one path with equal keys render the same page (but for the
 * nonce), so the server may render it once and serve it to both.
 */
export type RenderVariant = (cookie: string | null) => string;

/** What the server-rendering bundle exports. */
export interface RenderModule {
  render: RenderPage;
  renderVariant: RenderVariant;
}
