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

const http = ofetch.create({ baseURL: '/', retry: 1, timeout: 15_000 });

/** The read API over HTTP, for route loaders running in the browser. */
export function createHttpReadApi(): ShopReadApi {
  return {
    productsAll: () => http<ProductsAllAnswer>('api/products/all'),
    async product(id) {
      try {
        return await http<ProductAnswer>(`api/product/${encodeURIComponent(id)}`);
      } catch (error) {
        if (error instanceof FetchError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    subslider: () => http<SubsliderAnswer>('api/subslider'),
    adresa: () => http<AdresaAnswer>('api/adresa/all'),
    alerts: () => http<AlertsAnswer>('api/alerts'),
    promos: () => http<PromosAnswer>('api/promos'),
    posts: (direction, limit) => http<PostsAnswer>(`api/posts/${direction}/${limit}`),
  };
}
