/**
 * A typed query read every way it may have been meant: as typed, as Russian
 * written in Latin letters, as typed with the other keyboard layout; with its
 * filter keywords (`без орехов`, `постное`) taken out.
 */
import type { AllergenSlug } from '../catalog/nutrition';
import { isLatinWord, wordsOf } from './normalize';
import { allergenOf, type FilterHints, isLeanWord, isVegetarianWord, WITHOUT_WORD } from './shortcuts';
import { isStopWord } from './stem';
import { latinToCyrillic, switchLayout } from './transliterate';

/** One whitespace-separated piece of the query and the word lists it may stand for, as typed first. */
export interface QueryChunk {
  raw: string;
  readings: string[][];
}

export interface ParsedQuery {
  /** Every chunk must match (in one of its readings). */
  chunks: QueryChunk[];
  filters: FilterHints;
  /** The query without its filter keywords, as typed. */
  text: string;
  /** The last word is still being typed (no space after it), so it matches as a beginning. */
  typing: boolean;
}

function readingsOf(raw: string): string[][] {
  const readings: string[][] = [];
  const add = (words: string[]) => {
    if (words.length > 0 && !readings.some((known) => known.join(' ') === words.join(' '))) readings.push(words);
  };
  const addWithTransliteration = (words: string[]) => {
    add(words);
    if (words.length > 0 && words.every(isLatinWord)) add(words.map(latinToCyrillic));
  };
  addWithTransliteration(wordsOf(raw));
  const switched = switchLayout(raw);
  if (switched !== null) addWithTransliteration(wordsOf(switched));
  return readings;
}

/** The single word of some reading of `chunk` that `test` accepts. */
function someWord<T>(chunk: QueryChunk | undefined, test: (word: string) => T | null | false): T | null {
  for (const reading of chunk?.readings ?? []) {
    if (reading.length !== 1) continue;
    const found = test(reading[0] as string);
    if (found) return found;
  }
  return null;
}

export function parseQuery(rawQuery: string): ParsedQuery {
  const all = rawQuery
    .split(/\s+/)
    .filter(Boolean)
    .map((raw) => ({ raw, readings: readingsOf(raw) }));
  const bez: AllergenSlug[] = [];
  const filters: FilterHints = { bez };
  const kept: QueryChunk[] = [];
  for (let index = 0; index < all.length; index += 1) {
    const chunk = all[index] as QueryChunk;
    if (someWord(chunk, (word) => word === WITHOUT_WORD)) {
      const allergen = someWord(all[index + 1], allergenOf);
      if (allergen) {
        if (!bez.includes(allergen)) bez.push(allergen);
        index += 1;
        continue;
      }
    }
    if (someWord(chunk, isLeanWord)) {
      filters.lean = true;
      continue;
    }
    if (someWord(chunk, isVegetarianWord)) {
      filters.vegetarian = true;
      continue;
    }
    kept.push(chunk);
  }
  // A chunk that reads as a preposition in any reading (`s` in `pirog s myasom`, a lone `без`) has nothing to find.
  const chunks = kept.filter(
    (chunk) => chunk.readings.length > 0 && !chunk.readings.some((reading) => reading.every(isStopWord)),
  );
  return {
    chunks,
    filters,
    text: kept.map((chunk) => chunk.raw).join(' '),
    typing: !/\s$/.test(rawQuery),
  };
}
