/**
 * Builds a MiniSearch index in one pass over the documents (issue 30: 5,000
 * products in under 200 ms; `addAll` took about 400 ms of CPU here).
 *
 * `addAll` walks its radix tree and fills a map entry for every word of every
 * text (about 176,000 for 5,000 products), and counts each field's distinct
 * words with a new `Set`. Here each distinct word is stemmed once per process,
 * each word of a text costs one map lookup and a few integer writes, each term
 * enters the tree once, and its postings become maps only when a search first
 * reads them (postings.ts). The index reads exactly as the one `addAll` makes,
 * field lengths and their running means included, so the ranking is the same
 * (build.test.ts compares the two).
 */
import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { wordsOf } from './normalize';
import { Occurrences, TermPostings } from './postings';
import type { TermTree } from './typos';

/** A term, and its number in the build under way (the order the build met it in). */
interface Term {
  readonly text: string;
  build: number;
  number: number;
}

/** A distinct spelling: its term (null when not indexed) and the field text it was last counted in. */
interface Word {
  readonly term: Term | null;
  countedIn: number;
}

/**
 * Words met by every build in this process, with their terms: a catalogue
 * repeats its words, and a rebuilt catalogue (a price changed) repeats them all.
 * Builds run one at a time (they are synchronous), so the per-build marks
 * kept on the entries never mix.
 */
export class WordTable {
  private readonly words = new Map<string, Word>();
  private readonly terms = new Map<string, Term>();
  private lastText = 0;
  private lastBuild = 0;

  constructor(
    private readonly termOf: (word: string) => string | null,
    /** Past this many words the table starts afresh (a server rebuilding for months). */
    private readonly maxWords = 100_000,
  ) {}

  word(spelling: string): Word {
    let word = this.words.get(spelling);
    if (word === undefined) {
      const text = this.termOf(spelling);
      word = { term: text === null ? null : this.term(text), countedIn: 0 };
      this.words.set(spelling, word);
    }
    return word;
  }

  private term(text: string): Term {
    let term = this.terms.get(text);
    if (term === undefined) {
      term = { text, build: 0, number: 0 };
      this.terms.set(text, term);
    }
    return term;
  }

  /** A number for the next field text, so a word counts once per text towards the field's length. */
  nextText(): number {
    this.lastText += 1;
    return this.lastText;
  }

  nextBuild(): number {
    if (this.words.size > this.maxWords) {
      this.words.clear();
      this.terms.clear();
    }
    this.lastBuild += 1;
    return this.lastBuild;
  }
}

/** A guess of the words per field text, to size the arrays of occurrences once; they grow past it. */
const WORDS_PER_FIELD = 10;
/** A guess of the distinct terms per document (about 2 in a large catalogue), to size the lists' heads once. */
const TERMS_PER_DOCUMENT = 3;

export interface IndexSpec<T> {
  fields: readonly string[];
  idOf(document: T): string;
  textOf(document: T, field: string): string;
  /**
   * Fields whose texts repeat from document to document (a product's category
   * title): each distinct text of these is split into words once per build.
   */
  repeatedFields?: readonly string[];
}

export interface BuiltIndex<T> {
  index: MiniSearch<T>;
  /** The index's terms in the order the documents first use them. */
  terms: string[];
  /** The same terms in the index's own radix tree, for looking them up by beginning or with typos. */
  termTree: TermTree;
}

/**
 * The radix tree MiniSearch keeps its terms in. It is internal (the field `_index`
 * since MiniSearch 2), so it is looked for at run time, and build.test.ts
 * fails if it is not found.
 */
type MiniSearchTree = TermTree & { set(term: string, postings: TermPostings): unknown };
function termTreeOf<T>(index: MiniSearch<T>): MiniSearchTree | null {
  const tree = (index as unknown as { _index?: { set?: unknown; size?: unknown; fuzzyGet?: unknown } })._index;
  return tree && typeof tree.set === 'function' && typeof tree.fuzzyGet === 'function' && tree.size === 0
    ? (tree as MiniSearchTree)
    : null;
}

