import { Suspense } from 'react';
import { splitPart } from '../../shared/split-part';

// The field's logic loads beside the first page rather than in it (the home page's JS budget). The server renders
// the field itself in place (a split part), not a stand-in that a streamed copy replaces at the end of the page;
// React hydrates it once its code arrives.
const SearchCombobox = splitPart(() => import('./SearchCombobox').then((module) => module.SearchCombobox));

/** The desktop header's search field. */
export function HeaderSearch() {
  return (
    // A stand-in only for a page rendered in the browser before the field's code has come.
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
