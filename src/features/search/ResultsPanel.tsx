import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ProductCard } from '../catalog';
import { PANEL_LIMIT } from './engine';
import { optionDomId } from './keyboard';
import { SEARCH_PATH } from './search-path';
import { useSearchView } from './use-search-view';

export interface ResultsPanelProps {
  query: string;
  /** The grid's id: the combobox's `aria-controls`, and the prefix of its options' ids. */
  listId: string;
  /** The active option's DOM id (`aria-activedescendant`). */
  activeId: string | null;
  /** The options' DOM ids in order, for the arrows. */
  onOptions: (ids: string[]) => void;
}

/**
 * The combobox's popup: the matching categories and product cards as a grid
 * (WAI-ARIA combobox with a grid popup: a card holds buttons, which a listbox
 * option may not). Nothing found: «Ничего не нашли» and the popular products.
 * Loaded with the search code, on the first focus.
 */
export default function ResultsPanel({ query, listId, activeId, onOptions }: ResultsPanelProps) {
  const { view, failed } = useSearchView(query);
  const ids = view
    ? [
        ...view.categories.map((category) => optionDomId(listId, 'c', category.id)),
        ...view.products.map((product) => optionDomId(listId, 'p', product._id)),
      ]
    : [];
  const idsKey = ids.join(' ');
  useEffect(() => onOptions(idsKey === '' ? [] : idsKey.split(' ')), [idsKey, onOptions]);
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);
  if (!view) {
    return (
      <div className="search-panel">
        <p className="search-panel__status" role="status">
          {failed ? 'Каталог не загрузился. Проверьте интернет и попробуйте ещё раз.' : 'Ищем…'}
        </p>
      </div>
    );
  }
  const cell = (kind: 'p' | 'c', id: string) => {
    const domId = optionDomId(listId, kind, id);
    return { id: domId, 'aria-selected': domId === activeId, className: 'search-panel__cell' };
  };
  return (
    <div className="search-panel">
      <p className="search-panel__status" role="status">
        {view.nothingFound ? (
          <>
            <strong>Ничего не нашли.</strong> Попробуйте иначе или выберите из популярного:
          </>
        ) : view.empty ? (
          'Популярное'
        ) : (
          `Нашли: ${view.products.length}${view.products.length >= PANEL_LIMIT ? '+' : ''}`
        )}
      </p>
      <table
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the combobox's popup is an ARIA grid (a table whose cells the arrows move through).
        role="grid"
        id={listId}
        aria-label="Результаты поиска"
        className="search-panel__grid"
      >
        <tbody>
          {view.categories.map((category) => (
            <tr key={category.id} className="search-panel__row search-panel__row--category">
              <td {...cell('c', category.id)}>
                <Link to="/pirogi/$category" params={{ category: category.id }} className="search-panel__category">
                  {category.title}
                </Link>
              </td>
            </tr>
          ))}
          {view.products.map((product) => (
            <tr key={product._id} className="search-panel__row">
              <td {...cell('p', product._id)}>
                <ProductCard product={product} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!view.empty && (
        <Link to={SEARCH_PATH} search={{ q: query }} className="search-panel__all">
          Все результаты
        </Link>
      )}
    </div>
  );
}