/**
 * The index `new MiniSearch(options)` then `addAll(documents)` would build,
 * reading each field's text with `spec` and its words with `wordsOf` and the
 * table (`options` need not say so); `options` name the fields of `spec` and
 * store none.
 */
export function buildIndex<T>(
  documents: readonly T[],
  spec: IndexSpec<T>,
  table: WordTable,
  options: Options<T>,
): BuiltIndex<T> {
  const { fields, idOf, textOf } = spec;
  const repeated = fields.map((field) => spec.repeatedFields?.includes(field) === true);
  /** The words of each distinct text of a repeated field, split once. */
  const wordsOfText = new Map<string, Word[]>();
  const build = table.nextBuild();
  const documentIds: Record<number, string> = {};
  const fieldLength: Record<number, number[]> = {};
  const averageFieldLength: number[] = [];
  // In the order `addAll` meets them, so the radix tree comes out the same.
  const terms: Term[] = [];
  const occurrences = new Occurrences(
    fields.length,
    documents.length * fields.length * WORDS_PER_FIELD,
    documents.length * TERMS_PER_DOCUMENT,
  );
  const seenIds = new Set<string>();
  for (let shortId = 0; shortId < documents.length; shortId += 1) {
    const document = documents[shortId] as T;
    const id = idOf(document);
    if (seenIds.has(id)) throw new Error(`MiniSearch: duplicate ID ${id}`);
    seenIds.add(id);
    documentIds[shortId] = id;
    const lengths: number[] = [];
    for (let fieldId = 0; fieldId < fields.length; fieldId += 1) {
      const text = table.nextText();
      let distinct = 0;
      const fieldText = textOf(document, fields[fieldId] as string);
      let words = repeated[fieldId] ? wordsOfText.get(fieldText) : undefined;
      if (words === undefined) {
        words = wordsOf(fieldText).map((spelling) => table.word(spelling));
        if (repeated[fieldId]) wordsOfText.set(fieldText, words);
      }
      for (const word of words) {
        if (word.countedIn !== text) {
          word.countedIn = text;
          distinct += 1;
        }
        const term = word.term;
        if (term === null) continue;
        if (term.build !== build) {
          term.build = build;
          term.number = terms.length;
          terms.push(term);
        }
        occurrences.add(term.number, fieldId, shortId);
      }
      lengths[fieldId] = distinct;
      // The running mean exactly as MiniSearch keeps it, so scores match to the last bit.
      averageFieldLength[fieldId] = ((averageFieldLength[fieldId] ?? 0) * shortId + distinct) / (shortId + 1);
    }
    fieldLength[shortId] = lengths;
  }
  // Everything but the terms goes through MiniSearch's own loader (the format `toJSON` writes).
  const serialized: AsPlainObject = {
    documentCount: documents.length,
    nextId: documents.length,
    documentIds,
    fieldIds: Object.fromEntries(fields.map((field, fieldId) => [field, fieldId])),
    fieldLength,
    averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index: [],
    serializationVersion: 2,
  };
  // How MiniSearch itself reads the documents the same way: for `add` later, and the slow way below.
  const reading: Options<T> = {
    ...options,
    extractField: (document, field) => (field === (options.idField ?? 'id') ? idOf(document) : textOf(document, field)),
    tokenize: wordsOf,
    processTerm: (spelling) => table.word(spelling).term?.text ?? null,
  };
  const index = MiniSearch.loadJS(serialized, reading);
  const tree = termTreeOf(index);
  const texts = terms.map((term) => term.text);
  if (tree === null) {
    // A MiniSearch whose internals moved: the slow way to the same index.
    const slow = new MiniSearch(reading);
    slow.addAll(documents);
    const termTree = new SearchableMap<true>();
    for (const text of texts) termTree.set(text, true);
    return { index: slow, terms: texts, termTree };
  }
  for (const term of terms) tree.set(term.text, new TermPostings(occurrences, term.number));
  return { index, terms: texts, termTree: tree };
}
