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
/** A run of letters and digits: anything else (punctuation, quotes, dashes, emoji) separates words. */
const WORD = /[\p{L}\p{N}]+/gu;
const COMBINING_MARK = /[\u0300-\u036f]/;
/** The same for lower-case Latin, Russian and Belarusian letters and digits, several times faster than `WORD`. */
const BASIC_WORD = /[0-9a-z\u0430-\u045f]+/g;
/** Letters `BASIC_WORD` does not know (accented Latin, Greek, other Cyrillic): the text takes `WORD`. */
const OTHER_LETTERS = /[\u00c0-\u042f\u0460-\u1fff]/;

export const isCyrillic = (text: string): boolean => CYRILLIC.test(text);
export const isLatinWord = (word: string): boolean => /^[a-z]+$/.test(word);

/** A word mixing scripts becomes all Cyrillic where its Latin letters have a look-alike (`капуcта` → `капуста`). */
function fixHomoglyphs(word: string): string {
  if (!isCyrillic(word)) return word;
  return word.replace(LATIN_LETTER, (letter) => HOMOGLYPHS[letter] ?? letter);
}

/**
 * The words of a text, normalised: lower case, `ё` as `е`, look-alike Latin
 * letters inside Russian words made Cyrillic; punctuation and spaces dropped.
 * Written for speed (it reads every product's texts when the index is built):
 * the per-word work runs only for a text that has Latin letters at all.
 */
export function wordsOf(text: string): string[] {
  let source = COMBINING_MARK.test(text) ? text.normalize('NFC') : text;
  if (/[A-Za-z]/.test(source)) source = source.replace(WORD, fixHomoglyphs);
  const lower = source.toLowerCase().replaceAll('ё', 'е');
  return lower.match(OTHER_LETTERS.test(lower) ? WORD : BASIC_WORD) ?? [];
}
