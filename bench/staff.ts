/**
 * The bakery's side under load (issue 26): the built shop in its own process
 * (fresh data folder), the demo admin signed in, on-receipt pickup orders
 * placed through `POST /api/payment` over the shops and slots of the next
 * days. Then:
 *
 * - stage moves per second: autocannon, `CONNECTIONS` connections, each
 *   request moving a different order one stage on (every order
 *   `accepted → baking`, then every one `baking → ready`), so none is a 409;
 * - fan-out: `SOCKETS` sockets of `/staff` (bench/staff-fanout.ts) and
 *   orders of one shop moved one at a time, timed to each socket's event.
 *
 * On the embedded database and, when one answers, on PostgreSQL in a
 * throwaway database (bench/postgres.ts). Only 127.0.0.1 is spoken to.
 *
 * `npm run bench` imports it; `npx tsx bench/staff.ts` runs it alone (after a build).
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { IDEMPOTENCY_KEY_HEADER, PaymentAnswer } from '../src/domain/contract/checkout';
import { endpoints } from '../src/domain/contract/endpoints';
import { buildPath } from '../src/domain/contract/http';
import { StaffOrdersAnswer, type StageBody } from '../src/domain/contract/staff';
import { startShop } from '../tests/support/pwa-server';
import { shopEnvironment } from '../tests/support/shop-env';
import { removeBuildCopy, snapshotBuild } from './build-copy';
import { openSlots, paymentBody, type SlotChoice, shuffle } from './orders';
import { throwawayPostgres } from './postgres';
import { type FanoutResult, measureFanout, SOCKETS } from './staff-fanout';
import { signIn } from './staff-session';
import { printTable } from './table';

const PORT = Number(process.env.BENCH_STAFF_PORT ?? 3184);
/** Orders whose stages autocannon moves: two moves each. */
const ORDERS = Number(process.env.BENCH_STAFF_ORDERS ?? 400);
/** Orders of one shop moved one at a time for the fan-out. */
const FANOUT_MOVES = 100;
const CONNECTIONS = 10;
const WARMUP_MOVES = 40;
/** Orders placed at once while preparing (not measured). */
const PLACING = 8;
const REQUEST_TIMEOUT_MS = 30_000;
/** A run of moves is stopped here whatever is left, so the bench always ends. */
const RUN_CEILING_MS = 120_000;

export interface StageMovesResult {
  moves: number;
  movesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
}

export interface StaffBenchRow {
  name: string;
  stage: StageMovesResult;
  fanout: FanoutResult;
}

interface Move {
  uid: string;
  body: StageBody;
}

const call = (url: string, path: string, init: RequestInit = {}) =>
  fetch(`${url}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', origin: url, ...init.headers },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });

/** Places an on-receipt order at each choice, `PLACING` at a time; the uids of those placed. */
async function placeOrders(url: string, choices: SlotChoice[]): Promise<string[]> {
  const queue = [...choices];
  const uids: string[] = [];
  const place = async () => {
    for (let choice = queue.pop(); choice; choice = queue.pop()) {
      const response = await call(url, buildPath(endpoints.paymentCreate), {
        method: 'POST',
        headers: { [IDEMPOTENCY_KEY_HEADER]: randomBytes(18).toString('base64url') },
        body: JSON.stringify(paymentBody(choice, 'on_receipt')),
      });
      if (!response.ok) throw new Error(`placing an order answered ${response.status}: ${await response.text()}`);
      uids.push(PaymentAnswer.parse(await response.json()).orderId);
    }
  };
  await Promise.all(Array.from({ length: PLACING }, place));
  return uids;
}

/** Those of `uids` the shop's board lists at stage `accepted`. */
async function acceptedOrders(url: string, cookie: string, shopId: string, uids: string[]): Promise<string[]> {
  const response = await call(url, `${buildPath(endpoints.staffOrders)}?${new URLSearchParams({ shop: shopId })}`, {
    headers: { cookie },
  });
  if (!response.ok) throw new Error(`the staff board answered ${response.status}: ${await response.text()}`);
  const { orders } = StaffOrdersAnswer.parse(await response.json());
  const accepted = new Set(orders.filter((order) => order.stage === 'accepted').map((order) => order.uid));
  return uids.filter((uid) => accepted.has(uid));
}

/** The moves, in order, one request each. */
function driveMoves(url: string, cookie: string, moves: readonly Move[]): Promise<StageMovesResult> {
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: Math.min(CONNECTIONS, moves.length),
        amount: moves.length,
        // A slow answer on a busy machine is still a move: counted, not dropped at autocannon's 10 s.
        timeout: REQUEST_TIMEOUT_MS / 1000,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              // autocannon builds a request just before sending it and stops at `amount`: each move is sent once.
              const move = moves[next++] as Move;
              return {
                ...request,
                path: buildPath(endpoints.staffOrderStage, { uid: move.uid }),
                headers: { 'content-type': 'application/json', cookie, origin: url },
                body: JSON.stringify(move.body),
              };
            },
          },
        ],
      },
      (error, result) => {
        clearTimeout(ceiling);
        if (error) return reject(error);
        resolve({
          moves: result['2xx'],
          movesPerSecond: result['2xx'] / result.duration,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      },
    );
    const ceiling = setTimeout(() => instance.stop(), RUN_CEILING_MS);
  });
}

async function benchOn(app: string, label: string, env: NodeJS.ProcessEnv): Promise<StaffBenchRow> {
  const shop = await startShop(app, PORT, env);
  try {
    const cookie = await signIn(shop.url);
    const choices = shuffle(await openSlots(shop.url));
    // The fan-out's orders come from the shop with the most room; the others spread over every shop.
    const room = new Map<string, number>();
    for (const choice of choices) room.set(choice.point, (room.get(choice.point) ?? 0) + 1);
    const shopId = [...room].sort((a, b) => b[1] - a[1])[0]?.[0];
    if (!shopId) throw new Error('no pickup slot has room in the next days');
    const fanoutChoices = choices.filter((choice) => choice.point === shopId).slice(0, FANOUT_MOVES);
    const stageChoices = choices.filter((choice) => !fanoutChoices.includes(choice)).slice(0, ORDERS);
    const fanoutUids = await acceptedOrders(shop.url, cookie, shopId, await placeOrders(shop.url, fanoutChoices));
    const stageUids = await placeOrders(shop.url, stageChoices);

    const moves: Move[] = [
      ...stageUids.map((uid) => ({ uid, body: { from: 'accepted', to: 'baking' } as const })),
      ...stageUids.map((uid) => ({ uid, body: { from: 'baking', to: 'ready' } as const })),
    ];
    // The warm-up takes the first `accepted → baking` moves; their orders' next moves stay in the run.
    await driveMoves(shop.url, cookie, moves.splice(0, WARMUP_MOVES));
    const stage = await driveMoves(shop.url, cookie, moves);

    const realtimeUrl = `http://127.0.0.1:${shopEnvironment(PORT, '').REALTIME_PORT}`;
    const fanout = await measureFanout({ url: shop.url, realtimeUrl, cookie, shopId, uids: fanoutUids });
    return { name: label, stage, fanout };
  } finally {
    await shop.stop();
  }
}

