/**
 * Russian typed in Latin letters (`pirog s myasom`) and either language typed
 * with the keyboard in the other layout (`rfgecnf` for `капуста`).
 */

/**
 * Latin spellings of Russian letters, longest first so `shch` wins over `sh`.
 * Covers the common schemes at once: passport/BGN (`kh`, `ts`, `ya`, `yu`),
 * the older `ja`/`ju`/`zh`, and the shoppers' `h` for `х`, `c` for `ц`, `y` for `ы`.
 */
const LATIN_TO_CYRILLIC: readonly (readonly [string, string])[] = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['iy', 'ий'],
  ['yy', 'ый'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['ts', 'ц'],
  ['tc', 'ц'],
  ['ya', 'я'],
  ['ja', 'я'],
  ['ia', 'я'],
  ['yu', 'ю'],
  ['ju', 'ю'],
  ['iu', 'ю'],
  ['yo', 'е'],
  ['jo', 'е'],
  ['ye', 'е'],
  ['je', 'е'],
  ['a', 'а'],
  ['b', 'б'],
  ['c', 'ц'],
  ['d', 'д'],
  ['e', 'е'],
  ['f', 'ф'],
  ['g', 'г'],
  ['h', 'х'],
  ['i', 'и'],
  ['j', 'й'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['q', 'к'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['v', 'в'],
  ['w', 'в'],
  ['x', 'кс'],
  ['y', 'ы'],
  ['z', 'з'],
];

const VOWELS = new Set(['а', 'е', 'и', 'о', 'у', 'ы', 'э', 'ю', 'я']);

/** A lower-case Latin word read as Russian (`vishnya` → `вишня`, `chay` → `чай`). */
export function latinToCyrillic(word: string): string {
  let out = '';
  let at = 0;
  while (at < word.length) {
    const pair = LATIN_TO_CYRILLIC.find(([latin]) => word.startsWith(latin, at));
    if (!pair) {
      out += word[at];
      at += 1;
      continue;
    }
    let [latin, cyrillic] = pair;
    // `y` after a vowel is `й` (`chay`, `moy`), elsewhere `ы` (`syr`).
    if (latin === 'y' && VOWELS.has(out.at(-1) ?? '')) cyrillic = 'й';
    out += cyrillic;
    at += latin.length;
  }
  return out;
}

/** The Russian ЙЦУКЕН layout over the US QWERTY keys, lower case. */
const QWERTY = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const JCUKEN = 'йцукенгшщзхъфывапролджэячсмитьбюё';
const UPPER_QWERTY = 'QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>~';

const LATIN_KEYS = new Map<string, string>();
const CYRILLIC_KEYS = new Map<string, string>();
for (let index = 0; index < QWERTY.length; index += 1) {
  const latin = QWERTY[index] as string;
  const cyrillic = JCUKEN[index] as string;
  LATIN_KEYS.set(latin, cyrillic);
  LATIN_KEYS.set(UPPER_QWERTY[index] as string, cyrillic);
  CYRILLIC_KEYS.set(cyrillic, latin);
  CYRILLIC_KEYS.set(cyrillic.toUpperCase(), latin);
}

/**
 * The text meant when it was typed with the other layout on, or null when it
 * cannot be one (a key of neither layout). Latin becomes Cyrillic (`gbhju` →
 * `пирог`, `,tp` → `без`); Cyrillic becomes Latin (`ьфаашт` → `maffin`).
 */
export function switchLayout(chunk: string): string | null {
  const keys = /[a-z]/i.test(chunk) ? LATIN_KEYS : CYRILLIC_KEYS;
  let out = '';
  for (const char of chunk) {
    const swapped = keys.get(char);
    if (swapped === undefined) return null;
    out += swapped;
  }
  return out;
}
