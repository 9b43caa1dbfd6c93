/**
 * Shoppers' sockets on one node (issue 31): `BENCH_SOCKETS` (10,000) signed-in
 * shoppers' tabs connected to the built shop's realtime port at once, then
 * orders of a sample of them moved on by the staff, one push each.
 *
 * - The shop runs in its own process on a throwaway PostgreSQL database (the
 *   accounts are written into it first: bench/sockets-accounts.ts); the tabs
 *   live in `BENCH_SOCKETS_CLIENTS` child processes (bench/sockets-client.ts),
 *   each fetching its identity tokens through `GET /priapi/user/logged` and
 *   connecting with the real handshake (token and device cookie).
 * - Memory per socket: the server's RSS and V8 heap (its `/metrics` on
 *   `METRICS_PORT`) after the tokens were fetched and again once every socket
 *   is connected, the difference divided by the sockets.
 * - Pushes: twice `BENCH_SOCKETS_PUSHES` (300) of the shoppers placed an
 *   on-receipt order (`POST /priapi/user/payment`) before connecting; the demo
 *   admin moves each `accepted → baking` (`BENCH_SOCKETS_MOVES_PER_S`, 20 a second), and each push is
 *   timed from sending that request to the shopper's socket hearing
 *   `order_{uid}`, and `user_data_{id}` (the account's live update, which waits
 *   50 ms on purpose for more of the same user's changes). The first half is
 *   moved while only its own sockets are up, the second with every socket: on
 *   a machine shared with other work, the two rounds tell the sockets' cost
 *   from the machine's. The shop sends nothing to every socket at once, so
 *   there is no broadcast to time.
 *
 * `npm run bench` imports it; `npx tsx bench/sockets.ts` runs it alone (after a build).
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { IDEMPOTENCY_KEY_HEADER, PaymentAnswer } from '../src/domain/contract/checkout';
import { endpoints } from '../src/domain/contract/endpoints';
import { buildPath } from '../src/domain/contract/http';
import { startShop } from '../tests/support/pwa-server';
import { shopEnvironment } from '../tests/support/shop-env';
import { removeBuildCopy, snapshotBuild } from './build-copy';
import { openSlots, paymentBody, shuffle } from './orders';
import { throwawayPostgres } from './postgres';
import { createShoppers } from './sockets-accounts';
import { type BenchShopper, wallNow } from './sockets-client';
import { type ClientPool, openFilesLimit, startClients } from './sockets-clients';
import { printSocketsBench } from './sockets-table';
import { signIn } from './staff-session';

const PORT = Number(process.env.BENCH_SOCKETS_PORT ?? 3196);
const METRICS_PORT = PORT + 2;
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const CLIENTS = Number(process.env.BENCH_SOCKETS_CLIENTS ?? 2);
const PUSHES = Number(process.env.BENCH_SOCKETS_PUSHES ?? 300);
/** Stage moves per second while pushing: a busy evening over every shop, far more than one shop's staff make. */
const MOVES_PER_SECOND = Number(process.env.BENCH_SOCKETS_MOVES_PER_S ?? 20);
const PLACING = 8;
/** After the last move: a push not heard by then counts as missed. */
const DELIVERY_WAIT_MS = 3_000;
/** Orders moved before the rounds, while no socket is up. */
const WARMUP_MOVES = 40;
/** After the last socket connected, before memory is read: late allocations and the first pings settle. */
const SETTLE_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;

interface ServerMemory {
  rss: number;
  heapUsed: number;
  sockets: number;
  /** Event-loop lag p99 since the previous scrape (prom-client starts its histogram afresh on each). */
  lagP99Ms: number;
  cpuSeconds: number;
}

/** One round of moves: each order one stage on, timed to its shopper's socket. */
export interface PushRound {
  /** Sockets connected while the round ran. */
  sockets: number;
  moved: number;
  /** Each move's HTTP answer, from the same start: how much of a push's time is the move itself. */
  answerMs: number[];
  orderMs: number[];
  userDataMs: number[];
  lagP99Ms: number;
}

export interface SocketsBenchResult {
  sockets: number;
  clients: number;
  movesPerSecond: number;
  connected: number;
  connectSeconds: number;
  before: ServerMemory;
  after: ServerMemory;
  /** The server's CPU while every socket was connected and idle (pings only), in cores. */
  idleCores: number;
  /** The pushes with only the sample's sockets connected, then with every socket. */
  rounds: [PushRound, PushRound];
  /** After the pushes: sockets still connected. */
  stillConnected: number;
  notes: string[];
}

