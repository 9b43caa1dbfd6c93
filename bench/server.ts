/**
 * Server throughput (issue 11 part 8), as ratios measured in one run: the built
 * shop (its own process, embedded database in a temp folder) against a bare
 * Fastify answering the very same bytes from memory (bench/baseline-server.ts,
 * also its own process). autocannon drives each with 20 connections over
 * loopback: a warm-up until each one's rate is steady (bench/steady.ts), then
 * alternating rounds of each. Targets: the read API at least
 * 0.5 of the baseline, the server-rendered home page at least 0.25.
 *
 * `npm run bench` imports it; `npx tsx bench/server.ts` runs it alone (after a build).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { endpoints } from '../src/domain/contract/endpoints';
import { buildPath } from '../src/domain/contract/http';
import { startShop } from '../tests/support/pwa-server';
import type { BaselineAnswer } from './baseline-server';
import { removeBuildCopy, snapshotBuild } from './build-copy';
import { warmUntilSteady } from './steady';
import { printTable } from './table';

const PORT = Number(process.env.BENCH_SERVER_PORT ?? 3170);
const BASELINE_PORT = PORT + 2;
const CONNECTIONS = 20;
const ROUNDS = 5;
const ROUND_SECONDS = 1;

interface BenchCase {
  name: string;
  path: string;
  headers?: Record<string, string>;
  /** Least acceptable share of the baseline's requests per second; none for rows shown for information. */
  target?: number;
}

const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const PRODUCTS_ALL = buildPath(endpoints.productsAll);
const readCase = (path: string): BenchCase => ({ name: `GET ${path}`, path, target: 0.5 });

const CASES: BenchCase[] = [
  readCase(PRODUCTS_ALL),
  readCase(buildPath(endpoints.promos)),
  readCase(buildPath(endpoints.posts, { direction: '-1', limit: 10 })),
  readCase(buildPath(endpoints.adresa)),
  { name: 'GET / (server-rendered)', path: '/', target: 0.25 },
  // As browsers ask: the API answer brotli-compressed once per version; the page gzip-spliced around its nonce.
  { name: `GET ${PRODUCTS_ALL}, compressed`, path: PRODUCTS_ALL, headers: BROWSER_ENCODINGS },
  { name: 'GET /, compressed', path: '/', headers: BROWSER_ENCODINGS },
];

export interface ServerBenchRow {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  baselineRequestsPerSecond: number;
  ratio: number;
  target: number | undefined;
  /** Non-2xx answers or socket errors during the measured runs (should be 0). */
  failures: number;
}

interface Measured {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

/** One GET with the raw bytes as sent (no decompression). */
function fetchRaw(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

async function drive(url: string, headers: Record<string, string>, seconds: number): Promise<Measured> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The shop and the baseline in alternating one-second rounds after a warm-up
 * each, so both see the same background load (the machine is shared).
 * Requests per second over all rounds; latencies are the median of the rounds'.
 */
async function measurePair(shop: string, baseline: string, headers: Record<string, string>) {
  await warmUntilSteady(async (seconds) => (await drive(shop, headers, seconds)).requestsPerSecond);
  await warmUntilSteady(async (seconds) => (await drive(baseline, headers, seconds)).requestsPerSecond);
  const ours: Measured[] = [];
  const bare: Measured[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    ours.push(await drive(shop, headers, ROUND_SECONDS));
    bare.push(await drive(baseline, headers, ROUND_SECONDS));
  }
  const summary = (rounds: Measured[]): Measured => ({
    requestsPerSecond: rounds.reduce((sum, round) => sum + round.requestsPerSecond, 0) / rounds.length,
    p50Ms: median(rounds.map((round) => round.p50Ms)),
    p99Ms: median(rounds.map((round) => round.p99Ms)),
    failures: rounds.reduce((sum, round) => sum + round.failures, 0),
  });
  return { ours: summary(ours), bare: summary(bare) };
}

async function startBaseline(answers: BaselineAnswer[]): Promise<{ stop(): Promise<void> }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'teply-pirog-baseline-'));
  const answersFile = path.join(folder, 'answers.json');
  writeFileSync(answersFile, JSON.stringify(answers));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'baseline-server.ts'), answersFile, String(BASELINE_PORT)],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      rmSync(folder, { recursive: true, force: true });
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the baseline server exited (${child.exitCode})`);
    const up = await fetchRaw(`http://127.0.0.1:${BASELINE_PORT}/health`, {}).then(
      (response) => response.status === 200,
      () => false,
    );
    if (up) return { stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the baseline server did not start in 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function benchServer(): Promise<ServerBenchRow[]> {
  const app = snapshotBuild('bench-server');
  const shop = await startShop(app, PORT);
  try {
    // The baseline answers exactly what the shop answered (headers that shape the bytes included).
    const answers: BaselineAnswer[] = [];
    for (const [index, benchCase] of CASES.entries()) {
      const sample = await fetchRaw(`${shop.url}${benchCase.path}`, benchCase.headers ?? {});
      if (sample.status !== 200) throw new Error(`${benchCase.path} answered ${sample.status}`);
      const headers: Record<string, string> = { 'content-type': String(sample.headers['content-type']) };
      if (sample.headers['content-encoding']) headers['content-encoding'] = sample.headers['content-encoding'];
      answers.push({ path: `/${index}`, body: sample.body.toString('base64'), headers });
    }
    const baseline = await startBaseline(answers);
    try {
      const rows: ServerBenchRow[] = [];
      for (const [index, benchCase] of CASES.entries()) {
        const headers = benchCase.headers ?? {};
        const { ours, bare } = await measurePair(
          `${shop.url}${benchCase.path}`,
          `http://127.0.0.1:${BASELINE_PORT}/${index}`,
          headers,
        );
        rows.push({
          name: benchCase.name,
          requestsPerSecond: ours.requestsPerSecond,
          p50Ms: ours.p50Ms,
          p99Ms: ours.p99Ms,
          baselineRequestsPerSecond: bare.requestsPerSecond,
          ratio: bare.requestsPerSecond > 0 ? ours.requestsPerSecond / bare.requestsPerSecond : 0,
          target: benchCase.target,
          failures: ours.failures + bare.failures,
        });
      }
      return rows;
    } finally {
      await baseline.stop();
    }
  } finally {
    await shop.stop();
    removeBuildCopy(app);
  }
}

export function serverRows(rows: ServerBenchRow[]): string[][] {
  return rows.map((row) => {
    let verdict = '';
    if (row.failures > 0) verdict = `${row.failures} FAILED`;
    else if (row.target !== undefined) verdict = row.ratio >= row.target ? 'ok' : 'LOW';
    return [
      row.name,
      String(Math.round(row.requestsPerSecond)),
      `${row.p50Ms} ms`,
      `${row.p99Ms} ms`,
      String(Math.round(row.baselineRequestsPerSecond)),
      row.ratio.toFixed(2),
      row.target === undefined ? '' : `≥ ${row.target}`,
      verdict,
    ];
  });
}

export const SERVER_TABLE_HEADER = ['endpoint', 'req/s', 'p50', 'p99', 'baseline req/s', 'ratio', 'target', ''];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printTable(SERVER_TABLE_HEADER, serverRows(await benchServer()));
}
