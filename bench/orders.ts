/**
 * Orders created per second through `POST /api/payment` (issue 13): the built
 * shop in its own process, 20 autocannon connections over loopback, each
 * request a new checkout attempt (its own `Idempotency-Key`) for a random
 * pickup slot in the next days. `on_receipt` writes the order; `card` also
 * opens a checkout at the sandbox gateway (in the shop's process, as
 * `npm start` runs it). On the embedded database and, when one answers, on
 * PostgreSQL (`BENCH_DATABASE_URL`, else `TEST_DATABASE_URL`, else the local
 * server), in a throwaway database. Each row warms up until its rate is
 * steady (bench/steady.ts) before its measured seconds.
 *
 * `npm run bench` imports it; `npx tsx bench/orders.ts` runs it alone (after a build).
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { shopSeeds } from '../server/db/seed/data/index';
import { AdminDeliverySettingsAnswer } from '../src/domain/contract/admin-delivery';
import { SlotsAnswer } from '../src/domain/contract/checkout';
import { endpoints } from '../src/domain/contract/endpoints';
import { buildPath } from '../src/domain/contract/http';
import { addDays, shopDateOf } from '../src/domain/shop-time';
import { startShop } from '../tests/support/pwa-server';
import { removeBuildCopy, snapshotBuild } from './build-copy';
import { orderTransactionsPerSecond } from './order-sql';
import { throwawayPostgres } from './postgres';
import { signIn } from './staff-session';
import { warmUntilSteady } from './steady';
import { printTable } from './table';

const PORT = Number(process.env.BENCH_ORDERS_PORT ?? 3180);
const CONNECTIONS = 20;
const SECONDS = 5;
const DAYS = [1, 2, 3, 4, 5, 6, 7];
/** Orders one pickup time of the bench's shop takes (the shop's default is 6). */
const BENCH_PICKUP_CAPACITY = 100;

export interface OrdersBenchRow {
  name: string;
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Refused or failed requests (a slot found full counts here too). */
  failures: number;
  /** Orders per second in each warm-up window before the measured one (bench/steady.ts). */
  warmup: number[];
  /** The PostgreSQL on-receipt row: its order transaction sent straight through `pg` (bench/order-sql.ts). */
  baseline?: { transactionsPerSecond: number; target: number };
}

/** The least share of the bare SQL transaction's rate that `POST /api/payment` keeps on PostgreSQL (issue 31). */
export const SQL_BASELINE_TARGET = 0.5;

export interface SlotChoice {
  point: string;
  date: string;
  slot: string;
}

/** Every pickup slot with room in the next days, so the orders spread over the shops like real ones. */
export async function openSlots(url: string): Promise<SlotChoice[]> {
  const today = shopDateOf(new Date());
  const choices: SlotChoice[] = [];
  for (const shop of shopSeeds) {
    for (const days of DAYS) {
      const date = addDays(today, days);
      const path = buildPath(endpoints.deliverySlots, { method: 'pickup', place: shop._id, date });
      const response = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(30_000) });
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      const { slots } = SlotsAnswer.parse(await response.json());
      for (const slot of slots) {
        for (let room = 0; room < slot.capacityLeft; room += 1) choices.push({ point: shop._id, date, slot: slot._id });
      }
    }
  }
  return choices;
}

/** A checkout attempt's body (`POST /api/payment`) for a pickup at `choice`. */
export function paymentBody(choice: SlotChoice, paymentMethod: 'card' | 'on_receipt') {
  return {
    cartData: [
      { _id: 'kapusta-yaytso', count: 2 },
      { _id: 'mors-klyukva', count: 1 },
    ],
    deliveryMethod: 'pickup',
    point: choice.point,
    deliveryDate: choice.date,
    deliveryTime: choice.slot,
    paymentMethod,
    name: 'Нагрузочный тест',
    phone: '+375291234567',
  };
}

/** Shuffles in place, so concurrent requests rarely aim at the same slot row. */
export function shuffle<T>(items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [items[index], items[other]] = [items[other] as T, items[index] as T];
  }
  return items;
}

/**
 * With the default 6 orders per pickup time, the week's slots hold a few thousand orders: on a fast machine
 * PostgreSQL placed them all within the warm-up (1,600 a second), and every later request was refused as a full
 * slot, so the measured window showed 0 orders a second. The bench's throwaway shop takes more a slot, through the
 * back office as an admin would; what is measured is the same (each order claims its slot row with the same
 * conditional update, whatever the capacity).
 */
