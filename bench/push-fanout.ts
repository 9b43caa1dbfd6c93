/**
 * Web push fan-out (issue 28): `SUBSCRIPTIONS` subscriptions of the loopback push service
 * (server/testing/push-service.ts, in its own process: bench/push-service-process.ts), one «готов» message queued
 * for each in one transaction, as the shop's actions queue them, and sent by the real push sender
 * (server/services/push/sender.ts) with its production settings: a look at the queue every second, batches of
 * 200, 16 at once, web-push's VAPID signing and aes128gcm encryption. Each delivery is timed from the queueing to
 * the push service having checked and decrypted it. The service answers 201 to all.
 *
 * On an embedded database and, when one answers, on PostgreSQL in a throwaway database.
 *
 * `npm run bench` imports it; `npx tsx bench/push-fanout.ts` runs it alone (no build needed).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:https';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { type DatabaseHandle, openDatabase } from '../server/db/client';
import { createPushRepository } from '../server/repositories/push';
import { newOrderUid } from '../server/services/orders/place-order';
import { orderNoticeMessage } from '../server/services/push/notices';
import { startPushSender } from '../server/services/push/sender';
import { loadVapidDetails } from '../server/services/push/vapid';
import { throwawayPostgres } from './postgres';
import type { PushServiceReply, PushServiceRequest } from './push-service-process';
import { median, percentile, printTable } from './table';

export const SUBSCRIPTIONS = Number(process.env.BENCH_PUSH_SUBSCRIPTIONS ?? 1000);
const ROUNDS = 3;
const WARMUP = 100;
/** A round that has not arrived in full by then is a failure, not a figure. */
const ROUND_TIMEOUT_MS = Number(process.env.BENCH_PUSH_TIMEOUT_MS ?? 180_000);

export interface PushFanoutRow {
  name: string;
  /** Medians over the rounds. */
  p50Ms: number;
  p99Ms: number;
  totalMs: number;
  pushesPerSecond: number;
  rounds: number;
}

/** The push service's process and a typed request/answer over its IPC channel. */
async function startServiceProcess() {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'push-service-process.ts'), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () =>
    new Promise<PushServiceReply>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the push service process exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (message: PushServiceReply) => {
        child.off('exit', onExit);
        if (message.type === 'error') reject(new Error(message.message));
        else resolve(message);
      });
    });
  const ask = (request: PushServiceRequest) => {
    const answer = next();
    child.send(request);
    return answer;
  };
  const ready = await next();
  if (ready.type !== 'ready') throw new Error(`the push service process said ${ready.type} first`);
  return {
    origin: ready.origin,
    certificate: ready.certificate,
    ask,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.send({ type: 'close' } satisfies PushServiceRequest);
        setTimeout(() => child.kill(), 5_000).unref();
      }),
  };
}

type ServiceProcess = Awaited<ReturnType<typeof startServiceProcess>>;

const now = () => performance.timeOrigin + performance.now();
const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

/** Queues one «готов» per subscription in one transaction; answers the arrival times, measured from the queueing. */
async function round(database: DatabaseHandle, service: ServiceProcess, ids: readonly string[]): Promise<number[]> {
  // A real order's uid: the topic, which push services take only up to 32 URL-safe characters.
  const message = orderNoticeMessage({ uid: newOrderUid(), number: 1042 }, { kind: 'ready' });
  const queuedAt = now();
  await createPushRepository(database.db).enqueue(ids, message, new Date());
  const arrivals = await service.ask({ type: 'collect', count: ids.length, timeoutMs: ROUND_TIMEOUT_MS });
  if (arrivals.type !== 'arrivals') throw new Error(`the push service answered ${arrivals.type}`);
  if (arrivals.refused.length > 0) throw new Error(`the push service refused: ${arrivals.refused.join('; ')}`);
  return arrivals.at.map((at) => at - queuedAt);
}

