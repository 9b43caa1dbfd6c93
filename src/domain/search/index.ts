/**
 * The catalogue's search (issue 30): one implementation for the browser (over
 * the catalogue it holds, so offline too), its service worker and the server's
 * `GET /api/search`. Pure: no DOM, no Node.
 *
 * MiniSearch keeps the index (BM25 per field, prefix lookups); this module
 * decides what to look up: each query word's Russian stem, its readings in
 * transliteration and the other keyboard layout, and, when a word finds
 * nothing, the catalogue's terms within its typo budget.
 *
 *     const index = createSearchIndex(products, categories);
 *     const { productIds, categoryIds, filters, text } = searchCatalogue(index, 'rfgecnf', { limit: 20 });
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { Product } from '../contract/catalog';
import { wordsOf } from './normalize';
import { type ParsedQuery, parseQuery } from './query';
import type { FilterHints } from './shortcuts';
import { isStopWord, stemOf } from './stem';
import { typoBudget, Vocabulary } from './typos';

export type { AllergenSlug, FilterHints } from './shortcuts';
export { ALLERGEN_SLUGS } from './shortcuts';

/** What the index needs of a product: the contract's `Product` or anything with these fields. */
export type SearchableProduct = Pick<Product, '_id' | 'title' | 'composition' | 'description'> & { category: string };
export interface SearchableCategory {
  id: string;
  title: string;
}

export interface SearchIndex {
  readonly products: MiniSearch<SearchableProduct>;
  readonly categories: MiniSearch<SearchableCategory>;
  readonly vocabulary: Vocabulary;
}

export interface SearchAnswer {
  /** Best first: title matches above composition and description ones, exact above corrected. */
  productIds: string[];
  categoryIds: string[];
  /** Filters asked for in words (`без орехов`, `постное`), for the UI to apply. */
  filters: FilterHints;
  /** The query without those keywords. */
  text: string;
}

/** A title match outweighs several matches in the composition; the description says least. */
const PRODUCT_FIELD_BOOSTS = { title: 4, category: 1.5, composition: 1, description: 0.5 };
/** Relative weights of the ways a word matches: by its stem, as typed, corrected, by its shortened stem. */
const WEIGHT = { exact: 1, typed: 0.8, corrected: 0.4, shortened: 0.3 } as const;
/** A single letter being typed is matched whole: as a beginning it would match most of the catalogue. */
const MIN_PREFIX_LENGTH = 2;
/** At most this many corrections per word, nearest first: more only adds noise and time. */
const MAX_CORRECTIONS = 6;

/** Builds the index of a catalogue; rebuild it when the catalogue changes. */
export function createSearchIndex(
  products: readonly SearchableProduct[],
  categories: readonly SearchableCategory[],
): SearchIndex {
  const terms = new Set<string>();
  const categoryTitles = new Map(categories.map((category) => [category.id, category.title]));
  // Every indexed term also goes to the vocabulary, where typo corrections are looked up.
  const processTerm = (word: string) => {
    if (isStopWord(word)) return null;
    const term = stemOf(word);
    terms.add(term);
    return term;
  };
  const searchOptions = { tokenize: (term: string) => [term], processTerm: (term: string) => term };
  const productIndex = new MiniSearch<SearchableProduct>({
    idField: '_id',
    fields: ['title', 'category', 'composition', 'description'],
    extractField: (product, field) =>
      field === 'category'
        ? (categoryTitles.get(product.category) ?? '')
        : String(product[field as keyof SearchableProduct]),
    tokenize: wordsOf,
    processTerm,
    searchOptions: { ...searchOptions, boost: PRODUCT_FIELD_BOOSTS },
  });
  productIndex.addAll(products);
  const categoryIndex = new MiniSearch<SearchableCategory>({
    fields: ['title'],
    tokenize: wordsOf,
    processTerm,
    searchOptions,
  });
  categoryIndex.addAll(categories);
  return { products: productIndex, categories: categoryIndex, vocabulary: new Vocabulary(terms) };
}

