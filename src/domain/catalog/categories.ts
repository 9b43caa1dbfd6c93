/** The seven categories of SPEC §2: their slugs are the URLs and never change. */
export const CATEGORY_IDS = ['sytnye', 'sladkie', 'sets', 'mini', 'deserty', 'polufabrikaty', 'napitki'] as const;

export type CategoryCode = (typeof CATEGORY_IDS)[number];

/**
 * The titles the categories start with (migration 0015 writes these). The back
 * office renames them in the `categories` table; the shop shows these only
 * until the catalogue answer (which carries the table's titles) has arrived.
 */
export const CATEGORY_TITLES: Record<CategoryCode, string> = {
  sytnye: 'Сытные пироги',
  sladkie: 'Сладкие пироги',
  sets: 'Наборы',
  mini: 'Мини',
  deserty: 'Десерты',
  polufabrikaty: 'Полуфабрикаты',
  napitki: 'Напитки',
};

/** A category as the shop shows it: its slug, its title and its place in the menu. */
export interface CategoryInfo {
  id: CategoryCode;
  title: string;
  sortOrder: number;
}

/** The categories in their starting order and titles: the fallback before data arrives. */
export const DEFAULT_CATEGORIES: readonly CategoryInfo[] = CATEGORY_IDS.map((id, index) => ({
  id,
  title: CATEGORY_TITLES[id],
  sortOrder: index,
}));

/** Menu order (smaller first, then the slug list's order); a slug missing from `list` keeps its default. */
export function menuCategories(list: readonly CategoryInfo[] | undefined): CategoryInfo[] {
  const known = new Map((list ?? []).map((category) => [category.id, category]));
  return DEFAULT_CATEGORIES.map((fallback) => known.get(fallback.id) ?? fallback).sort(
    (a, b) => a.sortOrder - b.sortOrder || CATEGORY_IDS.indexOf(a.id) - CATEGORY_IDS.indexOf(b.id),
  );
}
