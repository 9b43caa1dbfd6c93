import { Suspense } from 'react';
import type { CategoryInfo } from '../../domain/catalog/categories';
import { HydrateWhenNear } from '../../shared/HydrateWhenNear';
import { groupByCategory } from './catalog';
import type { ListedProduct } from './listed-product';
import { ProductCard } from './ProductCard';

const EAGER_CARDS = 4;

/**
 * The home page catalogue: one section per category, anchored by category id for the nav.
 * Each section is its own Suspense boundary and hydrates only when the shopper comes near
 * it (HydrateWhenNear): some sixty cards are most of the page, and most are far below the
 * first screen. Its server HTML stays in place meanwhile.
 */
export function CatalogSections({
  products,
  categories,
  eager = EAGER_CARDS,
}: {
  products: readonly ListedProduct[];
  categories: readonly CategoryInfo[];
  /** How many of the first cards load their pictures with the page (none where the sections start far down). */
  eager?: number;
}) {
  const sections = groupByCategory(products, categories);
  let index = 0;
  return (
    <div className="catalog">
      {sections.map((section) => (
        <Suspense key={section.id}>
          <HydrateWhenNear id={section.id}>
            <section
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
                  return <ProductCard key={product._id} product={product} eager={index <= eager} />;
                })}
              </div>
            </section>
          </HydrateWhenNear>
        </Suspense>
      ))}
    </div>
  );
}

/**
 * `eager`: how many of the first cards load their pictures with the page (by default the first row of a wide
 * screen); the rest load once laid out near the screen.
 */
export function ProductGrid({
  products,
  modalHere,
  eager = EAGER_CARDS,
}: {
  products: readonly ListedProduct[];
  modalHere?: boolean;
  eager?: number;
}) {
  return (
    <div className="product-grid">
      {products.map((product, index) => (
        <ProductCard key={product._id} product={product} eager={index < eager} modalHere={modalHere} />
      ))}
    </div>
  );
}
