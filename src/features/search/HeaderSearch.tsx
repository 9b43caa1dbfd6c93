import { lazy, Suspense } from 'react';

// The field's logic loads beside the first page rather than in it (the home page's JS budget): the server
// renders the field, and React hydrates it once its code arrives, sooner if the shopper reaches for it.
const SearchCombobox = lazy(() => import('./SearchCombobox').then((module) => ({ default: module.SearchCombobox })));

/** The desktop header's search field. */
export function HeaderSearch() {
  return (
    <Suspense
      fallback={
        <div className="search-box search-box--header">
          <input
            type="search"
            className="search-box__input"
            aria-label="Поиск по каталогу"
            placeholder="Найти пирог"
            readOnly
          />
        </div>
      }
    >
      <SearchCombobox variant="header" />
    </Suspense>
  );
}
