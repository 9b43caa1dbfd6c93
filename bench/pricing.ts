/**
 * Benchmark of the pricing engine (issue 3): the work the server does when it
 * accepts an order and the cart page does on every change — choose among the
 * live promos, then price the cart with the chosen one. Target: under 1 ms.
 *
 * `npm run bench` imports `benchPricing`; `npx tsx bench/pricing.ts` runs it alone.
 */
import { pathToFileURL } from 'node:url';
import { Rng } from '../scripts/art/svg';
import type { CartItem } from '../src/domain/contract/cart';
import type { Promo } from '../src/domain/contract/promo';
import { kopecks } from '../src/domain/money';
import { priceCart, selectPromo } from '../src/domain/pricing/index';
import { median, printTable } from './table';

export interface BenchResult {
  name: string;
  median: number;
  unit: 'ms';
  target: number;
  runs: number;
}

const LINES = 200;
const PROMOS = 50;
const WARMUP_RUNS = 100;
const RUNS = 400;
const TARGET_MS = 1;
const NOW = new Date('2025-06-15T12:00:00Z');

/** A seeded generator (the artwork's Mulberry32), so every run measures the same input. */
function random(seed: number): () => number {
  const rng = new Rng(seed);
  return () => rng.next();
}

function makeData(): { items: CartItem[]; promos: Promo[] } {
  const next = random(20250615);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const ids = Array.from({ length: LINES }, (_, i) => `pirog-${i.toString().padStart(3, '0')}`);
  const items: CartItem[] = ids.map((_id, i) => {
    const item: CartItem = { _id, cost: kopecks(int(150, 4_500)), count: int(1, 6), title: `Пирог ${i + 1}` };
    if (next() < 0.3) item.discount = int(5, 30);
    return item;
  });
  const day = 86_400_000;
  const promos: Promo[] = Array.from({ length: PROMOS }, (_, i) => {
    // Most promos are live, so the engine actually prices the cart for them.
    const from = NOW.getTime() - int(-3, 30) * day;
    const promo: Promo = {
      _id: `akciya-${i.toString().padStart(2, '0')}`,
      title: `Акция ${i + 1}`,
      dateTimeFrom: new Date(from).toISOString(),
      dateTimeTo: new Date(from + int(1, 60) * day).toISOString(),
      discountForEvery: int(1, 4),
      items: ids.filter(() => next() < 0.2).map((_id) => ({ _id })),
    };
    const kind = i % 3;
    if (kind === 0) promo.discountPercent = int(5, 50);
    else if (kind === 1) promo.discountFiat = kopecks(int(10, 300));
    else promo.discountCost = kopecks(int(100, 2_000));
    if (next() < 0.3) promo.fromTheCost = { value: kopecks(int(50, 3_000) * 100), fromItems: next() < 0.5 };
    if (next() < 0.3) promo.fromTheCount = { value: int(1, 400), fromItems: next() < 0.5 };
    return promo;
  });
  return { items, promos };
}

function measure(name: string, run: () => unknown): BenchResult {
  // Keep results alive so the JIT cannot drop the work as dead code.
  const sink: unknown[] = [];
  for (let i = 0; i < WARMUP_RUNS; i += 1) sink.push(run());
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    sink.push(run());
    samples.push(performance.now() - start);
  }
  if (sink.length !== WARMUP_RUNS + RUNS) throw new Error('benchmark lost results');
  return { name, median: Number(median(samples).toFixed(4)), unit: 'ms', target: TARGET_MS, runs: RUNS };
}

export function benchPricing(): BenchResult[] {
  const { items, promos } = makeData();
  return [
    measure(`pricing: selectPromo (${PROMOS} promos) + priceCart (${LINES} lines)`, () => {
      const promo = selectPromo({ items, promos, now: NOW });
      return priceCart({ items, promo, now: NOW });
    }),
    measure(`pricing: priceCart (${LINES} lines, no promo)`, () => priceCart({ items, promo: null, now: NOW })),
  ];
}

export function pricingRows(results: BenchResult[]): string[][] {
  return results.map((r) => [
    r.name,
    `${r.median.toFixed(4)} ${r.unit}`,
    `${r.target} ${r.unit}`,
    `${r.runs} runs`,
    r.median <= r.target ? 'ok' : 'SLOW',
  ]);
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) printTable(['benchmark', 'median', 'target', 'runs', ''], pricingRows(benchPricing()));
