import type { Product } from '../../domain/contract/catalog';
import { groupByCategory } from './catalog';
import { ProductCard } from './ProductCard';

const EAGER_CARDS = 4;

/** The home page catalogue: one section per category, anchored by category id for the nav. */
export function CatalogSections({ products }: { products: readonly Product[] }) {
  const sections = groupByCategory(products);
  let index = 0;
  return (
    <div className="catalog">
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className="catalog__section"
          aria-labelledby={`${section.id}-title`}
          data-category-section
        >
          <h2 id={`${section.id}-title`} className="catalog__title">
            {section.title}
          </h2>
          <div className="product-grid">
            {section.products.map((product) => {
              index += 1;
              return <ProductCard key={product._id} product={product} eager={index <= EAGER_CARDS} />;
            })}
          </div>
        </section>
      ))}
    </div>
  );
}

export function ProductGrid({ products }: { products: readonly Product[] }) {
  return (
    <div className="product-grid">
      {products.map((product, index) => (
        <ProductCard key={product._id} product={product} eager={index < EAGER_CARDS} />
      ))}
    </div>
  );
}
