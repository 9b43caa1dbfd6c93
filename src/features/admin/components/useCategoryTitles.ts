import { useEffect, useState } from 'react';
import { CATEGORY_TITLES } from '../../../domain/catalog/categories';
import type { CategoryId } from '../../../domain/contract/catalog';
import { adminApi } from '../admin.api';

export type CategoryTitles = Record<CategoryId, string>;

/**
 * The categories' titles as the back office last saved them: a renamed
 * category reads by its new name in every list and form. SPEC's titles stand
 * in until the answer comes (or if it fails: the names are only labels there).
 */
export function useCategoryTitles(): CategoryTitles {
  const [titles, setTitles] = useState<CategoryTitles>(CATEGORY_TITLES);
  useEffect(() => {
    let current = true;
    adminApi.categories().then(
      (answer) => {
        if (!current) return;
        const saved = Object.fromEntries(answer.categories.map(({ category }) => [category.id, category.title]));
        setTitles({ ...CATEGORY_TITLES, ...saved });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return titles;
}
