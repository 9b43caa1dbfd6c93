import type { EndpointRoute } from './http';

/**
 * The read endpoints the shop's pages call from their first script (the browser's route loaders, the alerts),
 * part of the one table of `endpoints.ts`. They are apart so that the first page carries these few and not the
 * whole table, which only code loaded later imports (issue 31).
 */
const catalog = {
  productsAll: {
    feature: 'catalog',
    access: 'public',
    method: 'GET',
    path: '/api/products/all',
    offline: { kind: 'read' },
  },
  product: { feature: 'catalog', access: 'public', method: 'GET', path: '/api/product/:id', offline: { kind: 'read' } },
  subslider: { feature: 'catalog', access: 'public', method: 'GET', path: '/api/subslider', offline: { kind: 'read' } },
  promos: { feature: 'catalog', access: 'public', method: 'GET', path: '/api/promos', offline: { kind: 'read' } },
  rateProduct: { feature: 'catalog', access: 'public', method: 'POST', path: '/api/product/:id/rating' },
  /** Network only: offline, the shop searches the catalogue it holds with the same code (issue 30). */
  search: { feature: 'catalog', access: 'public', method: 'GET', path: '/api/search' },
} as const;

const content = {
  adresa: { feature: 'content', access: 'public', method: 'GET', path: '/api/adresa/all', offline: { kind: 'read' } },
  alerts: { feature: 'content', access: 'public', method: 'GET', path: '/api/alerts', offline: { kind: 'read' } },
  posts: {
    feature: 'content',
    access: 'public',
    method: 'GET',
    path: '/api/posts/:direction/:limit',
    offline: { kind: 'read' },
  },
  post: { feature: 'content', access: 'public', method: 'GET', path: '/api/post/:slug', offline: { kind: 'read' } },
  feedback: { feature: 'content', access: 'public', method: 'POST', path: '/api/feedback' },
} as const;

const delivery = {
  /** Zones with their fees and thresholds, pickup points: the one source of delivery amounts. */
  deliveryOptions: {
    feature: 'orders',
    access: 'public',
    method: 'GET',
    path: '/api/delivery/options',
    offline: { kind: 'read' },
  },
  /** Time slots of one day for a zone (delivery) or a shop (pickup), with the room they have left. */
  deliverySlots: {
    feature: 'orders',
    access: 'public',
    method: 'GET',
    path: '/api/delivery/slots/:method/:place/:date',
  },
} as const;

type WithIds<T> = { readonly [K in keyof T]: T[K] & { readonly id: K } };

/** A group of endpoints with each one's key as its `id`, the key of `endpointSchemas` too. */
export function withIds<T extends Record<string, Omit<EndpointRoute, 'id'>>>(table: T): WithIds<T> {
  return Object.fromEntries(Object.entries(table).map(([id, route]) => [id, { ...route, id }])) as WithIds<T>;
}

export const catalogEndpoints = withIds(catalog);
export const contentEndpoints = withIds(content);
export const deliveryEndpoints = withIds(delivery);
