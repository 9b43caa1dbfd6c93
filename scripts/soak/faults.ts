import { terminateConnections } from './checks';
import type { InFlightProbes } from './in-flight';
import type { OwnRedis, SlowableProxy } from './infrastructure';
import type { Cluster, ShopNode } from './nodes';

/*
 * The faults of a run, spread over its length: a node killed (SIGKILL) with
 * requests in flight on it and started again, Redis restarted, the nodes' PostgreSQL connections
 * terminated, and the card gateway slowed down for a while.
 */

export interface FaultTargets {
  cluster: Cluster;
  redis: OwnRedis;
  databaseUrl: string;
  gatewayProxy: SlowableProxy;
  /** Sends requests to the node that are still in flight there a moment later (see `in-flight.ts`). */
  sendInFlight: (node: ShopNode) => InFlightProbes;
}

export interface FaultRecord {
  name: string;
  /** Seconds from the start of the traffic. */
  at: number;
  detail: string;
}

/** How long the gateway is slow, and by how much. */
export const SLOW_GATEWAY = { delayMs: 3_000, forMs: 20_000 } as const;
/** How long the in-flight probes run on the victim before the kill: enough to reach the (slow) bank, far from its answer. */
const PROBES_HEAD_START_MS = 800;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runFaults(
  targets: FaultTargets,
  durationMs: number,
  log: (line: string) => void,
): Promise<FaultRecord[]> {
  const started = Date.now();
  const records: FaultRecord[] = [];
  const until = async (fraction: number) => {
    const wait = started + durationMs * fraction - Date.now();
    if (wait > 0) await sleep(wait);
  };
  const note = (name: string, detail: string, at = Date.now()) => {
    const record = { name, at: Math.round((at - started) / 100) / 10, detail };
    records.push(record);
    log(`  fault at ${record.at} s: ${name} — ${detail}`);
  };

  await until(0.15);
  const victim = targets.cluster.nodes.at(-1);
  let probes: InFlightProbes | undefined;
  if (victim) {
    // Orders wait on the bank inside the victim when it dies: the kill surely catches requests in flight.
    targets.gatewayProxy.setDelay(SLOW_GATEWAY.delayMs);
    probes = targets.sendInFlight(victim);
    await sleep(PROBES_HEAD_START_MS);
    const inFlight = probes.pending();
    const killedAt = Date.now();
    targets.cluster.kill(victim);
    targets.gatewayProxy.setDelay(0);
    await sleep(2_000);
    await targets.cluster.restart(victim);
    note(
      `kill -9 node ${victim.index}`,
      `${inFlight} probe orders in flight on it; back up after ${((Date.now() - killedAt) / 1000).toFixed(1)} s`,
      killedAt,
    );
  }

  await until(0.4);
  const redisAt = Date.now();
  await targets.redis.restart();
  note('Redis restarted', `empty again after ${Date.now() - redisAt} ms`, redisAt);

  await until(0.6);
  const terminatedAt = Date.now();
  const ended = await terminateConnections(targets.databaseUrl);
  note('pg_terminate_backend', `${ended} connections of the nodes ended`, terminatedAt);

  await until(0.72);
  const slowFor = Math.min(SLOW_GATEWAY.forMs, durationMs * 0.2);
  const slowAt = Date.now();
  targets.gatewayProxy.setDelay(SLOW_GATEWAY.delayMs);
  await sleep(slowFor);
  targets.gatewayProxy.setDelay(0);
  note('slow gateway', `${SLOW_GATEWAY.delayMs} ms delay for ${(slowFor / 1000).toFixed(0)} s`, slowAt);
  await probes?.done;
  return records;
}
