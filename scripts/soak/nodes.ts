import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/testing/card-shop';
import { type ServerProcess, startServerProcess } from '../../server/testing/server-process';

/*
 * The shop's nodes: `server/main.ts --api-only` processes on one database and
 * one Redis, each with its own ports and data directory, that the soak kills
 * with SIGKILL and starts again on the same ports.
 */

export interface NodeSettings {
  databaseUrl: string;
  redisUrl: string;
  publicUrl: string;
  identitySecret: string;
  sandboxUrl: string;
  reconcileSeconds: number;
  expiryMinutes: number;
}

export interface ShopNode {
  index: number;
  url: string;
  port: number;
  realtimeUrl: string;
  /** Whether it is running (false from a kill to its restart's readiness). */
  up: boolean;
  /** When it was last killed (ms since epoch), for telling in-flight requests from the rest. */
  killedAt: number | undefined;
  process: ServerProcess | undefined;
}

export interface Cluster {
  nodes: ShopNode[];
  /** SIGKILL, as a crash: nothing drains. */
  kill(node: ShopNode): void;
  restart(node: ShopNode): Promise<void>;
  /** What the nodes wrote to stderr (warnings, errors), for the report. */
  errors(): string[];
  stop(): Promise<void>;
}

export async function startCluster(count: number, settings: NodeSettings): Promise<Cluster> {
  const dirs: string[] = [];
  const pastErrors: string[] = [];
  const environments = new Map<ShopNode, NodeJS.ProcessEnv>();
  const nodes: ShopNode[] = [];
  for (let index = 0; index < count; index += 1) {
    const port = await freePort();
    const realtimePort = await freePort();
    const dataDir = await mkdtemp(path.join(tmpdir(), `teply-pirog-soak-node${index}-`));
    dirs.push(dataDir);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      // Production: its password cost, its background jobs (the reconciler) and its start-up checks.
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      REALTIME_PORT: String(realtimePort),
      REALTIME_URL: `http://127.0.0.1:${realtimePort}`,
      PUBLIC_URL: settings.publicUrl,
      IDENTITY_SECRET: settings.identitySecret,
      DATA_DIR: dataDir,
      DATABASE_URL: settings.databaseUrl,
      REDIS_URL: settings.redisUrl,
      PAYMENT_GATEWAY: 'sandbox',
      SANDBOX_GATEWAY_URL: settings.sandboxUrl,
      // Never used: the sandbox answers at SANDBOX_GATEWAY_URL, so the node joins it instead of starting one.
      SANDBOX_GATEWAY_PORT: String(await freePort()),
      PAYMENT_RECONCILE_SECONDS: String(settings.reconcileSeconds),
      PAYMENT_EXPIRY_MINUTES: String(settings.expiryMinutes),
      // The driver stands in for the reverse proxy and says which shopper each request is for.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
    };
    for (const name of ['BEPAID_SHOP_ID', 'BEPAID_SECRET_KEY', 'BEPAID_PUBLIC_KEY', 'METRICS_TOKEN', 'METRICS_PORT'])
      delete env[name];
    for (const name of ['SMTP_URL', 'REDIS_KEY_PREFIX', 'SHUTDOWN_NOTICE_SECONDS']) delete env[name];
    const node: ShopNode = {
      index,
      url: `http://127.0.0.1:${port}`,
      port,
      realtimeUrl: `http://127.0.0.1:${realtimePort}`,
      up: false,
      killedAt: undefined,
      process: undefined,
    };
    environments.set(node, env);
    nodes.push(node);
  }

  const start = async (node: ShopNode) => {
    const env = environments.get(node);
    if (!env) throw new Error(`node ${node.index} has no environment`);
    node.process = await startServerProcess(env, node.url, 120_000);
    node.up = true;
  };
  const remember = (node: ShopNode) => {
    const written = node.process?.errors().trim();
    if (written) pastErrors.push(`node ${node.index}: ${written}`);
  };
  // One at a time: the first migrates nothing (the database is ready) but both would race for the CPU anyway.
  for (const node of nodes) await start(node);

  return {
    nodes,
    kill(node) {
      node.up = false;
      node.killedAt = Date.now();
      node.process?.child.kill('SIGKILL');
    },
    async restart(node) {
      const child = node.process?.child;
      if (child && child.exitCode === null && child.signalCode === null) {
        await new Promise<void>((resolve) => child.once('exit', () => resolve()));
      }
      remember(node);
      await start(node);
    },
    errors() {
      return [
        ...pastErrors,
        ...nodes.flatMap((node) => {
          const written = node.process?.errors().trim();
          return written ? [`node ${node.index}: ${written}`] : [];
        }),
      ];
    },
    async stop() {
      await Promise.all(nodes.map((node) => node.process?.stop(15_000)));
      for (const node of nodes) {
        remember(node);
        node.process = undefined;
        node.up = false;
      }
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}
