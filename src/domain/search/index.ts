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
import type MiniSearch from 'minisearch';
import type { Query } from 'minisearch';
import type { Product } from '../contract/catalog';
import { buildIndex, WordTable } from './build';
import { parseQuery, type QueryChunk } from './query';
import type { FilterHints } from './shortcuts';
import { isStopWord, stemOf, uncachedStemOf } from './stem';
import { typoBudget, Vocabulary } from './typos';

export type { FilterHints } from './shortcuts';

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
  /** The products of recently searched chunks, least recently used first (see `chunkMatches`). */
  readonly chunkCache: Map<string, ChunkMatches>;
}

export interface SearchResults {
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
const PRODUCT_FIELDS = ['title', 'category', 'composition', 'description'] as const;
/** Relative weights of the ways a word matches: by its stem, as typed, corrected, by its shortened stem. */
const WEIGHT = { exact: 1, typed: 0.8, corrected: 0.4, shortened: 0.3 } as const;
/** A single letter being typed is matched whole: as a beginning it would match most of the catalogue. */
const MIN_PREFIX_LENGTH = 2;
/** A beginning shorter than this is looked up in titles only. */
const SHORT_PREFIX = 3;
/** Chunks whose products are kept: a few queries' worth of keystrokes. */
const CHUNK_CACHE_SIZE = 32;
/** At most this many corrections per word, nearest first: more only adds noise and time. */
const MAX_CORRECTIONS = 6;

/** Every word the indexes met, as its term: stop words are not indexed, the others by their stem. */
const WORDS = new WordTable((word) => (isStopWord(word) ? null : uncachedStemOf(word)));
/** Queries arrive as terms already. */
const SEARCH_OPTIONS = { tokenize: (term: string) => [term], processTerm: (term: string) => term };
const PRODUCT_SEARCH_OPTIONS = { ...SEARCH_OPTIONS, boost: PRODUCT_FIELD_BOOSTS };

/** Builds the index of a catalogue; rebuild it when the catalogue changes. */
export function createSearchIndex(
  products: readonly SearchableProduct[],
  categories: readonly SearchableCategory[],
): SearchIndex {
  const categoryTitles = new Map(categories.map((category) => [category.id, category.title]));
  const productIndex = buildIndex<SearchableProduct>(
    products,
    {
      fields: PRODUCT_FIELDS,
      idOf: (product) => String(product._id),
      textOf: (product, field) =>
        field === 'category'
          ? (categoryTitles.get(product.category) ?? '')
          : String(product[field as keyof SearchableProduct]),
      repeatedFields: ['category'],
    },
    WORDS,
    { idField: '_id', fields: [...PRODUCT_FIELDS], searchOptions: PRODUCT_SEARCH_OPTIONS },
  );
  const categoryIndex = buildIndex<SearchableCategory>(
    categories,
    { fields: ['title'], idOf: (category) => String(category.id), textOf: (category) => category.title },
    WORDS,
    { fields: ['title'], searchOptions: SEARCH_OPTIONS },
  );
  return {
    products: productIndex.index,
    categories: categoryIndex.index,
    // Typo corrections are looked up among the catalogue's own terms.
    vocabulary: new Vocabulary({ trees: [productIndex.termTree, categoryIndex.termTree] }),
    chunkCache: new Map(),
  };
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

/** A query chunk as MiniSearch's tree: any of its readings, each reading all of its words, each word any of its leaves. */
function chunkTree(chunk: QueryChunk, typed: boolean, vocabulary: Vocabulary): Query {
  return {
    combineWith: 'OR',
    queries: chunk.readings.map((reading) => ({
      combineWith: 'AND' as const,
      queries: reading.map((word, wordIndex) => ({
        combineWith: 'OR' as const,
        queries: leavesOf(word, typed && wordIndex === reading.length - 1, vocabulary).map(
          ({ term, prefix, weight }) => ({
            queries: [term],
            prefix,
            boostTerm: () => weight,
            // A beginning of one or two letters matches half the catalogue's words: titles only.
            ...(prefix && term.length < SHORT_PREFIX ? { fields: ['title', 'category'] } : {}),
          }),
        ),
      })),
    })),
  };
}

/** The products one chunk matches: score, and whether it matched in the title. */
type ChunkMatches = Map<string, { score: number; title: boolean }>;

/**
 * The products a chunk matches, from the cache when the same chunk was
 * searched before: typing `пирог с капустой` letter by letter looks up `пирог`
 * once, not at every keystroke of `капустой`.
 */
function chunkMatches(index: SearchIndex, chunk: QueryChunk, typed: boolean): ChunkMatches {
  const key = `${typed ? '+' : '='}${chunk.raw}`;
  const cached = index.chunkCache.get(key);
  if (cached) {
    // Map order is insertion order: re-inserting makes it the most recently used.
    index.chunkCache.delete(key);
    index.chunkCache.set(key, cached);
    return cached;
  }
  const matches: ChunkMatches = new Map();
  for (const result of index.products.search(chunkTree(chunk, typed, index.vocabulary))) {
    const title = Object.values(result.match).some((fields) => fields.includes('title'));
    matches.set(String(result.id), { score: result.score, title });
  }
  if (index.chunkCache.size >= CHUNK_CACHE_SIZE) {
    const oldest = index.chunkCache.keys().next().value;
    if (oldest !== undefined) index.chunkCache.delete(oldest);
  }
  index.chunkCache.set(key, matches);
  return matches;
}

/**
 * Searches the catalogue for what the shopper typed. An empty answer (no ids)
 * means nothing was found: the UI shows the popular products then.
 */
export function searchCatalogue(
  index: SearchIndex,
  rawQuery: string,
  { limit = 50 }: { limit?: number } = {},
): SearchResults {
  const parsed = parseQuery(rawQuery);
  const answer = {
    productIds: [] as string[],
    categoryIds: [] as string[],
    filters: parsed.filters,
    text: parsed.text,
  };
  if (parsed.chunks.length === 0) return answer;
  const last = parsed.chunks.length - 1;
  const typedAt = (at: number) => parsed.typing && at === last;
  // Every chunk must match: start from the one with fewest products.
  const perChunk = parsed.chunks
    .map((chunk, at) => chunkMatches(index, chunk, typedAt(at)))
    .sort((a, b) => a.size - b.size);
  const [fewest, ...others] = perChunk;
  const ranked: { id: string; score: number; titleHits: number; order: number }[] = [];
  for (const [id, match] of fewest ?? []) {
    let score = match.score;
    let titleHits = match.title ? 1 : 0;
    let everywhere = true;
    for (const other of others) {
      const found = other.get(id);
      if (!found) {
        everywhere = false;
        break;
      }
      score += found.score;
      if (found.title) titleHits += 1;
    }
    if (everywhere) ranked.push({ id, score, titleHits, order: ranked.length });
  }
  // Title matches first (title above composition and description), then by score.
  ranked.sort((a, b) => b.titleHits - a.titleHits || b.score - a.score || a.order - b.order);
  answer.productIds = ranked.slice(0, limit).map(({ id }) => id);
  const categoryTree: Query = {
    combineWith: 'AND',
    queries: parsed.chunks.map((chunk, at) => chunkTree(chunk, typedAt(at), index.vocabulary)),
  };
  answer.categoryIds = index.categories.search(categoryTree).map((result) => String(result.id));
  return answer;
}
