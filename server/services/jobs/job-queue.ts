import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { isConnectionLost } from '../../db/connection-errors';
import { type RepeatingJob, type RepeatOptions, singleFlight } from '../repeating';

/*
 * Background jobs on PostgreSQL (issue 31), through pg-boss. Every node asks
 * for each job's rounds; the queue gives each round to one node:
 *   - a round is a pg-boss job throttled to one per interval slot (the slot is
 *     counted on the database's clock, so every node names the same one), in a
 *     `stately` queue: at most one round waiting, one waiting to retry and one
 *     running, on any node;
 *   - a failed round is retried with exponential backoff (pg-boss's own);
 *   - a round is its node's for a lease (`leaseSeconds`): a node killed
 *     mid-round leaves it active until the lease runs out, and then some
 *     node's maintenance puts it back for the next node to take;
 *   - `stop` (SIGTERM) takes no more rounds and hands back the one under way
 *     when it does not finish in `stopTimeoutMs`.
 * The jobs' SQL is idempotent by itself (conditional updates, leases on push
 * deliveries), so the queue is there to spare the work and the gateway, not to
 * keep the data right.
 */

export interface JobQueueOptions {
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /**
   * How long a taken round is its node's before the queue may give it to another: by default twice the
   * job's interval, at least a minute (a killed node holds up pushes that long, and rounds longer than
   * that are rare). A round that outlives it is handed on while it still runs: the SQL keeps that right.
   */
  leaseSeconds?: number;
  /** How often one of the nodes looks for rounds whose lease ran out (and archives finished ones). */
  maintenanceSeconds?: number;
  /** Retries of a failed round: the first after about `retryDelaySeconds`, each later one twice as late. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How long stopping waits for the rounds under way before it hands them back. */
  stopTimeoutMs?: number;
}

export interface JobQueue {
  /** Runs a job's rounds through the queue; `runOnce` still runs a round here at once. */
  repeat<T>(round: () => Promise<T>, options: RepeatOptions): RepeatingJob<T>;
  /** Rounds waiting (to run or to retry), by job: the queue depth the metrics show. */
  depth(): Promise<Record<string, number>>;
  /** Stops every job and closes the queue (the pool stays: it is the app's). */
  stop(): Promise<void>;
}

/** pg-boss's own tables live in this schema, beside the shop's (created by pg-boss at start, not a migration). */
export const JOB_QUEUE_SCHEMA = 'pgboss';

// pg-boss's SQL builders, to recognise its completion statements (the package has no `exports` map to forbid it).
const pgBossPlans = createRequire(import.meta.url)('pg-boss/src/plans') as Record<
  'completeJobs' | 'failJobsById',
  (schema: string) => string
>;
const COMPLETIONS = new Set([pgBossPlans.completeJobs(JOB_QUEUE_SCHEMA), pgBossPlans.failJobsById(JOB_QUEUE_SCHEMA)]);

/**
 * pg-boss 10 neither awaits nor catches the `complete` or `fail` it sends after a round (`manager.js`, `work`):
 * when the connection goes at that moment (a failover, `pg_terminate_backend`), the rejection is unhandled and
 * ends the process (the soak of issue 31 lost a node so). Those two statements answer «nothing changed» instead
 * of failing: the round stays active, and when its lease runs out the queue hands it on as after a killed node.
 *
 * It also keeps the statements under way, for `settled`: pg-boss's `offWork` does not wait for a fetch already
 * sent, and a round that fetch takes would start after the node said it had stopped (the two-node test caught a
 * round the queue recorded done and no node counted).
 */
function queueExecutor(pool: pg.Pool, log: JobQueueOptions['log']) {
  const underWay = new Set<Promise<unknown>>();
  async function send(text: string, values?: unknown[]) {
    try {
      return await pool.query(text, values);
    } catch (error) {
      if (!COMPLETIONS.has(text) || !isConnectionLost(error)) throw error;
      log.warn({ err: error }, 'job queue: a round’s end was not recorded; its lease hands it on');
      return { rows: [{ count: '0' }], rowCount: 0 };
    }
  }
  return {
    executeSql(text: string, values?: unknown[]) {
      const sent = send(text, values);
      underWay.add(sent);
      void sent.finally(() => underWay.delete(sent)).catch(() => undefined);
      return sent;
    },
    /** Resolves once the statements sent by now have answered, and what their answers started has begun. */
    async settled() {
      // pg-boss sends a round's completion, and hands a fetched round to its handler, a few promise hops later.
      const hops = () => new Promise((resolve) => setImmediate(resolve));
      await hops();
      await Promise.allSettled([...underWay]);
      await hops();
    },
  };
}

