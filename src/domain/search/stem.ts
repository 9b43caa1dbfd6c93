/**
 * Russian stemming, so `пирог`, `пироги` and `пирогом` are one term.
 *
 * The stemmer is the Snowball algorithm for Russian as `@orama/stemmers/russian`
 * ships it: a kept package (the Orama search engine's), an ES module of 7 KB
 * with no dependencies, one file per language. `snowball-stemmers` was the
 * alternative: CommonJS only, every language in one bundle, last released years ago.
 */
import { stemmer } from '@orama/stemmers/russian';

/** Shorter words are kept whole: the stemmer would cut `чай` to `ча` and `мак` stays `мак` anyway. */
const MIN_STEMMED_LENGTH = 4;
/** A stem shorter than this says too little (`чаем` → `ча`), so the word is kept whole instead. */
const MIN_STEM_LENGTH = 3;

/**
 * Prepositions and conjunctions that carry nothing to match (`пирог с мясом`).
 * `без` is here for what is left of it once `без орехов` became a filter (`без` alone, typed halfway).
 */
const STOP_WORDS: ReadonlySet<string> = new Set([
  'без',
  'и',
  'с',
  'со',
  'в',
  'во',
  'на',
  'из',
  'по',
  'для',
  'к',
  'а',
  'о',
  'у',
  'от',
  'шт',
]);

export const isStopWord = (word: string): boolean => STOP_WORDS.has(word);

/**
 * Stems of query words already computed: a shopper's words come back at every
 * keystroke. (The index's words are remembered with their terms in build.ts.)
 */
const cache = new Map<string, string>();
/** Bounds the cache on a server answering any query for months; a catalogue has far fewer distinct words. */
const MAX_CACHED = 100_000;

/** The term a normalised word is indexed and searched as, computed anew: for a caller that keeps its own. */
export function uncachedStemOf(word: string): string {
  if (word.length < MIN_STEMMED_LENGTH) return word;
  const stem = /^[а-я]+$/.test(word) ? stemmer(word) : word;
  return stem.length < MIN_STEM_LENGTH ? word : stem;
}

/** The term a normalised word is indexed and searched as. */
export function stemOf(word: string): string {
  if (word.length < MIN_STEMMED_LENGTH) return word;
  let stem = cache.get(word);
  if (stem === undefined) {
    stem = uncachedStemOf(word);
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(word, stem);
  }
  return stem;
}
