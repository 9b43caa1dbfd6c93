import { useEffect, useId, useRef, useState } from 'react';
import { ALLERGEN_FREE_LABELS } from '../../domain/catalog/nutrition';
import {
  allergenGroupsPresent,
  type FilterableProduct,
  NO_FILTERS,
  type ProductFilters,
} from '../../domain/catalog/product-filters';
import { countOf, NOUNS } from '../../domain/plural';
import { countMatching, countWith, KCAL_STEPS, toggleAllergen } from './filter-counts';

interface FilterPanelProps {
  products: readonly FilterableProduct[];
  filters: ProductFilters;
  onApply: (filters: ProductFilters) => void;
  onClose: () => void;
}

/**
 * The filter dialog: a draft of the filters, each option with the number of products it would
 * leave, and the total announced politely while the shopper chooses; nothing changes on the
 * page until «Показать N». A sheet from the bottom on a phone, a centred panel on a desktop.
 */
export default function FilterPanel({ products, filters, onApply, onClose }: FilterPanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState(filters);
  const titleId = useId();
  const groups = allergenGroupsPresent(products);
  const matching = countMatching(products, draft);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    return () => opener?.focus();
  }, []);

  const option = (label: string, checked: boolean, count: number, toggle: () => void) => (
    <label key={label} className="product-filters__option">
      <input type="checkbox" checked={checked} onChange={toggle} />
      <span>{label}</span>
      <span className="product-filters__count" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">{`: ${countOf(count, NOUNS.item)}`}</span>
    </label>
  );

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop mirrors Escape, which the dialog's cancel event handles.
    <dialog
      ref={dialog}
      className="product-filters__panel"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <form
        className="product-filters__form"
        onSubmit={(event) => {
          event.preventDefault();
          onApply(draft);
        }}
      >
        <div className="product-filters__head">
          <h2 id={titleId}>Фильтры</h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label="Закрыть">
            ×
          </button>
        </div>
        {groups.length > 0 && (
          <fieldset className="product-filters__group">
            <legend>Аллергены</legend>
            {groups.map((slug) =>
              option(
                ALLERGEN_FREE_LABELS[slug],
                draft.bez.includes(slug),
                countWith(products, draft, { bez: [slug] }),
                () => setDraft(toggleAllergen(draft, slug)),
              ),
            )}
            <p className="product-filters__note">Товары, аллергены которых не указаны, здесь не показываются.</p>
          </fieldset>
        )}
        <fieldset className="product-filters__group">
          <legend>Питание</legend>
          {option('Вегетарианское', draft.vegetarian, countWith(products, draft, { vegetarian: true }), () =>
            setDraft({ ...draft, vegetarian: !draft.vegetarian }),
          )}
          {option('Постное', draft.lean, countWith(products, draft, { lean: true }), () =>
            setDraft({ ...draft, lean: !draft.lean }),
          )}
          <label className="product-filters__kcal">
            <span>Энергия на 100 г</span>
            <select
              value={draft.maxKcal ?? ''}
              onChange={(event) =>
                setDraft({ ...draft, maxKcal: event.target.value === '' ? null : Number(event.target.value) })
              }
            >
              <option value="">Любая</option>
              {/* A limit from a shared link that is not one of the steps is still offered, so it shows as chosen. */}
              {[...new Set([...KCAL_STEPS, ...(draft.maxKcal === null ? [] : [draft.maxKcal])])]
                .sort((a, b) => a - b)
                .map((kcal) => (
                  <option key={kcal} value={kcal}>
                    {`до ${kcal} ккал`}
                  </option>
                ))}
            </select>
          </label>
        </fieldset>
        <p className="product-filters__total" role="status" aria-live="polite">
          {matching === 0 ? 'Ничего не подходит' : `Подходит ${countOf(matching, NOUNS.item)}`}
        </p>
        <div className="product-filters__actions">
          <button type="button" className="button button--ghost" onClick={() => setDraft(NO_FILTERS)}>
            Сбросить
          </button>
          <button type="submit" className="button button--primary">
            {`Показать ${countOf(matching, NOUNS.item)}`}
          </button>
        </div>
      </form>
    </dialog>
  );
}
