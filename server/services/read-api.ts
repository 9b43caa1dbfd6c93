import type { ShopReadApi } from '../../src/domain/contract/api';
import type { AlertsRepository } from '../repositories/alerts';
import type { PostsRepository } from '../repositories/posts';
import type { ProductsRepository } from '../repositories/products';
import type { PromosRepository } from '../repositories/promos';
import type { ShopsRepository } from '../repositories/shops';
import type { StoriesRepository } from '../repositories/stories';

export interface ReadApiDeps {
  catalog: ProductsRepository & StoriesRepository & ShopsRepository & AlertsRepository & PromosRepository;
  posts: PostsRepository;
  now: () => Date;
}

/** One implementation of the read API, used by the HTTP routes and by server rendering alike. */
export function createReadApi({ catalog, posts, now }: ReadApiDeps): ShopReadApi {
  return {
    async productsAll() {
      const [products, stories] = await Promise.all([catalog.listProducts(), catalog.listStories()]);
      return { products, popular: products.filter((product) => product.popular), stories };
    },
    async product(id) {
      const product = await catalog.findProduct(id);
      return product ? { product } : null;
    },
    async subslider() {
      return { dataSlider: await catalog.listSubSlides() };
    },
    async adresa() {
      return { adresaData: await catalog.listShops() };
    },
    async alerts() {
      return { alertsData: await catalog.listActiveAlerts(now()) };
    },
    async promos() {
      return { promosData: await catalog.listActivePromos(now()) };
    },
    async posts(direction, limit) {
      const page = await posts.listPosts(direction, limit);
      return { postsData: page.posts, postsCount: page.total };
    },
    async post(slug) {
      const post = await posts.findBySlug(slug);
      return post ? { postData: post } : null;
    },
  };
}
