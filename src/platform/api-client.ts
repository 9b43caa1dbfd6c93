import { FetchError, ofetch } from 'ofetch';
import type {
  AdresaAnswer,
  AlertsAnswer,
  PostsAnswer,
  ProductAnswer,
  ProductsAllAnswer,
  PromosAnswer,
  ShopReadApi,
  SubsliderAnswer,
} from '../domain/contract/api';
import type { PostAnswer } from '../domain/contract/engagement';

// Absolute paths: a relative one would resolve against the current page (/news/api/...).
const http = ofetch.create({ retry: 1, timeout: 15_000 });

/** A missing or malformed id is an answer (nothing there), not a failure. */
async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof FetchError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** The read API over HTTP, for route loaders running in the browser. */
export function createHttpReadApi(): ShopReadApi {
  return {
    productsAll: () => http<ProductsAllAnswer>('/api/products/all'),
    product: (id) => orNull(http<ProductAnswer>(`/api/product/${encodeURIComponent(id)}`)),
    subslider: () => http<SubsliderAnswer>('/api/subslider'),
    adresa: () => http<AdresaAnswer>('/api/adresa/all'),
    alerts: () => http<AlertsAnswer>('/api/alerts'),
    promos: () => http<PromosAnswer>('/api/promos'),
    posts: (direction, limit) => http<PostsAnswer>(`/api/posts/${direction}/${limit}`),
    post: (slug) => orNull(http<PostAnswer>(`/api/post/${encodeURIComponent(slug)}`)),
  };
}
