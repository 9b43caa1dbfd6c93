/**
 * Issue 29: how long a price change takes to reach another node's catalogue.
 * Two built shops in their own processes on one throwaway PostgreSQL database
 * (no Redis: the database's triggers NOTIFY the nodes). Each round changes the
 * price of one product, alternately through the back office on node A
 * (`PUT /api/admin/products/{id}`) and by SQL typed by hand, and polls node
 * B's `GET /api/products/all` every `POLL_MS` until it shows the new price.
 * Only 127.0.0.1 is spoken to. Skipped (with a note) when no PostgreSQL answers.
 *
 * `npm run bench` imports it; `npx tsx bench/price-propagation.ts` runs it alone (after a build).
 */
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { AdminProductAnswer } from '../src/domain/contract/admin';
import { ProductsAllAnswer } from '../src/domain/contract/api';
import { endpoints } from '../src/domain/contract/endpoints';
import { buildPath } from '../src/domain/contract/http';
import { kopecksToByn } from '../src/domain/money';
import { startShop } from '../tests/support/pwa-server';
import { removeBuildCopy, snapshotBuild } from './build-copy';
import { throwawayPostgres } from './postgres';
import { signIn } from './staff-session';
import { median, percentile, printTable } from './table';

const PORT = Number(process.env.BENCH_PRICE_PORT ?? 3190);
const ROUNDS = Number(process.env.BENCH_PRICE_ROUNDS ?? 40);
const POLL_MS = 5;
const GIVE_UP_MS = 10_000;
const PRODUCT = 'kapusta-yaytso';

export interface PricePropagationResult {
  via: 'back office' | 'SQL';
  rounds: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const json = async (response: Response): Promise<unknown> => {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return response.json();
};

async function priceOn(url: string): Promise<number | undefined> {
  const answer = ProductsAllAnswer.parse(await json(await fetch(`${url}${buildPath(endpoints.productsAll)}`)));
  return answer.products.find((product) => product._id === PRODUCT)?.cost;
}

/** Milliseconds from the change's answer until node B shows `kopecks`. */
async function untilShown(url: string, kopecks: number, since: number): Promise<number> {
  for (;;) {
    if ((await priceOn(url)) === kopecks) return performance.now() - since;
    if (performance.now() - since > GIVE_UP_MS) throw new Error(`node B never showed ${kopecks} kopecks`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export async function benchPricePropagation(): Promise<{ rows: PricePropagationResult[]; notes: string[] }> {
  const database = await throwawayPostgres({ demoStaff: true });
  if (!database) return { rows: [], notes: ['No PostgreSQL answered: the price propagation bench was skipped.'] };
  const app = snapshotBuild('bench-price');
  const env = { DATABASE_URL: database.url };
  const nodeA = await startShop(app, PORT, env);
  const nodeB = await startShop(app, PORT + 2, env);
  const hand = new pg.Client({ connectionString: database.url });
  await hand.connect();
  try {
    const cookie = await signIn(nodeA.url);
    const headers = { 'content-type': 'application/json', origin: nodeA.url, cookie };
    const productPath = buildPath(endpoints.adminProduct, { id: PRODUCT });
    const times: Record<PricePropagationResult['via'], number[]> = { 'back office': [], SQL: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      const { product, version } = AdminProductAnswer.parse(
        await json(await fetch(`${nodeA.url}${productPath}`, { headers })),
      );
      const next = product.cost + 1;
      // Warm both nodes' read models on the current price, so the poll measures the change only.
      await priceOn(nodeB.url);
      if (round % 2 === 0) {
        const body = { product: { ...product, cost: kopecksToByn(next as typeof product.cost) }, version };
        await json(await fetch(`${nodeA.url}${productPath}`, { method: 'PUT', headers, body: JSON.stringify(body) }));
        times['back office'].push(await untilShown(nodeB.url, next, performance.now()));
      } else {
        await hand.query('update products set cost_kopecks = $1, version = version + 1 where id = $2', [next, PRODUCT]);
        times.SQL.push(await untilShown(nodeB.url, next, performance.now()));
      }
    }
    const rows = (Object.entries(times) as [PricePropagationResult['via'], number[]][]).map(([via, values]) => ({
      via,
      rounds: values.length,
      p50Ms: median(values),
      p99Ms: percentile(values, 99),
      maxMs: Math.max(...values),
    }));
    return { rows, notes: [] };
  } finally {
    await hand.end();
    await nodeA.stop();
    await nodeB.stop();
    removeBuildCopy(app);
    await database.drop();
  }
}

export function printPricePropagation({ rows, notes }: { rows: PricePropagationResult[]; notes: string[] }): void {
  console.info(
    `\nPrice change to another node's GET ${endpoints.productsAll.path} (two nodes on PostgreSQL, polled every ${POLL_MS} ms; target under 1 s)`,
  );
  printTable(
    ['changed through', 'rounds', 'p50', 'p99', 'max', ''],
    rows.map((row) => [
      row.via,
      String(row.rounds),
      `${row.p50Ms.toFixed(1)} ms`,
      `${row.p99Ms.toFixed(1)} ms`,
      `${row.maxMs.toFixed(1)} ms`,
      row.p99Ms < 1_000 ? 'ok' : 'SLOW',
    ]),
  );
  for (const note of notes) console.info(note);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printPricePropagation(await benchPricePropagation());
}
