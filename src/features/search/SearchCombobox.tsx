import { useLocation, useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { lazyPart } from '../../shared/lazy-part';
import { productModalLink } from '../catalog';
import { enterTarget, nextActiveIndex, parseOptionDomId } from './keyboard';
import { loadEngine } from './search.api';
import { SEARCH_PATH } from './search-path';

const ResultsPanel = lazyPart(() => import('./ResultsPanel').then((module) => module.default));

interface Props {
  /** `header`: a field with a drop-down list; `dialog`: the phone's full-screen search, its list always shown. */
  variant: 'header' | 'dialog';
  /** Enter leaves for a page (the search page, a category), or Escape: the phone's search closes. */
  onLeave?: () => void;
}

/**
 * The search field (WAI-ARIA combobox): results at every keystroke, arrows
 * move through them, Enter opens the active product's modal (`?pirog=`) or
 * category, or the search page for the query; Escape closes the list. The
 * search code and the list load on the first focus.
 */
export function SearchCombobox({ variant, onLeave }: Props) {
  const listId = useId().replace(/:/g, '');
  const [query, setQuery] = useState('');
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(variant === 'dialog');
  const [active, setActive] = useState<number | null>(null);
  const [options, setOptions] = useState<string[]>([]);
  const box = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const { pathname, searchStr } = useLocation();
  const expanded = wanted && open && (variant === 'dialog' || query.trim() !== '');

  const start = () => {
    if (wanted) return;
    setWanted(true);
    void loadEngine().catch((error: unknown) => console.warn('[search] not loaded', error));
  };
  // A page change (a card's link, Enter) closes the header's list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger.
  useEffect(() => {
    if (variant === 'header') setOpen(false);
  }, [pathname, searchStr, variant]);
  const onOptions = useCallback((ids: string[]) => {
    setOptions(ids);
    setActive(null);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // A search field would only clear itself: Escape closes the list, or the phone's search.
      event.preventDefault();
      if (variant === 'dialog') onLeave?.();
      setOpen(variant === 'dialog');
      setActive(null);
      return;
    }
    const next = nextActiveIndex(event.key, active, expanded ? options.length : 0);
    if (next !== undefined) {
      event.preventDefault();
      setOpen(true);
      setActive(next);
      return;
    }
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const target = enterTarget(options, expanded ? active : null, query);
    if (target.kind === 'page') {
      onLeave?.();
      void navigate({ to: SEARCH_PATH, search: { q: query.trim() } });
      return;
    }
    if (target.kind !== 'option') return;
    const option = parseOptionDomId(listId, target.id);
    if (option?.kind === 'c') {
      onLeave?.();
      void navigate({ to: '/pirogi/$category', params: { category: option.id } });
    } else if (option?.kind === 'p') {
      // The product modal over this page, as the cards of the search page open it.
      setOpen(variant === 'dialog');
      void navigate({ ...productModalLink(option.id, pathname), resetScroll: false } as never);
    }
  };

  return (
    // A form, so that Enter before this part has hydrated (its code comes after the page's) still opens the search
    // page the ordinary way; once hydrated, Enter is handled above and the form never submits.
    <form
      ref={box}
      className={`search-box search-box--${variant}`}
      action={SEARCH_PATH}
      method="get"
      onSubmit={(event) => event.preventDefault()}
      onBlur={(event) => {
        if (variant === 'header' && !box.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <input
        type="search"
        name="q"
        role="combobox"
        className="search-box__input"
        aria-label="Поиск по каталогу"
        placeholder="Найти пирог"
        autoComplete="off"
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-haspopup="grid"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active !== null ? options[active] : undefined}
        maxLength={100}
        value={query}
        // biome-ignore lint/a11y/noAutofocus: the phone's search dialog opens to type in it.
        autoFocus={variant === 'dialog'}
        onFocus={() => {
          start();
          setOpen(true);
        }}
        onChange={(event) => {
          start();
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {expanded && (
        <div className="search-box__popup">
          <Suspense fallback={<p className="search-panel__status">Ищем…</p>}>
            <ResultsPanel
              query={query}
              listId={listId}
              activeId={active === null ? null : (options[active] ?? null)}
              onOptions={onOptions}
            />
          </Suspense>
        </div>
      )}
    </form>
  );
}
