import { Suspense, useState } from 'react';
import { lazyPart } from '../../shared/lazy-part';
import { loadEngine } from './search.api';

const SearchDialog = lazyPart(() => import('./SearchDialog').then((module) => module.default));

/** The phone header's search button: opens the full-screen search (loaded on the first press). */
export function MobileSearch() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button search-toggle"
        aria-label="Поиск"
        aria-haspopup="dialog"
        onClick={() => {
          void loadEngine().catch((error: unknown) => console.warn('[search] not loaded', error));
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z"
          />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
