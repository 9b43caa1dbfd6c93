/**
 * Benchmark of the catalogue search (issue 30): building the index and
 * answering every keystroke of a few typical queries, over the demo catalogue
 * (about 50 products) and a synthetic one of 5,000 made from it with varied
 * words. Targets: under 5 ms per keystroke, the index built in under 200 ms
 * for 5,000 products (judged on the median; the p95 shows the machine's noise).
 *
 * The machine is shared, so each figure comes with this process's CPU time,
 * and the builds also as a ratio to a plain loop over the same texts measured
 * in the same rounds (lower-casing each once): a slower machine or a busier
 * one moves both. A build is measured twice: over words the process has met
 * (a rebuild after a catalogue edit) and over words it has never met (the
 * first build, every word stemmed anew). Keystrokes are measured on an index
 * already searched, and on a new one (a term's postings are filled on first read).
 *
 * `npm run bench` imports `benchSearch`; `npx tsx bench/search.ts` runs it alone.
 */
import { pathToFileURL } from 'node:url';
import { productSeeds } from '../server/db/seed/data/index';
import { DEFAULT_CATEGORIES } from '../src/domain/catalog/categories';
import { createSearchIndex, type SearchableProduct, searchCatalogue } from '../src/domain/search/index';
import { respelled, syntheticCatalogue } from './search-catalogue';
import { median, percentile, printTable } from './table';

export { syntheticCatalogue } from './search-catalogue';

export interface SearchBenchRow {
  name: string;
  median: number;
  p95: number;
  cpuMedian: number;
  /** CPU median over the baseline's CPU median, for the builds. */
  ratio?: number;
  target?: number;
  runs: number;
}

const KEYSTROKE_TARGET_MS = 5;
const BUILD_TARGET_MS = 200;
const LARGE = 5_000;
const ROUNDS = 15;
/** New indexes typed into: each is built first, so fewer rounds. */
const FRESH_ROUNDS = 5;
/** Typed one letter at a time: a phrase, the wrong layout, transliteration, and typos. */
const TYPED = ['пирог с капустой', 'rfgecnf', 'kapusta', 'бурсника', 'пирок с мясом'];

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

function row(name: string, samples: Sample[], target?: number, baseline?: Sample[]): SearchBenchRow {
  const walls = samples.map((sample) => sample.wall);
  const cpuMedian = median(samples.map((sample) => sample.cpu));
  const baselineCpu = baseline ? median(baseline.map((sample) => sample.cpu)) : 0;
  return {
    name,
    median: Number(median(walls).toFixed(3)),
    p95: Number(percentile(walls, 95).toFixed(3)),
    cpuMedian: Number(cpuMedian.toFixed(3)),
    ...(baselineCpu > 0 ? { ratio: Number((cpuMedian / baselineCpu).toFixed(1)) } : {}),
    ...(target === undefined ? {} : { target }),
    runs: samples.length,
  };
}

/** The plain loop the builds are compared with: every text the index reads, lower-cased once. */
function baselineLoop(products: readonly SearchableProduct[]): number {
  let characters = 0;
  for (const product of products) {
    characters += product.title.toLowerCase().length;
    characters += product.composition.toLowerCase().length;
    characters += product.description.toLowerCase().length;
  }
  return characters;
}

/** Every keystroke of every query, each query typed afresh (what earlier ones looked up must not help). */
function typeAll(index: ReturnType<typeof createSearchIndex>, into: Map<string, Sample[]>): void {
  for (const query of TYPED) {
    index.chunkCache.clear();
    for (let at = 1; at <= query.length; at += 1) {
      into.get(query)?.push(timed(() => searchCatalogue(index, query.slice(0, at), { limit: 50 })));
    }
  }
}

function benchCatalogue(label: string, products: readonly SearchableProduct[]): SearchBenchRow[] {
  const build = (catalogue: readonly SearchableProduct[]) => createSearchIndex(catalogue, DEFAULT_CATEGORIES);
  for (let i = 0; i < 3; i += 1) build(products);
  const rebuilds: Sample[] = [];
  const baseline: Sample[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    rebuilds.push(timed(() => build(products)));
    baseline.push(timed(() => baselineLoop(products)));
  }
  const firstBuilds: Sample[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const unseen = respelled(products, round + 1);
    firstBuilds.push(timed(() => build(unseen)));
    baseline.push(timed(() => baselineLoop(unseen)));
  }
  const fresh = new Map<string, Sample[]>(TYPED.map((query) => [query, []]));
  for (let round = 0; round < FRESH_ROUNDS; round += 1) typeAll(build(products), fresh);
  const index = build(products);
  typeAll(index, new Map());
  const perQuery = new Map<string, Sample[]>(TYPED.map((query) => [query, []]));
  for (let round = 0; round < ROUNDS; round += 1) typeAll(index, perQuery);
  return [
    row(`search ${label}: baseline, lower-case every text`, baseline),
    row(`search ${label}: build the index, words met before`, rebuilds, BUILD_TARGET_MS, baseline),
    row(`search ${label}: build the index, every word new`, firstBuilds, BUILD_TARGET_MS, baseline),
    ...TYPED.map((query) => row(`search ${label}: typing «${query}»`, perQuery.get(query) ?? [], KEYSTROKE_TARGET_MS)),
    row(`search ${label}: every keystroke`, [...perQuery.values()].flat(), KEYSTROKE_TARGET_MS),
    row(`search ${label}: every keystroke, new index`, [...fresh.values()].flat(), KEYSTROKE_TARGET_MS),
  ];
}

export function benchSearch(): SearchBenchRow[] {
  return [
    ...benchCatalogue(`${productSeeds.length} products`, productSeeds),
    ...benchCatalogue(`${LARGE} products`, syntheticCatalogue(LARGE)),
  ];
}

export const SEARCH_TABLE_HEADER = ['benchmark', 'median', 'p95', 'CPU median', '× baseline', 'target', 'runs', ''];

export function searchRows(rows: SearchBenchRow[]): string[][] {
  return rows.map((r) => [
    r.name,
    `${r.median.toFixed(3)} ms`,
    `${r.p95.toFixed(3)} ms`,
    `${r.cpuMedian.toFixed(3)} ms`,
    r.ratio === undefined ? '' : `${r.ratio}×`,
    r.target === undefined ? '' : `${r.target} ms`,
    `${r.runs} runs`,
    r.target === undefined ? '' : r.median <= r.target ? 'ok' : 'SLOW',
  ]);
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) printTable(SEARCH_TABLE_HEADER, searchRows(benchSearch()));
