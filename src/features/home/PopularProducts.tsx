import { type ListedProduct, ProductGrid } from '../catalog';

/** «Популярное» on the home page (the `popular` list of GET /api/products/all). */
export function PopularProducts({ products }: { products: readonly ListedProduct[] }) {
  if (products.length === 0) return null;
  return (
    <section className="popular" aria-labelledby="popular-title">
      <h2 id="popular-title" className="catalog__title">
        Популярное
      </h2>
      <ProductGrid products={products} />
    </section>
  );
}
