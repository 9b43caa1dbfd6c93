import { Suspense, useState } from 'react';
import type { Category, Product } from '../../../domain/contract/catalog';
import { groupByCategory, ProductCard, ProductModal } from '../../catalog';

/**
 * The kiosk's menu: the catalogue by category with big touch cards; a card
 * opens the product modal in place (no links, no favorites, no ratings).
 */
export function KioskMenu({ products, categories }: { products: readonly Product[]; categories: readonly Category[] }) {
  const [open, setOpen] = useState<Product | null>(null);
  const sections = groupByCategory(products, categories);
  return (
    <div className="kiosk-menu" data-kiosk-screen="menu">
      <nav className="kiosk-menu__categories" aria-label="Разделы меню">
        {sections.map((section) => (
          <button
            key={section.id}
            type="button"
            className="kiosk-chip"
            onClick={() =>
              document.getElementById(`kiosk-${section.id}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
            }
          >
            {section.title}
          </button>
        ))}
      </nav>
      {sections.map((section) => (
        <section
          key={section.id}
          id={`kiosk-${section.id}`}
          className="kiosk-menu__section"
          aria-labelledby={`kiosk-${section.id}-title`}
        >
          <h2 id={`kiosk-${section.id}-title`} className="kiosk-menu__title">
            {section.title}
          </h2>
          <div className="product-grid kiosk-menu__grid">
            {section.products.map((product, index) => (
              <ProductCard key={product._id} product={product} eager={index < 4} onOpen={setOpen} />
            ))}
          </div>
        </section>
      ))}
      {open && (
        // Its code may still be on its way at the first tap; the menu stays as it is meanwhile.
        <Suspense>
          <ProductModal key={open._id} product={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}