async function serverMemory(): Promise<ServerMemory> {
  const text = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  const value = (name: string) => Number(text.match(new RegExp(`^${name} (\\S+)$`, 'm'))?.[1] ?? Number.NaN);
  return {
    rss: value('process_resident_memory_bytes'),
    heapUsed: value('nodejs_heap_size_used_bytes'),
    sockets: value('pirog_realtime_sockets'),
    lagP99Ms: value('nodejs_eventloop_lag_p99_seconds') * 1000,
    cpuSeconds: value('process_cpu_seconds_total'),
  };
}

/** The samples' orders, placed by their shoppers (session and device cookies), each at its own pickup slot. */
async function placeOrders(url: string, sample: BenchShopper[]): Promise<Map<string, BenchShopper>> {
  const choices = shuffle(await openSlots(url));
  if (choices.length < sample.length) throw new Error(`only ${choices.length} pickup places left for ${sample.length}`);
  const orders = new Map<string, BenchShopper>();
  let next = 0;
  const place = async () => {
    while (next < sample.length) {
      const index = next++;
      const shopper = sample[index] as BenchShopper;
      const response = await fetch(`${url}${buildPath(endpoints.userPayment)}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: url,
          cookie: `tp_session=${shopper.session}; tp_device=${shopper.device}`,
          [IDEMPOTENCY_KEY_HEADER]: randomBytes(18).toString('base64url'),
        },
        body: JSON.stringify(paymentBody(choices[index] as (typeof choices)[number], 'on_receipt')),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`placing an order answered ${response.status}: ${await response.text()}`);
      orders.set(PaymentAnswer.parse(await response.json()).orderId, shopper);
    }
  };
  await Promise.all(Array.from({ length: PLACING }, place));
  return orders;
}

/**
 * Moves every order `accepted → baking`, one started every `1 / MOVES_PER_SECOND` s whether or not the
 * earlier ones were answered (as staff at many shops would: a slow answer does not hold the next move
 * back, so it cannot hide its own delay); when each request was sent, by uid, and each answer's time.
 */
async function moveOrders(url: string, cookie: string, uids: string[]) {
  const sentAt = new Map<string, number>();
  const answerMs: number[] = [];
  const start = wallNow();
  await Promise.all(
    uids.map(async (uid, index) => {
      await new Promise((resolve) => setTimeout(resolve, start + (index * 1000) / MOVES_PER_SECOND - wallNow()));
      const at = wallNow();
      const response = await fetch(`${url}${buildPath(endpoints.staffOrderStage, { uid })}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: url },
        body: JSON.stringify({ from: 'accepted', to: 'baking' }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      // A refused move pushed nothing: it is left out of the timings, and the table says how many moved.
      if (!response.ok) return;
      sentAt.set(uid, at);
      answerMs.push(wallNow() - at);
    }),
  );
  return { sentAt, answerMs };
}

/** Per push, from its move's request to the first time its event was heard after it. */
function latencies(heard: Map<string, number[]>, sent: Map<string, number>, nameOf: (uid: string) => string) {
  const found: number[] = [];
  for (const [uid, at] of sent) {
    const arrival = (heard.get(nameOf(uid)) ?? []).filter((time) => time >= at).sort((a, b) => a - b)[0];
    if (arrival !== undefined) found.push(arrival - at);
  }
  return found;
}

/** Moves each of the orders `accepted → baking` and times each push to its shopper's socket. */
async function pushRound(
  shop: { url: string; cookie: string; clients: ClientPool },
  orders: Map<string, BenchShopper>,
  sockets: number,
): Promise<PushRound> {
  await serverMemory(); // starts the lag histogram afresh
  const { sentAt, answerMs } = await moveOrders(shop.url, shop.cookie, [...orders.keys()]);
  await new Promise((resolve) => setTimeout(resolve, DELIVERY_WAIT_MS));
  const { lagP99Ms } = await serverMemory();
  const { heard } = await shop.clients.report();
  const userOf = (uid: string) => (orders.get(uid) as BenchShopper).userId;
  return {
    sockets,
    moved: sentAt.size,
    answerMs,
    orderMs: latencies(heard, sentAt, (uid) => `order_${uid}`),
    userDataMs: latencies(heard, sentAt, (uid) => `user_data_${userOf(uid)}`),
    lagP99Ms,
  };
}