/** One term to look up: exact, or as the beginning of longer terms. */
interface Leaf {
  term: string;
  prefix: boolean;
  weight: number;
}

/** The terms one query word is looked up as. */
function leavesOf(word: string, beingTyped: boolean, vocabulary: Vocabulary): Leaf[] {
  const stem = stemOf(word);
  const prefix = beingTyped && word.length >= MIN_PREFIX_LENGTH;
  const leaves: Leaf[] = [{ term: stem, prefix, weight: WEIGHT.exact }];
  if (prefix && stem !== word) leaves.push({ term: word, prefix: true, weight: WEIGHT.typed });
  const found = leaves.some((leaf) => (leaf.prefix ? vocabulary.hasPrefix(leaf.term) : vocabulary.has(leaf.term)));
  // A vowel that comes and goes (`пирожок`/`пирожки`): the stem less its last letter, below every other match.
  if (stem.length >= 6) leaves.push({ term: stem.slice(0, -1), prefix: true, weight: WEIGHT.shortened });
  if (found) return leaves;
  for (const term of vocabulary.corrections(stem, typoBudget(word.length)).slice(0, MAX_CORRECTIONS)) {
    leaves.push({ term, prefix: false, weight: WEIGHT.corrected });
  }
  return leaves;
}

/** The query as MiniSearch's tree, and each chunk's leaves (to tell which chunks a result matched in its title). */
function queryTree(parsed: ParsedQuery, vocabulary: Vocabulary): { tree: Query; chunkLeaves: Leaf[][] } {
  const chunkLeaves: Leaf[][] = [];
  const chunks = parsed.chunks.map((chunk, chunkIndex) => {
    const lastChunk = parsed.typing && chunkIndex === parsed.chunks.length - 1;
    const leavesOfChunk: Leaf[] = [];
    const readings = chunk.readings.map((reading) => ({
      combineWith: 'AND' as const,
      queries: reading.map((word, wordIndex) => {
        const leaves = leavesOf(word, lastChunk && wordIndex === reading.length - 1, vocabulary);
        leavesOfChunk.push(...leaves);
        return {
          combineWith: 'OR' as const,
          queries: leaves.map(({ term, prefix, weight }) => ({ queries: [term], prefix, boostTerm: () => weight })),
        };
      }),
    }));
    chunkLeaves.push(leavesOfChunk);
    return { combineWith: 'OR' as const, queries: readings };
  });
  return { tree: { combineWith: 'AND', queries: chunks }, chunkLeaves };
}

/** How many of the query's chunks a result matched in its title. */
function titleHits(result: SearchResult, chunkLeaves: readonly Leaf[][]): number {
  const titleTerms = Object.entries(result.match)
    .filter(([, fields]) => fields.includes('title'))
    .map(([term]) => term);
  return chunkLeaves.filter((leaves) =>
    titleTerms.some((term) => leaves.some((leaf) => (leaf.prefix ? term.startsWith(leaf.term) : term === leaf.term))),
  ).length;
}

/**
 * Searches the catalogue for what the shopper typed. An empty answer (no ids)
 * means nothing was found: the UI shows the popular products then.
 */
export function searchCatalogue(
  index: SearchIndex,
  rawQuery: string,
  { limit = 50 }: { limit?: number } = {},
): SearchAnswer {
  const parsed = parseQuery(rawQuery);
  const answer = {
    productIds: [] as string[],
    categoryIds: [] as string[],
    filters: parsed.filters,
    text: parsed.text,
  };
  if (parsed.chunks.length === 0) return answer;
  const { tree, chunkLeaves } = queryTree(parsed, index.vocabulary);
  const ranked = index.products
    .search(tree)
    .map((result, order) => ({ result, order, hits: titleHits(result, chunkLeaves) }))
    .sort((a, b) => b.hits - a.hits || b.result.score - a.result.score || a.order - b.order);
  answer.productIds = ranked.slice(0, limit).map(({ result }) => String(result.id));
  answer.categoryIds = index.categories.search(tree).map((result) => String(result.id));
  return answer;
}
