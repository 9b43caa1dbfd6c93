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

/** A radix tree of terms: MiniSearch's own (its values are not read here) or one made for a list. */
export type TermTree = Pick<SearchableMap<unknown>, 'has' | 'atPrefix' | 'fuzzyGet'>;

/** The terms of an index, looked up exactly, by beginning, or within a few edits. */
export class Vocabulary {
  private readonly trees: readonly TermTree[];

  /**
   * Over a list of terms, or over trees that hold them already: the indexes'
   * own trees, so a build does not copy some 12,000 terms into another tree.
   */
  constructor(terms: Iterable<string> | { trees: readonly TermTree[] }) {
    if ('trees' in terms) {
      this.trees = terms.trees;
      return;
    }
    const tree = new SearchableMap<true>();
    for (const term of terms) tree.set(term, true);
    this.trees = [tree];
  }

  has(term: string): boolean {
    return this.trees.some((tree) => tree.has(term));
  }

  /** Whether some term begins with `prefix` (the term itself included). */
  hasPrefix(prefix: string): boolean {
    return this.trees.some((tree) => !tree.atPrefix(prefix).keys().next().done);
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
    const near = (key: string, edits: number, added: number) => {
      for (const tree of this.trees) {
        for (const [found, [, distance]] of tree.fuzzyGet(key, edits)) note(found, distance + added);
      }
    };
    near(term, budget, 0);
    for (let at = 0; at + 1 < term.length; at += 1) {
      if (term[at] === term[at + 1]) continue;
      const swapped = term.slice(0, at) + term[at + 1] + term[at] + term.slice(at + 2);
      if (budget === 1) {
        if (this.has(swapped)) note(swapped, 1);
      } else {
        near(swapped, budget - 1, 1);
      }
    }
    found.delete(term);
    return [...found].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1)).map(([key]) => key);
  }
}
