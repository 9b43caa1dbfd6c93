import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { throwawayPostgres } from '../../bench/postgres';
import { withAdminClient } from '../../server/testing/postgres-template';
import { Rng } from '../art/svg';
import {
  awaitingCardOrders,
  type CheckResult,
  checkCardOrdersSettled,
  checkOrdersAccepted,
  checkPaidOnce,
  checkPointsLedger,
  checkSlotLoads,
} from './checks';
import { ShopClient, Stats } from './client';
import { runFaults } from './faults';
import { prepareInFlightProbes } from './in-flight';
import { startBalancer, startOwnRedis, startSharedSandbox } from './infrastructure';
import { type Cluster, startCluster } from './nodes';
import { checkBoardsCaughtUp, checkSocketsConnected, type Kill } from './realtime-checks';
import { realtimeFronts } from './realtime-front';
import { unexpectedRefusals } from './refusals';
import { checksReport, latencyTable, refusalsReport } from './report';
import { openShopperSockets } from './shopper-sockets';
import { createShoppers, orderableProducts, PICKUP_SHOPS, runShopper, type TrafficContext } from './shoppers';
import { type LiveBoard, runStaff, signInStaff, startLiveBoard } from './staff';

/*
 * `npm run soak -- --minutes 5 --nodes 2 [--seed N] [--shoppers N]` (issue 31):
 * several real nodes on a throwaway PostgreSQL database, a Redis of its own and
 * one sandbox gateway, mixed traffic with faults injected, then the checks.
 * Exits 1 when any check fails, 2 when it cannot run (no PostgreSQL, no redis-server).
 */

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '5' },
    nodes: { type: 'string', default: '2' },
    seed: { type: 'string', default: '1' },
    shoppers: { type: 'string', default: '10' },
  },
});
const minutes = Number(values.minutes);
const nodeCount = Number(values.nodes);
const seed = Number(values.seed);
const shopperCount = Number(values.shoppers);
if (
  !(minutes > 0) ||
  !Number.isInteger(nodeCount) ||
  nodeCount < 2 ||
  !Number.isInteger(seed) ||
  !(shopperCount >= 2)
) {
  console.error('usage: npm run soak -- [--minutes 5] [--nodes 2 (at least 2)] [--seed 1] [--shoppers 10]');
  process.exit(2);
}

/** Short enough that an unpaid card order expires and is settled within the run's settle period. */
const EXPIRY_MINUTES = 1;
const RECONCILE_SECONDS = 5;
/** The longest the settle period waits for card orders to be settled (expiry, then a reconciler round or two). */
const SETTLE_MS = (EXPIRY_MINUTES * 60 + RECONCILE_SECONDS * 4 + 20) * 1_000;
const SIGNED_IN_SHARE = 0.4;

