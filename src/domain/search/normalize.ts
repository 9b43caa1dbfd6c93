/**
 * Text normalisation shared by the index and the query: one spelling of every
 * word, so `Тёплый`, `теплый` and `ТЕПЛЫЙ!` are the same term.
 */

/** Latin letters that look like Cyrillic ones, as a shopper (or a copied text) may slip them into a Russian word. */
const HOMOGLYPHS: Readonly<Record<string, string>> = {
  A: 'А',
  B: 'В',
  C: 'С',
  E: 'Е',
  H: 'Н',
  K: 'К',
  M: 'М',
  O: 'О',
  P: 'Р',
  T: 'Т',
  X: 'Х',
  Y: 'У',
  a: 'а',
  c: 'с',
  e: 'е',
  o: 'о',
  p: 'р',
  x: 'х',
  y: 'у',
  k: 'к',
};

const CYRILLIC = /[\u0400-\u04ff]/;
const LATIN_LETTER = /[A-Za-z]/g;
/** Anything that is not a letter or a digit separates words (punctuation, quotes, dashes, emoji). */
const SEPARATORS = /[^\p{L}\p{N}]+/u;

export const isCyrillic = (text: string): boolean => CYRILLIC.test(text);
export const isLatinWord = (word: string): boolean => /^[a-z]+$/.test(word);

/** A word mixing scripts becomes all Cyrillic where its Latin letters have a look-alike (`капуcта` → `капуста`). */
function fixHomoglyphs(chunk: string): string {
  if (!isCyrillic(chunk) || !/[A-Za-z]/.test(chunk)) return chunk;
  return chunk.replace(LATIN_LETTER, (letter) => HOMOGLYPHS[letter] ?? letter);
}

/** Lower case, `ё` as `е`, look-alike Latin letters inside Russian words made Cyrillic. */
export function normalizeChunk(chunk: string): string {
  return fixHomoglyphs(chunk.normalize('NFC')).toLowerCase().replaceAll('ё', 'е');
}

/** The words of a text, normalised; punctuation and extra spaces are dropped. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const chunk of text.split(/\s+/)) {
    for (const word of normalizeChunk(chunk).split(SEPARATORS)) if (word) words.push(word);
  }
  return words;
}
