/**
 * Keyword shortcuts of the search field: `без орехов`, `постное`,
 * `вегетарианское` are filters, not words to find (issue 30).
 */

import type { AllergenSlug } from '../catalog/nutrition';

/** Filters the query asked for in words; the UI applies them like the filter controls. */
export interface FilterHints {
  /** Allergen groups the shopper wants to avoid, in the order they were typed, without repeats. */
  bez: AllergenSlug[];
  lean?: true;
  vegetarian?: true;
}

/**
 * How a normalised word names an allergen group: the beginnings of its forms
 * (`орехов`, `орешков`, `молочного`), or whole words where a beginning would
 * catch others (`рак` is not `ракета`, `соя` not `соль`).
 */
const ALLERGEN_WORDS: readonly { slug: AllergenSlug; prefixes: readonly string[]; words?: readonly string[] }[] = [
  { slug: 'gluten', prefixes: ['глютен', 'клейковин', 'пшениц', 'злак'] },
  { slug: 'rakoobraznye', prefixes: ['ракообразн', 'креветк', 'краб'], words: ['рак', 'раки', 'раков'] },
  { slug: 'yaytsa', prefixes: ['яйц', 'яиц', 'яйк', 'яичн'] },
  { slug: 'ryba', prefixes: ['рыб'] },
  { slug: 'arahis', prefixes: ['арахис'] },
  { slug: 'soya', prefixes: ['соев'], words: ['соя', 'сои', 'сою', 'соей'] },
  { slug: 'moloko', prefixes: ['молок', 'молоч', 'лактоз'] },
  { slug: 'orehi', prefixes: ['орех', 'орешк', 'орешек'] },
  { slug: 'selderey', prefixes: ['сельдере'] },
  { slug: 'gorchitsa', prefixes: ['горчиц', 'горчичн'] },
  { slug: 'kunzhut', prefixes: ['кунжут'] },
  { slug: 'sulfity', prefixes: ['сульфит', 'диоксид'] },
  { slug: 'lyupin', prefixes: ['люпин'] },
  { slug: 'mollyuski', prefixes: ['моллюск', 'мидий', 'мидии', 'кальмар'] },
];

/** The allergen group a normalised word names, if any. */
export function allergenOf(word: string): AllergenSlug | null {
  for (const { slug, prefixes, words } of ALLERGEN_WORDS) {
    if (words?.includes(word) || prefixes.some((prefix) => word.startsWith(prefix))) return slug;
  }
  return null;
}

export const WITHOUT_WORD = 'без';
export const isLeanWord = (word: string): boolean => word.startsWith('постн');
export const isVegetarianWord = (word: string): boolean => word.startsWith('вегетариан');
