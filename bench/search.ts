/**
 * Benchmark of the catalogue search (issue 30): building the index and
 * answering every keystroke of a few typical queries, over the demo catalogue
 * (about 50 products) and a synthetic one of 5,000 made from it with varied
 * words. Targets: under 5 ms per keystroke, the index built in under 200 ms
 * for 5,000 products (judged on the median; the p95 shows the machine's noise).
 *
 * `npm run bench` imports `benchSearch`; `npx tsx bench/search.ts` runs it alone.
 */
import { pathToFileURL } from 'node:url';
import { productSeeds } from '../server/db/seed/data/index';
import { DEFAULT_CATEGORIES } from '../src/domain/catalog/categories';
import { createSearchIndex, type SearchableProduct, searchCatalogue } from '../src/domain/search/index';
import { median, percentile, printTable } from './table';

export interface SearchBenchRow {
  name: string;
  median: number;
  p95: number;
  cpuMedian: number;
  target: number;
  runs: number;
}

const KEYSTROKE_TARGET_MS = 5;
const BUILD_TARGET_MS = 200;
const LARGE = 5_000;
const ROUNDS = 15;
/** Typed one letter at a time: a phrase, the wrong layout, transliteration, and typos. */
const TYPED = ['пирог с капустой', 'rfgecnf', 'kapusta', 'бурсника', 'пирок с мясом'];

const FILLINGS = [
  'капустой',
  'грибами',
  'мясом',
  'курицей',
  'картофелем',
  'вишней',
  'яблоком',
  'брусникой',
  'черникой',
  'творогом',
  'сыром',
  'луком',
  'яйцом',
  'рисом',
  'тыквой',
  'морковью',
  'щавелем',
  'клюквой',
  'смородиной',
  'малиной',
  'абрикосом',
  'сливой',
  'грушей',
  'маком',
  'орехами',
  'изюмом',
  'лососем',
  'треской',
  'индейкой',
  'говядиной',
  'шпинатом',
  'брокколи',
  'фасолью',
  'горохом',
  'свеклой',
  'облепихой',
  'крыжовником',
  'персиком',
  'бананом',
  'медом',
];
const SYLLABLES = ['ла', 'до', 'ми', 'ра', 'ве', 'ти', 'но', 'су', 'ка', 'бо', 'ре', 'жа', 'ло', 'гу', 'фе', 'ны'];

/** Mulberry32: a tiny seeded generator, so every run measures the same catalogue. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * `count` products shaped like the demo ones: their titles, compositions and
 * descriptions, with other fillings and a made-up variety name each, so the
 * index holds thousands of distinct terms like a real large catalogue.
 */
export function syntheticCatalogue(count: number): SearchableProduct[] {
  const next = random(30);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const word = () => Array.from({ length: 2 + Math.floor(next() * 3) }, () => pick(SYLLABLES)).join('');
  return Array.from({ length: count }, (_, index) => {
    const base = productSeeds[index % productSeeds.length] as SearchableProduct;
    const [first, second] = [pick(FILLINGS), pick(FILLINGS)];
    const head = base.title.split(' с ')[0] ?? base.title;
    return {
      _id: `${base._id}-${index}`,
      title: `${head} с ${first} и ${second} «${word()}»`,
      category: base.category,
      composition: `${base.composition} ${first}, ${second}, ${word()}, ${word()}.`,
      description: `${base.description} ${word()} ${word()}.`,
    };
  });
}

interface Sample {
  wall: number;
  /** This process's CPU time: what the work costs when other processes share the machine's cores. */
  cpu: number;
}

function timed(run: () => unknown): Sample {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  run();
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  return { wall, cpu: (cpu.user + cpu.system) / 1000 };
}

function row(name: string, samples: Sample[], target: number): SearchBenchRow {
  const walls = samples.map((sample) => sample.wall);
  return {
    name,
    median: Number(median(walls).toFixed(3)),
    p95: Number(percentile(walls, 95).toFixed(3)),
    cpuMedian: Number(median(samples.map((sample) => sample.cpu)).toFixed(3)),
    target,
    runs: samples.length,
  };
}

function benchCatalogue(label: string, products: readonly SearchableProduct[]): SearchBenchRow[] {
  const build = () => createSearchIndex(products, DEFAULT_CATEGORIES);
  for (let i = 0; i < 3; i += 1) build();
  const builds = Array.from({ length: ROUNDS }, () => timed(build));
  const index = build();
  const keystrokes = TYPED.flatMap((query) => Array.from(query, (_, at) => query.slice(0, at + 1)));
  for (const query of keystrokes) searchCatalogue(index, query, { limit: 50 });
  const perQuery = new Map<string, Sample[]>(TYPED.map((query) => [query, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const query of TYPED) {
      // Each query typed afresh: what earlier rounds looked up must not make this one cheaper.
      index.chunkCache.clear();
      for (let at = 1; at <= query.length; at += 1) {
        perQuery.get(query)?.push(timed(() => searchCatalogue(index, query.slice(0, at), { limit: 50 })));
      }
    }
  }
  return [
    row(`search ${label}: build the index`, builds, BUILD_TARGET_MS),
    ...TYPED.map((query) => row(`search ${label}: typing «${query}»`, perQuery.get(query) ?? [], KEYSTROKE_TARGET_MS)),
    row(`search ${label}: every keystroke`, [...perQuery.values()].flat(), KEYSTROKE_TARGET_MS),
  ];
}

export function benchSearch(): SearchBenchRow[] {
  return [
    ...benchCatalogue(`${productSeeds.length} products`, productSeeds),
    ...benchCatalogue(`${LARGE} products`, syntheticCatalogue(LARGE)),
  ];
}

export const SEARCH_TABLE_HEADER = ['benchmark', 'median', 'p95', 'CPU median', 'target', 'runs', ''];

export function searchRows(rows: SearchBenchRow[]): string[][] {
  return rows.map((r) => [
    r.name,
    `${r.median.toFixed(3)} ms`,
    `${r.p95.toFixed(3)} ms`,
    `${r.cpuMedian.toFixed(3)} ms`,
    `${r.target} ms`,
    `${r.runs} runs`,
    r.median <= r.target ? 'ok' : 'SLOW',
  ]);
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) printTable(SEARCH_TABLE_HEADER, searchRows(benchSearch()));
