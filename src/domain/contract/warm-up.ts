import { CATEGORY_IDS } from '../catalog/categories';
import { IMAGE_WIDTHS, type ImageFormat } from '../catalog/images';
import { NEWS_FIRST_PAGE } from '../catalog/limits';
import { endpoints } from './endpoints';
import { buildPath } from './http';

/**
 * What the service worker warms up after install and on request: read-API
 * answers, pages and the picture renditions this device will ask for.
 */

// Beside the catalogue's other limits, so the news page reads it without this module's tables.
export { NEWS_FIRST_PAGE };

/** The catalogue, which also names the product pictures to warm up. */
export const CATALOGUE_PATH = buildPath(endpoints.productsAll);

/** The first news page, as the news page asks for it. */
export const FIRST_NEWS_PAGE_PATH = buildPath(endpoints.posts, { direction: '-1', limit: NEWS_FIRST_PAGE });

/** The home page's banners, which also name the banner pictures to warm up. */
export const BANNERS_PATH = buildPath(endpoints.subslider);

/** Read-API answers the warm-up refreshes besides the catalogue, the first news page and the banners. */
export const WARM_API_PATHS = [
  endpoints.promos,
  endpoints.alerts,
  endpoints.adresa,
  // The cart (a warmed page) shows the free-delivery threshold offline too.
  endpoints.deliveryOptions,
].map((endpoint) => buildPath(endpoint));

/**
 * Server-rendered pages the warm-up caches: every page the menus lead to,
 * each category page included. Offline, each then opens as its own document
 * (its own URL, category and data), so it hydrates without a mismatch
 * (sw/navigation.ts never answers with another page's document).
 */
export const WARM_PAGE_PATHS = [
  '/',
  '/news',
  '/cart',
  '/adresa',
  '/akcii',
  // The search page (issue 30): offline, `/poisk?q=…` opens from this document and searches the cached catalogue.
  '/poisk',
  '/dostavka',
  '/loyalty',
  '/pirogi',
  ...CATEGORY_IDS.map((category) => `/pirogi/${category}`),
  '/payment',
  '/return',
  '/feedback',
  // «Мои заказы» and the order page (issue 28): offline, `/doneorder?uid=…` opens from this document and
  // shows the order as the device last read it.
  '/orders',
  '/doneorder',
  // The legal documents (features/legal; its test keeps this list complete).
  ...['privacy', 'offer', 'personal-data', 'cookies'].map((slug) => `/docs/${slug}`),
];

/** One rendition of a `<picture>`: what the browser picks from its `srcset` on this device. */
export interface ImageChoice {
  width: number;
  format: ImageFormat;
}

/** Which rendition of each kind the page's `<picture>` elements request on this device. */
export interface WarmUpPlan {
  product: ImageChoice;
  story: ImageChoice;
  storyCover: ImageChoice;
  post: ImageChoice;
  banner: ImageChoice;
}

export function planKey(plan: WarmUpPlan): string {
  return [plan.product, plan.story, plan.storyCover, plan.post, plan.banner]
    .map((c) => `${c.width}.${c.format}`)
    .join(',');
}

/**
 * The `srcset` width Chromium picks for a picture displayed `cssWidth` px wide
 * at `dpr`: the first candidate whose density reaches the ratio, the largest
 * when none does. Measured in Chromium 156 at ratios 1.25, 1.5, 1.6, 1.75, 2,
 * 2.2 and 3: it no longer takes the smaller neighbour below the two densities'
 * geometric mean, as Blink's `SelectionLogic` once did.
 */
export function pickRendition(widths: readonly number[], cssWidth: number, dpr: number): number {
  const sorted = [...widths].sort((a, b) => a - b);
  if (cssWidth <= 0) return sorted[0] ?? 0;
  return sorted.find((width) => width / cssWidth >= dpr) ?? sorted[sorted.length - 1] ?? 0;
}

/**
 * The plan for a device when no rendered picture tells better: the `sizes` of
 * the shop's pictures on a screen `viewportWidth` CSS px wide.
 */
export function defaultWarmUpPlan(viewportWidth: number, dpr: number, format: ImageFormat = 'avif'): WarmUpPlan {
  // Product cards: `(max-width: 600px) 50vw, (max-width: 1200px) 33vw, 300px` (features/catalog/ProductCard).
  const card = viewportWidth <= 600 ? viewportWidth / 2 : viewportWidth <= 1200 ? viewportWidth * 0.33 : 300;
  // News cards: `(max-width: 700px) 100vw, 420px` (features/news/PostCard).
  const post = viewportWidth <= 700 ? viewportWidth : 420;
  // Story slides: `(max-width: 600px) 100vw, 480px`; story circles: `76px` (features/stories).
  const slide = viewportWidth <= 600 ? viewportWidth : 480;
  return {
    product: { width: pickRendition(IMAGE_WIDTHS.product, card, dpr), format },
    story: { width: pickRendition(IMAGE_WIDTHS.story, slide, dpr), format },
    storyCover: { width: pickRendition(IMAGE_WIDTHS.storyCover, 76, dpr), format },
    post: { width: pickRendition(IMAGE_WIDTHS.post, post, dpr), format },
    // Home banners: `(max-width: 1920px) 100vw, 1920px` (features/home/SubSlider).
    banner: { width: pickRendition(IMAGE_WIDTHS.banner, Math.min(viewportWidth, 1920), dpr), format },
  };
}