export async function startJobQueue(pool: pg.Pool, options: JobQueueOptions): Promise<JobQueue> {
  const settings = {
    maintenanceSeconds: 15,
    retryLimit: 3,
    stopTimeoutMs: 10_000,
    ...options,
  };
  const executor = queueExecutor(pool, settings.log);
  const boss = new PgBoss({
    db: { executeSql: executor.executeSql },
    schema: JOB_QUEUE_SCHEMA,
    schedule: false,
    supervise: true,
    migrate: true,
    maintenanceIntervalSeconds: settings.maintenanceSeconds,
    // Push rounds come every second: finished rounds leave the live table after an hour and the archive after a day.
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterHours: 24,
  });
  // Unheard, an emitter's `error` would throw; the queue's trouble (a lost connection) is retried by pg-boss.
  boss.on('error', (error) => settings.log.warn({ err: error }, 'job queue'));
  await boss.start();

  const jobs = new Map<string, RepeatingJob<unknown>>();
  let closing: Promise<void> | undefined;

  function repeat<T>(round: () => Promise<T>, job: RepeatOptions): RepeatingJob<T> {
    const { name, intervalMs, log } = job;
    const flight = singleFlight(round, job);
    const slotSeconds = Math.max(1, Math.round(intervalMs / 1000));
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;

    const ready = (async () => {
      const queue = {
        name,
        policy: 'stately' as const,
        retryLimit: settings.retryLimit,
        retryDelay: settings.retryDelaySeconds ?? slotSeconds,
        retryBackoff: true,
        expireInSeconds: settings.leaseSeconds ?? Math.max(60, 2 * slotSeconds),
      };
      await boss.createQueue(name, queue);
      // A queue made by an older release keeps its settings otherwise.
      await boss.updateQueue(name, queue);
      return boss.work(
        name,
        { batchSize: 1, pollingIntervalSeconds: Math.min(2, Math.max(0.5, slotSeconds / 2)) },
        async () => {
          try {
            await flight.run();
          } catch (error) {
            log.error({ err: error }, `${name} round failed`);
            throw error;
          }
        },
      );
    })();
    ready.catch((error: unknown) => log.error({ err: error }, `${name}: the job queue did not take the job`));

    // Asked twice a slot by every node, so a slot is never missed; the throttle makes it one round. The first
    // ask comes soon: a slot's round is the cluster's, and a node that joins late need not wait to take it.
    const ask = (delayMs = Math.max(250, intervalMs / 2)) => {
      if (stopped) return;
      timer = setTimeout(async () => {
        try {
          await ready;
          if (!stopped) await boss.send(name, {}, { singletonSeconds: slotSeconds });
        } catch (error) {
          log.error({ err: error }, `${name}: a round could not be queued`);
        }
        ask();
      }, delayMs);
      timer.unref();
    };
    ask(Math.min(1000, Math.max(250, intervalMs / 2)));

    const handle: RepeatingJob<T> = {
      runOnce: flight.run,
      async stop() {
        if (stopped) return;
        stopped = true;
        clearTimeout(timer);
        const worker = await ready.catch(() => undefined);
        if (worker) await boss.offWork({ id: worker });
        // A round still running after this is handed back by the queue's stop (pg-boss fails it: it is retried).
        await waitAtMost(
          (async () => {
            // The worker may be fetching: what that brings is this node's round, run and recorded before it stops.
            await executor.settled();
            await flight.running?.catch(() => undefined);
            await executor.settled();
          })(),
          settings.stopTimeoutMs,
        );
      },
    };
    jobs.set(name, handle as RepeatingJob<unknown>);
    return handle;
  }

  return {
    repeat,
    async depth() {
      const depths: Record<string, number> = {};
      for (const name of jobs.keys()) depths[name] = await boss.getQueueSize(name);
      return depths;
    },
    stop() {
      closing ??= (async () => {
        await Promise.all([...jobs.values()].map((job) => job.stop()));
        // The jobs waited for their rounds already: what still runs goes back to the queue, for another node.
        await boss.stop({ graceful: true, timeout: 1000, close: false });
      })();
      return closing;
    },
  };
}

async function waitAtMost(running: Promise<unknown> | undefined, ms: number): Promise<void> {
  if (!running) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    running.catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}
