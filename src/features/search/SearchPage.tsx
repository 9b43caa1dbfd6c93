import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { ALLERGEN_FREE_LABELS } from '../../domain/catalog/nutrition';
import { hasActiveFilters, type ProductFilters } from '../../domain/catalog/product-filters';
import { ProductGrid } from '../catalog';
import { ProductFilterBar, withFilters } from '../product-filters';
import { loadEngine, type SearchView } from './search.api';
import { SEARCH_PATH, type SearchPageParams } from './search-path';
import { nextSearchPageParams } from './search-url';

interface Props {
  params: SearchPageParams;
  /** The route loader's results for `params`: server-rendered for the first query. */
  view: SearchView;
}

function filtersText(filters: ProductFilters): string {
  return [
    ...filters.bez.map((slug) => ALLERGEN_FREE_LABELS[slug].toLowerCase()),
    ...(filters.vegetarian ? ['вегетарианское'] : []),
    ...(filters.lean ? ['постное'] : []),
    ...(filters.maxKcal !== null ? [`до ${filters.maxKcal} ккал`] : []),
  ].join(', ');
}

/** The search params that matter here, as one string (the product modal's `pirog` is not ours). */
function paramsKey({ q, bez, postnoe, vegetarianskoe, kkal }: SearchPageParams): string {
  return JSON.stringify([q, bez, postnoe, vegetarianskoe, kkal]);
}

/**
 * `/poisk?q=…`: the query and the filters live in the URL (a link restores
 * them); typing replaces the history entry rather than adding one per
 * keystroke, so Back leaves the page.
 */
export function SearchPage({ params, view }: Props) {
  const navigate = useNavigate();
  const fieldId = useId();
  const [value, setValue] = useState(params.q ?? '');
  const sent = useRef(params.q ?? '');
  // The params last written and the filter words they came with: keystrokes may outrun the URL and the loader.
  const written = useRef<{ params: SearchPageParams; hints: SearchView['hints'] } | null>(null);
  // The URLs this page wrote lately: any other (the filter controls, Back) resets what was written.
  const ours = useRef<string[]>([]);
  const urlKey = paramsKey(params);
  useEffect(() => {
    if (!ours.current.includes(urlKey)) written.current = null;
  }, [urlKey]);
  // Back/forward (or a header search) brought another query: show it.
  useEffect(() => {
    const q = params.q ?? '';
    if (q !== sent.current.trim() && q !== sent.current) {
      sent.current = q;
      written.current = null;
      setValue(q);
    }
  }, [params.q]);

  const type = (query: string) => {
    setValue(query);
    sent.current = query;
    void loadEngine().then((engine) => {
      const base = written.current ?? { params, hints: view.hints };
      const hints = engine.hintsOf(query);
      const next = nextSearchPageParams(base.params, base.hints, query, hints);
      written.current = { params: next, hints };
      ours.current = [...ours.current.slice(-19), paramsKey(next)];
      return navigate({ to: SEARCH_PATH, search: next, replace: true, resetScroll: false });
    });
  };

  const filtersLine = hasActiveFilters(view.filters) ? filtersText(view.filters) : '';
  return (
    <div className="search-page">
      <h1>Поиск</h1>
      <search className="search-page__form">
        <label htmlFor={fieldId} className="search-page__label">
          Что ищем?
        </label>
        <input
          id={fieldId}
          type="search"
          className="search-page__input"
          placeholder="Например: с капустой, без орехов"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          value={value}
          onFocus={() => void loadEngine().catch((error: unknown) => console.warn('[search] not loaded', error))}
          onChange={(event) => type(event.target.value)}
        />
      </search>
      <ProductFilterBar
        products={view.choices}
        filters={view.filters}
        onChange={(filters) => {
          written.current = null;
          void navigate({
            to: SEARCH_PATH,
            search: (previous) => withFilters(previous as SearchPageParams, filters),
            replace: true,
            resetScroll: false,
          });
        }}
      />
      {filtersLine && <p className="search-page__filters">Фильтры: {filtersLine}</p>}
      <p className="search-page__status" role="status">
        {view.nothingFound ? (
          <>
            <strong>Ничего не нашли.</strong> Попробуйте иначе или выберите из популярного:
          </>
        ) : view.empty ? (
          'Популярное'
        ) : (
          `Нашли товаров: ${view.products.length}`
        )}
      </p>
      {view.categories.length > 0 && (
        <ul className="search-page__categories" aria-label="Разделы">
          {view.categories.map((category) => (
            <li key={category.id}>
              <Link to="/pirogi/$category" params={{ category: category.id }}>
                {category.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {/* The cards' titles are h3: a heading between them and the page's h1 keeps the outline whole. */}
      <h2 className="visually-hidden">Товары</h2>
      <ProductGrid products={view.products} modalHere />
    </div>
  );
}
