import { type ListedProduct, ProductGrid } from '../catalog';

/**
 * The section sits under the banners and the stories: on a phone only its first row of two peeks into the first
 * screen, and at 1280–1440 px none of it does. The rest load lazily, once laid out, so on a slow line they do not
 * share it with the stylesheet and the banner, the screen's largest picture.
 */
const EAGER_POPULAR_CARDS = 2;

/** «Популярное» on the home page (the `popular` list of GET /api/products/all). */
export function PopularProducts({ products }: { products: readonly ListedProduct[] }) {
  if (products.length === 0) return null;
  return (
    <section className="popular" aria-labelledby="popular-title">
      <h2 id="popular-title" className="catalog__title">
        Популярное
      </h2>
      <ProductGrid products={products} eager={EAGER_POPULAR_CARDS} />
    </section>
  );
}