async function makeRoomForTheBench(url: string): Promise<void> {
  const headers = { cookie: await signIn(url), origin: url, 'content-type': 'application/json' };
  const path = `${url}${buildPath(endpoints.adminDeliverySettings)}`;
  const current = await fetch(path, { headers, signal: AbortSignal.timeout(30_000) });
  if (!current.ok) throw new Error(`${path} answered ${current.status}: ${await current.text()}`);
  const { settings, version } = AdminDeliverySettingsAnswer.parse(await current.json());
  const saved = await fetch(`${url}${buildPath(endpoints.adminDeliverySettingsUpdate)}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ settings: { ...settings, pickupSlotCapacity: BENCH_PICKUP_CAPACITY }, version }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!saved.ok) throw new Error(`saving the delivery settings answered ${saved.status}: ${await saved.text()}`);
}

async function drive(url: string, paymentMethod: 'card' | 'on_receipt', choices: SlotChoice[], seconds: number) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    // A slow answer on a busy machine is still an order: counted, not dropped at autocannon's 10 s.
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: buildPath(endpoints.paymentCreate),
        setupRequest: (request) => {
          // Each slot place is used once, so a slot never fills under the bench.
          const choice = choices.pop() ?? { point: 'nemiga', date: addDays(shopDateOf(new Date()), 1), slot: 'asap' };
          return {
            ...request,
            headers: {
              // As the shop's own page sends it: state-changing calls from anywhere else are refused.
              origin: new URL(url).origin,
              'content-type': 'application/json',
              'idempotency-key': randomBytes(18).toString('base64url'),
            },
            body: JSON.stringify(paymentBody(choice, paymentMethod)),
          };
        },
      },
    ],
  });
  return {
    ordersPerSecond: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function benchOn(app: string, label: string, env: NodeJS.ProcessEnv): Promise<OrdersBenchRow[]> {
  // `startShop` runs the sandbox gateway beside it (see tests/support/shop-env.ts).
  const shop = await startShop(app, PORT, env);
  try {
    await makeRoomForTheBench(shop.url);
    const choices = shuffle(await openSlots(shop.url));
    const rows: OrdersBenchRow[] = [];
    for (const method of ['on_receipt', 'card'] as const) {
      const warmup = await warmUntilSteady(
        async (seconds) => (await drive(shop.url, method, choices, seconds)).ordersPerSecond,
      );
      rows.push({ name: `${method}, ${label}`, warmup, ...(await drive(shop.url, method, choices, SECONDS)) });
    }
    return rows;
  } finally {
    await shop.stop();
  }
}

export async function benchOrders(): Promise<{ rows: OrdersBenchRow[]; notes: string[] }> {
  const app = snapshotBuild('bench-orders');
  const notes: string[] = [];
  try {
    const rows = await benchOn(app, 'PGlite', {});
    // With the demo admin, who makes room in the slots (see makeRoomForTheBench).
    const postgres = await throwawayPostgres({ demoStaff: true });
    if (postgres) {
      try {
        const postgresRows = await benchOn(app, 'PostgreSQL', { DATABASE_URL: postgres.url });
        // On the same database after the shop stopped: the same tables, sizes and server.
        const warmup = await warmUntilSteady((seconds) =>
          orderTransactionsPerSecond(postgres.url, CONNECTIONS, seconds),
        );
        notes.push(`The bare SQL loop's warm-up windows: ${formatRates(warmup)} transactions/s.`);
        const transactionsPerSecond = await orderTransactionsPerSecond(postgres.url, CONNECTIONS, SECONDS);
        for (const row of postgresRows) {
          if (row.name.startsWith('on_receipt')) row.baseline = { transactionsPerSecond, target: SQL_BASELINE_TARGET };
        }
        rows.push(...postgresRows);
      } finally {
        await postgres.drop();
      }
    } else {
      notes.push('No PostgreSQL answered: the PostgreSQL rows are missing.');
    }
    for (const row of rows) notes.push(`${row.name}: warm-up windows ${formatRates(row.warmup)} orders/s.`);
    return { rows, notes };
  } finally {
    removeBuildCopy(app);
  }
}

const formatRates = (rates: number[]): string => rates.map((rate) => Math.round(rate)).join(', ');

export const ORDERS_TABLE_HEADER = [
  `POST ${endpoints.paymentCreate.path}`,
  'orders/s',
  'p50',
  'p99',
  'same SQL via pg/s',
  'ratio',
  'target',
  '',
];

export function ordersRows(rows: OrdersBenchRow[]): string[][] {
  return rows.map((row) => {
    const failures = row.failures > 0 ? `${row.failures} refused or failed` : '';
    const ratio = row.baseline ? row.ordersPerSecond / row.baseline.transactionsPerSecond : null;
    return [
      row.name,
      String(Math.round(row.ordersPerSecond)),
      `${row.p50Ms} ms`,
      `${row.p99Ms} ms`,
      row.baseline ? String(Math.round(row.baseline.transactionsPerSecond)) : '',
      ratio === null ? '' : ratio.toFixed(2),
      row.baseline ? `≥ ${row.baseline.target}` : '',
      [ratio === null || !row.baseline ? '' : ratio >= row.baseline.target ? 'ok' : 'UNDER', failures]
        .filter(Boolean)
        .join(', '),
    ];
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { rows, notes } = await benchOrders();
  printTable(ORDERS_TABLE_HEADER, ordersRows(rows));
  for (const note of notes) console.info(note);
}
