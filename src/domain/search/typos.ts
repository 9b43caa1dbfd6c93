/**
 * Typo tolerance over the catalogue's own terms: a word that finds nothing is
 * replaced by the catalogue's terms within a Damerau distance (a wrong,
 * missing or extra letter, or two neighbours swapped, each counts 1).
 */
import SearchableMap from 'minisearch/SearchableMap';

/** Edits forgiven in a word of this many letters: 1 from 5 letters, 2 from 9 (issue 30). */
export function typoBudget(wordLength: number): 0 | 1 | 2 {
  if (wordLength >= 9) return 2;
  if (wordLength >= 5) return 1;
  return 0;
}

/** The terms of an index, looked up exactly, by beginning, or within a few edits. */
export class Vocabulary {
  private readonly terms = new SearchableMap<true>();

  constructor(terms: Iterable<string>) {
    for (const term of terms) this.terms.set(term, true);
  }

  has(term: string): boolean {
    return this.terms.has(term);
  }

  /** Whether some term begins with `prefix` (the term itself included). */
  hasPrefix(prefix: string): boolean {
    return !this.terms.atPrefix(prefix).keys().next().done;
  }

  /**
   * Terms within `budget` Damerau edits of `term`, nearest first. The radix
   * tree's own search counts a swap as two edits, so each neighbour swap of the
   * term is also looked up with one edit fewer.
   */
  corrections(term: string, budget: number): string[] {
    if (budget <= 0) return [];
    const found = new Map<string, number>();
    const note = (key: string, distance: number) => {
      const known = found.get(key);
      if (known === undefined || distance < known) found.set(key, distance);
    };
    for (const [key, [, distance]] of this.terms.fuzzyGet(term, budget)) note(key, distance);
    for (let at = 0; at + 1 < term.length; at += 1) {
      if (term[at] === term[at + 1]) continue;
      const swapped = term.slice(0, at) + term[at + 1] + term[at] + term.slice(at + 2);
      if (budget === 1) {
        if (this.terms.has(swapped)) note(swapped, 1);
      } else {
        for (const [key, [, distance]] of this.terms.fuzzyGet(swapped, budget - 1)) note(key, distance + 1);
      }
    }
    found.delete(term);
    return [...found].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1)).map(([key]) => key);
  }
}
