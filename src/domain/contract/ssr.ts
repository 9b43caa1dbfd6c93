import type { ShopReadApi } from './api';

/** What the built client needs in the document head and body to boot. */
export interface PageAssets {
  /** Module scripts that start the app (the client entry). */
  scripts: string[];
  /** Inline module source to run first (Vite's React refresh preamble in development only). */
  inlineModules: string[];
  /** Modules the entry imports, announced early with modulepreload. */
  preloads: string[];
  stylesheets: string[];
  /** Per route id (e.g. `/`, `/pirogi/$category`), the lazily split modules it needs, preloaded when it matches. */
  routePreloads: Record<string, string[]>;
}

export interface RenderPageInput {
  request: Request;
  api: ShopReadApi;
  /** Per-response CSP nonce for the inline hydration scripts. */
  nonce: string;
  assets: PageAssets;
}

/** The server-rendering entry's contract: one fresh router and store set per call. */
export type RenderPage = (input: RenderPageInput) => Promise<Response>;