export async function benchStaff(): Promise<{ rows: StaffBenchRow[]; notes: string[] }> {
  const app = snapshotBuild('bench-staff');
  const notes: string[] = [];
  try {
    const rows = [await benchOn(app, 'PGlite', {})];
    const postgres = await throwawayPostgres({ demoStaff: true });
    if (postgres) {
      try {
        rows.push(await benchOn(app, 'PostgreSQL', { DATABASE_URL: postgres.url }));
      } finally {
        await postgres.drop();
      }
    } else {
      notes.push('No PostgreSQL answered: the PostgreSQL rows are missing.');
    }
    return { rows, notes };
  } finally {
    removeBuildCopy(app);
  }
}

export const STAGE_TABLE_HEADER = [
  `POST ${endpoints.staffOrderStage.path}`,
  'moves/s',
  'p50',
  'p99',
  'moves',
  'non-2xx',
];

export function stageRows(rows: StaffBenchRow[]): string[][] {
  return rows.map(({ name, stage }) => [
    name,
    String(Math.round(stage.movesPerSecond)),
    `${stage.p50Ms} ms`,
    `${stage.p99Ms} ms`,
    String(stage.moves),
    String(stage.non2xx) + (stage.errors > 0 ? ` (+${stage.errors} errors or timeouts)` : ''),
  ]);
}

export const FANOUT_TABLE_HEADER = [
  `staff_orders_{shopId} to ${SOCKETS} sockets`,
  'p50',
  'p99',
  `all ${SOCKETS} p50`,
  `all ${SOCKETS} p99`,
  'deliveries',
  'missed',
];

export function fanoutRows(rows: StaffBenchRow[]): string[][] {
  return rows.map(({ name, fanout }) => [
    name,
    `${fanout.p50Ms.toFixed(1)} ms`,
    `${fanout.p99Ms.toFixed(1)} ms`,
    `${fanout.allP50Ms.toFixed(1)} ms`,
    `${fanout.allP99Ms.toFixed(1)} ms`,
    `${fanout.deliveries} (${fanout.moves} moves)`,
    String(fanout.missed),
  ]);
}

/** Both tables with their headings, as `npm run bench` prints them. */
export function printStaffBench({ rows, notes }: { rows: StaffBenchRow[]; notes: string[] }): void {
  console.info(
    `\nStage moves through POST ${endpoints.staffOrderStage.path} (autocannon, ${CONNECTIONS} connections, each request a different order one stage on; \`npx tsx bench/staff.ts\`)`,
  );
  printTable(STAGE_TABLE_HEADER, stageRows(rows));
  console.info(
    `\nFan-out: one move at a time to ${SOCKETS} /staff sockets of one admin session, from the request to each socket's event (p50, p99) and to the last socket's (all ${SOCKETS}: per move)`,
  );
  printTable(FANOUT_TABLE_HEADER, fanoutRows(rows));
  for (const note of notes) console.info(note);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printStaffBench(await benchStaff());
}