async function benchOn(name: string, database: DatabaseHandle, service: ServiceProcess): Promise<PushFanoutRow> {
  const answer = await service.ask({ type: 'subscribe', count: SUBSCRIPTIONS });
  if (answer.type !== 'subscriptions') throw new Error(`the push service answered ${answer.type}`);
  const push = createPushRepository(database.db);
  const ids: string[] = [];
  for (const subscription of answer.subscriptions) {
    const id = randomUUID();
    await push.saveSubscription({
      id,
      deviceId: randomUUID(),
      userId: null,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      at: new Date(),
    });
    ids.push(id);
  }
  const vapid = await loadVapidDetails(database.db, { vapidKeys: undefined, vapidSubject: undefined }, new Date());
  const sender = startPushSender({
    db: database.db,
    vapid,
    log: silentLog,
    clock: () => new Date(),
    // The test service's certificate; kept-alive connections as Node's global agent keeps them for the shop.
    agent: new Agent({ ca: service.certificate, keepAlive: true }),
  });
  try {
    await round(database, service, ids.slice(0, WARMUP));
    const rounds: { p50: number; p99: number; total: number }[] = [];
    for (let index = 0; index < ROUNDS; index++) {
      const latencies = await round(database, service, ids);
      rounds.push({ p50: percentile(latencies, 50), p99: percentile(latencies, 99), total: Math.max(...latencies) });
    }
    const totalMs = median(rounds.map((entry) => entry.total));
    return {
      name,
      p50Ms: median(rounds.map((entry) => entry.p50)),
      p99Ms: median(rounds.map((entry) => entry.p99)),
      totalMs,
      pushesPerSecond: SUBSCRIPTIONS / (totalMs / 1000),
      rounds: ROUNDS,
    };
  } finally {
    await sender.stop();
  }
}

export async function benchPushFanout(): Promise<{ rows: PushFanoutRow[]; notes: string[] }> {
  const service = await startServiceProcess();
  const rows: PushFanoutRow[] = [];
  const notes: string[] = [];
  try {
    const embedded = await openDatabase({ kind: 'pglite-memory' });
    try {
      await embedded.migrate();
      rows.push(await benchOn('PGlite', embedded, service));
    } finally {
      await embedded.close();
    }
    const postgres = await throwawayPostgres();
    if (postgres) {
      const handle = await openDatabase({ kind: 'postgres', url: postgres.url });
      try {
        rows.push(await benchOn('PostgreSQL', handle, service));
      } finally {
        await handle.close();
        await postgres.drop();
      }
    } else {
      notes.push('No PostgreSQL answered: the PostgreSQL row is missing.');
    }
    return { rows, notes };
  } finally {
    await service.close();
  }
}

export const PUSH_FANOUT_TABLE_HEADER = [
  `push to ${SUBSCRIPTIONS} subscriptions`,
  'p50',
  'p99',
  'all sent',
  'pushes/s',
  'rounds',
];

export function pushFanoutRows(rows: PushFanoutRow[]): string[][] {
  return rows.map((row) => [
    row.name,
    `${Math.round(row.p50Ms)} ms`,
    `${Math.round(row.p99Ms)} ms`,
    `${(row.totalMs / 1000).toFixed(1)} s`,
    String(Math.round(row.pushesPerSecond)),
    String(row.rounds),
  ]);
}

/** The table with its heading, as `npm run bench` prints it. */
export function printPushFanout({ rows, notes }: { rows: PushFanoutRow[]; notes: string[] }): void {
  console.info(
    `\nWeb push fan-out: one «готов» queued for each of ${SUBSCRIPTIONS} subscriptions, sent by the push sender to a loopback push service that checks and decrypts each (medians of ${ROUNDS} rounds, from the queueing; \`npx tsx bench/push-fanout.ts\`)`,
  );
  printTable(PUSH_FANOUT_TABLE_HEADER, pushFanoutRows(rows));
  for (const note of notes) console.info(note);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printPushFanout(await benchPushFanout());
}