const log = (line: string) => console.info(line);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What to stop and remove, in the order it was started; undone backwards at the end or on a signal. */
const cleanups: (() => Promise<void> | void)[] = [];
async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) {
    await Promise.resolve(cleanup()).catch((error) => console.error(error));
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // Stopped early (Ctrl-C, a test's timeout): the nodes, Redis and the database go too.
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

/** `kind ×n` for each request kind among the failures. */
function summarize(failures: { kind: string }[]): string {
  const counts = new Map<string, number>();
  for (const failure of failures) counts.set(failure.kind, (counts.get(failure.kind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => `${kind} ×${count}`).join(', ') || 'none';
}

async function main(): Promise<number> {
  try {
    log(`soak: ${minutes} min, ${nodeCount} nodes, ${shopperCount} shoppers, seed ${seed}`);
    const database = await throwawayPostgres({ demoStaff: true });
    if (!database) {
      console.error('soak: PostgreSQL does not answer (TEST_DATABASE_URL, BENCH_DATABASE_URL or 127.0.0.1:5432)');
      return 2;
    }
    cleanups.push(() => database.drop());
    const redis = await startOwnRedis();
    cleanups.push(() => redis.stop());
    const identitySecret = randomBytes(32).toString('base64url');
    const sandbox = await startSharedSandbox(identitySecret);
    cleanups.push(() => sandbox.close());
    let cluster: Cluster | undefined;
    const balancer = await startBalancer(() => cluster?.nodes.filter((node) => node.up).map((node) => node.port) ?? []);
    cleanups.push(() => balancer.close());
    const startedAt = Date.now();
    cluster = await startCluster(nodeCount, {
      databaseUrl: database.url,
      redisUrl: redis.url,
      publicUrl: balancer.url,
      identitySecret,
      sandboxUrl: sandbox.nodesUrl,
      reconcileSeconds: RECONCILE_SECONDS,
      expiryMinutes: EXPIRY_MINUTES,
    });
    const nodes = cluster;
    cleanups.push(() => nodes.stop());
    log(`  ${nodeCount} nodes up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s; PUBLIC_URL ${balancer.url}`);

    const stats = new Stats();
    const client = new ShopClient(cluster.nodes, balancer.url, stats);
    const durationMs = minutes * 60_000;
    const context: TrafficContext = {
      client,
      accepted: new Map(),
      duplicates: [],
      lostWithNode: [],
      stopAt: 0,
    };
    const products = await orderableProducts(context);
    const shoppers = await createShoppers(context, shopperCount, Math.round(shopperCount * SIGNED_IN_SHARE), seed);
    const staffBrowser = await signInStaff(client);
    const zoneShop = await withAdminClient(database.url, async (db) => {
      const found = await db.query<{ shop_id: string | null }>(
        `select shop_id from delivery_zones where id = 'centralnyy'`,
      );
      return found.rows[0]?.shop_id ?? undefined;
    });
    const boardShops = [...new Set([...PICKUP_SHOPS, ...(zoneShop ? [zoneShop] : [])])];
    const probes = await prepareInFlightProbes(context, products, seed);
    // Sockets reach the nodes as a browser's would through the proxy: round robin over the running ones, so the
    // killed node takes some boards and tabs down, and they come back through another node.
    const fronts = realtimeFronts(cluster.nodes);
    cleanups.push(() => fronts.close());
    const boards: LiveBoard[] = [];
    for (const shop of boardShops) boards.push(startLiveBoard(client, staffBrowser, shop, await fronts.open()));
    cleanups.push(() => {
      for (const board of boards) board.stop();
    });
    const shopperSockets = await openShopperSockets(shoppers, fronts);
    cleanups.push(() => {
      for (const entry of shopperSockets) entry.socket.close();
    });

    log(`  traffic for ${minutes} min, faults on the way:`);
    context.stopAt = Date.now() + durationMs;
    log(`  traffic starts at ${new Date().toISOString()}`);
    const rng = new Rng(seed);
    const [faults] = await Promise.all([
      runFaults(
        { cluster, redis, databaseUrl: database.url, gatewayProxy: sandbox.proxy, sendInFlight: probes.send },
        durationMs,
        log,
      ),
      runStaff(client, staffBrowser, rng, boardShops, context.stopAt),
      ...shoppers.map((shopper) => runShopper(context, shopper, products)),
    ]);

    log('  settling: waiting for card orders to be settled by webhooks, the reconciler and expiry');
    const settleStarted = Date.now();
    await withAdminClient(database.url, async (db) => {
      while ((await awaitingCardOrders(db)) > 0 && Date.now() - settleStarted < SETTLE_MS) await sleep(1_000);
    });
    log(`  settled in ${((Date.now() - settleStarted) / 1000).toFixed(0)} s`);

    const victim = cluster.nodes.find((node) => node.killedAt !== undefined);
    const kill: Kill | undefined = victim?.killedAt ? { node: victim.index, at: victim.killedAt } : undefined;
    const results: CheckResult[] = await withAdminClient(database.url, async (db) => [
      await checkOrdersAccepted(db, new Set(context.accepted.keys()), context.lostWithNode),
      await checkPaidOnce(db),
      await checkPointsLedger(db),
      await checkCardOrdersSettled(db),
      await checkSlotLoads(db),
      await checkSocketsConnected(shopperSockets, boards, kill, 30_000),
      await checkBoardsCaughtUp(client, staffBrowser, db, boards, kill, 15_000),
    ]);
    const probesLost = stats.lostInFlight.filter((failure) => failure.kind === 'order:in-flight-probe').length;
    results.push(
      {
        // Every 5xx is a live process's answer: a killed node answers nothing, its requests are cut off.
        name: 'no 5xx answers',
        violations: stats.serverErrors.map((failure) => `node ${failure.node} ${failure.kind}: ${failure.detail}`),
        note: `${stats.rerouted} sent on from a node that was down`,
      },
      {
        name: 'requests cut off in flight only on the killed node (allowed, counted)',
        violations:
          kill && stats.lostInFlight.length === 0
            ? [`no request was in flight on node ${kill.node} when it was killed: the allowance went untested`]
            : [],
        note: `${stats.lostInFlight.length} cut off (${probesLost} of them probes): ${summarize(stats.lostInFlight)}`,
      },
      {
        name: 'no refusal that a run going right does not meet (listed above)',
        violations: unexpectedRefusals(stats.refusals),
      },
      {
        name: 'no request lost outside the killed node',
        violations: [
          ...stats.otherFailures.map((failure) => `node ${failure.node} ${failure.kind}: ${failure.detail}`),
          ...context.duplicates.map((uid) => `order ${uid} answered twice`),
        ],
      },
    );

    log('\nrequest latency (including reroutes and retries):');
    log(latencyTable(stats));
    log('\nrefusals (4xx answers) by kind:');
    log(refusalsReport(stats));
    log(`\nfaults: ${faults.map((fault) => `${fault.name} at ${fault.at} s (${fault.detail})`).join('; ')}`);
    log(`webhooks sent on by the balancer to another node: ${balancer.rerouted()}`);
    log('\nchecks:');
    log(checksReport(results));
    const nodeErrors = cluster.errors();
    if (nodeErrors.length) log(`\nnodes' stderr:\n${nodeErrors.join('\n').slice(0, 4_000)}`);
    const failed = results.filter((result) => result.violations.length > 0);
    log(failed.length ? `\nsoak FAILED: ${failed.length} check(s)` : '\nsoak passed');
    return failed.length ? 1 : 0;
  } finally {
    await cleanUp();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('soak: could not run:', error);
    process.exit(2);
  },
);