async function benchOn(app: string, databaseUrl: string, count: number, notes: string[]): Promise<SocketsBenchResult> {
  const shoppers = await createShoppers(databaseUrl, count, new Date());
  const shop = await startShop(app, PORT, {
    DATABASE_URL: databaseUrl,
    METRICS_PORT: String(METRICS_PORT),
    // e.g. `--require` of a profiler: the shop's own flags only, not the clients'.
    ...(process.env.BENCH_SOCKETS_SERVER_NODE_OPTIONS
      ? { NODE_OPTIONS: process.env.BENCH_SOCKETS_SERVER_NODE_OPTIONS }
      : {}),
  });
  let clients: ClientPool | undefined;
  try {
    const cookie = await signIn(shop.url);
    // Two samples, so that both rounds make the same move (a later stage may do other work than the first).
    const pushes = Math.min(PUSHES, Math.floor((count - WARMUP_MOVES) / 2));
    if (pushes < 1) throw new Error(`${count} sockets leave no shopper to push to: take at least ${WARMUP_MOVES + 2}`);
    const placed = [...(await placeOrders(shop.url, shoppers.slice(0, 2 * pushes + WARMUP_MOVES)))];
    const indexOf = new Map(shoppers.map((shopper, index) => [shopper, index]));
    const round = (shopper: BenchShopper) => Math.min(2, Math.floor((indexOf.get(shopper) ?? 0) / pushes));
    const [aloneOrders, crowdedOrders, warmupOrders] = [0, 1, 2].map(
      (which) => new Map(placed.filter(([, shopper]) => round(shopper) === which)),
    ) as [Map<string, BenchShopper>, Map<string, BenchShopper>, Map<string, BenchShopper>];
    // Unmeasured, before any socket: the first moves after a start load and compile what the rounds then run.
    await moveOrders(shop.url, cookie, [...warmupOrders.keys()]);
    clients = await startClients(CLIENTS, shop.url, shoppers);
    const target = { url: shop.url, cookie, clients };
    const before = await serverMemory();
    const realtimeUrl = `http://127.0.0.1:${shopEnvironment(PORT, '').REALTIME_PORT}`;
    // The same pushes first with only their own sockets up, then with every socket: on a machine shared with
    // other work, the difference is what the other sockets cost a push.
    const few = await clients.connect(
      realtimeUrl,
      [...aloneOrders.values()].map((shopper) => shopper.userId),
    );
    // Both rounds start from a server that has been idle as long: the tokens' requests leave garbage behind.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const alone = await pushRound(target, aloneOrders, few);
    const startedAt = wallNow();
    const connected = await clients.connect(realtimeUrl);
    const connectSeconds = (wallNow() - startedAt) / 1000;
    const settled = await serverMemory();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const after = await serverMemory();
    const crowded = await pushRound(target, crowdedOrders, connected);
    return {
      sockets: count,
      clients: CLIENTS,
      movesPerSecond: MOVES_PER_SECOND,
      connected,
      connectSeconds,
      before,
      after,
      idleCores: (after.cpuSeconds - settled.cpuSeconds) / (SETTLE_MS / 1000),
      rounds: [alone, crowded],
      stillConnected: (await clients.report()).connected,
      notes,
    };
  } finally {
    await clients?.close();
    await shop.stop();
  }
}

export async function benchSockets(): Promise<SocketsBenchResult | { notes: string[] }> {
  const notes: string[] = [];
  let count = SOCKETS;
  const limit = openFilesLimit();
  // The shop holds a descriptor per socket besides its database, files and listeners; a client one per socket too.
  const needed = count + 1_024;
  if (limit && limit.soft < needed) {
    count = Math.max(0, limit.soft - 1_024);
    notes.push(
      `RLIMIT_NOFILE is ${limit.soft} (hard ${limit.hard}), too low for ${SOCKETS} sockets: measured ${count}; raise it with \`ulimit -n ${needed}\` first.`,
    );
  }
  const postgres = await throwawayPostgres({ demoStaff: true });
  if (!postgres) return { notes: [...notes, 'No PostgreSQL answered: the sockets bench needs one for its accounts.'] };
  const app = snapshotBuild('bench-sockets');
  try {
    return await benchOn(app, postgres.url, count, notes);
  } finally {
    removeBuildCopy(app);
    await postgres.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printSocketsBench(await benchSockets());
}
