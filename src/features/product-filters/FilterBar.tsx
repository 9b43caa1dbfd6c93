import { Suspense, useState } from 'react';
import { type FilterableProduct, NO_FILTERS, type ProductFilters } from '../../domain/catalog/product-filters';
import { lazyPart } from '../../shared/lazy-part';
import { activeFilterCount } from './filter-state';

// The options, their counts and the dialog load on the first tap of «Фильтры», not with the page:
// the home page's first load has a JS budget, and most visits never open the filters.
const FilterPanel = lazyPart(() => import('./FilterPanel').then((module) => module.default));

export interface ProductFilterBarProps {
  /** The products the filters choose from (unfiltered): the options and their counts are theirs. */
  products: readonly FilterableProduct[];
  filters: ProductFilters;
  onChange: (filters: ProductFilters) => void;
}

/**
 * The food filters of a product list (issue 30): a «Фильтры» button opening a panel where the
 * shopper picks «Без …», «Вегетарианское», «Постное» and an energy limit and sees how many
 * products match before «Показать N», plus «Сбросить» once something is set. The page keeps
 * the filters (in its URL) and shows `filterProducts(products, filters)`.
 */
export function ProductFilterBar({ products, filters, onChange }: ProductFilterBarProps) {
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(filters);
  return (
    <div className="product-filters">
      <button
        type="button"
        className="button button--ghost product-filters__open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Фильтры
        {active > 0 && (
          <>
            <span className="badge" aria-hidden="true">
              {active}
            </span>
            <span className="visually-hidden">{`, выбрано: ${active}`}</span>
          </>
        )}
      </button>
      {active > 0 && (
        <button type="button" className="product-filters__reset" onClick={() => onChange(NO_FILTERS)}>
          Сбросить
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <FilterPanel
            products={products}
            filters={filters}
            onApply={(next) => {
              setOpen(false);
              onChange(next);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}

/** What a filtered list shows when nothing is left: never an empty page. */
export function NoFilterMatches({ onReset }: { onReset: () => void }) {
  return (
    <div className="product-filters__empty" role="status">
      <p>Ничего не подходит под фильтры</p>
      <button type="button" className="button button--primary" onClick={onReset}>
        Сбросить фильтры
      </button>
    </div>
  );
}
