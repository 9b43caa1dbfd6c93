import { spawn } from 'node:child_process';
import path from 'node:path';
import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPostgresPool } from '../../db/client';
import { createTestDatabase, type TestDatabase, testDatabaseUrl } from '../../testing/index';
import { JOB_QUEUE_SCHEMA, type JobQueue, type JobQueueOptions, startJobQueue } from './job-queue';

/** Several nodes on one PostgreSQL: runs when TEST_DATABASE_URL names one (CI sets it). */
const url = testDatabaseUrl();

const log = { error: () => undefined, warn: () => undefined };
// Short, so a test sees a lease run out and a retry come within seconds; production keeps minutes.
const SETTINGS = { leaseSeconds: 2, maintenanceSeconds: 1, retryDelaySeconds: 1, stopTimeoutMs: 300 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Round {
  node: string;
  start: number;
  end?: number;
}

function urlOf(database: TestDatabase): string {
  if (!database.url) throw new Error('a PostgreSQL test database has a URL');
  return database.url;
}

function poolOf(database: TestDatabase): pg.Pool {
  if (!database.pool) throw new Error('a PostgreSQL test database has a pool');
  return database.pool;
}

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await sleep(50);
  }
}

describe.skipIf(!url)('startJobQueue on PostgreSQL', () => {
  let database: TestDatabase;
  const pools: pg.Pool[] = [];
  const queues: JobQueue[] = [];

  /** A node: its own pool and queue on the test's database, as a separate server would have. */
  async function node(settings: Partial<JobQueueOptions> = {}): Promise<JobQueue> {
    const pool = openPostgresPool(urlOf(database), 3);
    pools.push(pool);
    const queue = await startJobQueue(pool, { log, ...SETTINGS, ...settings });
    queues.push(queue);
    return queue;
  }

  /** The queue's record of a job's rounds, finished or not, live or archived. */
  async function recorded(name: string) {
    const { rows } = await poolOf(database).query<{ state: string; retry_count: number; singleton_on: Date }>(
      `select state, retry_count, singleton_on from ${JOB_QUEUE_SCHEMA}.job where name = $1
       union all select state, retry_count, singleton_on from ${JOB_QUEUE_SCHEMA}.archive where name = $1`,
      [name],
    );
    return rows;
  }

  beforeEach(async () => {
    database = await createTestDatabase({ kind: 'postgres', content: 'empty' });
  }, 30_000);

  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
    await Promise.all(pools.splice(0).map((pool) => pool.end()));
    await database.close();
  }, 30_000);

  it('runs each round of a job once, on one node at a time, though both nodes ask for every round', async () => {
    const rounds: Round[] = [];
    const probe = (name: string) => async () => {
      const round: Round = { node: name, start: Date.now() };
      rounds.push(round);
      await sleep(150);
      round.end = Date.now();
    };
    const [one, two] = [await node(), await node()];
    const started = Date.now();
    const jobs = [
      one.repeat(probe('one'), { name: 'probe', intervalMs: 1000, log }),
      two.repeat(probe('two'), { name: 'probe', intervalMs: 1000, log }),
    ];
    // At least 5 s, and a few rounds however slow the machine is.
    await eventually(() => Date.now() - started >= 5_000 && rounds.filter((round) => round.end).length >= 3, 15_000);
    await Promise.all(jobs.map((job) => job.stop()));
    const seconds = (Date.now() - started) / 1000;

    // Two timers of 1 s would run about 2 rounds a second; the queue runs one round per 1 s slot.
    expect(rounds.length).toBeGreaterThanOrEqual(3);
    expect(rounds.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    const ordered = rounds.toSorted((a, b) => a.start - b.start);
    for (const [index, round] of ordered.entries()) {
      if (index > 0) expect(round.start).toBeGreaterThanOrEqual(ordered[index - 1]?.end ?? Number.POSITIVE_INFINITY);
    }
    const done = (await recorded('probe')).filter((row) => row.state === 'completed');
    // Every round ran is one slot's job, finished once, never retried.
    expect(done).toHaveLength(rounds.filter((round) => round.end).length);
    expect(new Set(done.map((row) => row.singleton_on.getTime())).size).toBe(done.length);
    expect(done.every((row) => row.retry_count === 0)).toBe(true);
  }, 20_000);

  it('retries a failed round with backoff', async () => {
    const calls: number[] = [];
    const one = await node();
    one.repeat(
      async () => {
        calls.push(Date.now());
        if (calls.length === 1) throw new Error('the gateway did not answer');
      },
      // The first round is asked for within a second, the next ones every 30 s: none within the test.
      { name: 'flaky', intervalMs: 60_000, log },
    );
    await eventually(
      async () => (await recorded('flaky')).some((row) => row.retry_count === 1 && row.state === 'completed'),
      15_000,
    );
    // pg-boss waits retryDelay·2^(attempt)/2 plus as much again at random: 1–2 s for the first retry.
    expect(calls).toHaveLength(2);
    expect((calls[1] ?? 0) - (calls[0] ?? 0)).toBeGreaterThanOrEqual(900);
  }, 20_000);

  it('hands the round under way to another node when a node stops (SIGTERM), before its lease ends', async () => {
    let release: () => void = () => undefined;
    const rounds: Round[] = [];
    const one = await node({ leaseSeconds: 120 });
    const two = await node({ leaseSeconds: 120 });
    one.repeat(
      async () => {
        rounds.push({ node: 'one', start: Date.now() });
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      },
      { name: 'stuck', intervalMs: 1000, log },
    );
    await eventually(() => rounds.length === 1, 10_000);
    two.repeat(
      async () => {
        rounds.push({ node: 'two', start: Date.now() });
      },
      { name: 'stuck', intervalMs: 1000, log },
    );
    // While one's round runs, two runs none (one round of a job at a time)…
    await sleep(1_500);
    expect(rounds.map((round) => round.node)).toEqual(['one']);
    // …and once one stops, its round is handed back and two takes it (the lease is two minutes).
    await one.stop();
    expect((await recorded('stuck')).filter((row) => row.state === 'active')).toEqual([]);
    await eventually(() => rounds.some((round) => round.node === 'two'), 10_000);
    // The very round one held is run again by two (a retry keeps its job), not only the next slot's.
    await eventually(
      async () => (await recorded('stuck')).some((row) => row.retry_count === 1 && row.state === 'completed'),
      10_000,
    );
    release();
  }, 20_000);

  it('finishes, before its stop ends, a round its worker was fetching when the node stopped', async () => {
    const pool = openPostgresPool(urlOf(database), 3);
    pools.push(pool);
    // pg-boss's fetch of the next round, held at the test's word: the window a SIGTERM can land in.
    let holding = false;
    let held: (() => void) | undefined;
    const slowFetches = {
      query: async (text: string, values?: unknown[]) => {
        if (holding && text.includes('FOR UPDATE SKIP LOCKED')) {
          await new Promise<void>((resolve) => {
            held = resolve;
          });
        }
        return pool.query(text, values);
      },
    } as unknown as pg.Pool;
    const one = await startJobQueue(slowFetches, { log, ...SETTINGS, stopTimeoutMs: 5_000 });
    queues.push(one);
    const rounds: Round[] = [];
    one.repeat(
      async () => {
        const round: Round = { node: 'one', start: Date.now() };
        rounds.push(round);
        await sleep(300);
        round.end = Date.now();
      },
      { name: 'late', intervalMs: 1000, log },
    );
    await eventually(() => rounds.some((round) => round.end), 10_000);
    holding = true;
    // A fetch on its way while the next slot's round waits for it.
    await eventually(
      async () => held !== undefined && (await recorded('late')).some((row) => row.state === 'created'),
      10_000,
    );
    const stopping = one.stop();
    await sleep(100);
    held?.();
    await stopping;
    // The round the fetch brought ran within the stop, and was recorded as done: nothing is left for a lease.
    const ran = rounds.length;
    expect(rounds.every((round) => round.end)).toBe(true);
    const states = (await recorded('late')).map((row) => row.state);
    expect(states.filter((state) => state === 'active')).toEqual([]);
    expect(states.filter((state) => state === 'completed')).toHaveLength(ran);
    await sleep(500);
    expect(rounds).toHaveLength(ran);
  }, 30_000);

  it('gives a round to another node when the node running it is killed, once its lease runs out', async () => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(import.meta.dirname, 'job-queue-node.fixture.ts'),
        urlOf(database),
        JSON.stringify(SETTINGS),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      // A new process on a loaded machine: tsx, pg-boss and the queue take a few seconds.
      await eventually(() => output.includes('taken'), 25_000);
      const takenAt = Date.now();
      child.kill('SIGKILL');
      const rounds: Round[] = [];
      const two = await node();
      two.repeat(
        async () => {
          rounds.push({ node: 'two', start: Date.now() });
        },
        { name: 'probe', intervalMs: 1000, log },
      );
      await eventually(async () => (await recorded('probe')).some((row) => row.retry_count === 1), 10_000);
      await eventually(() => rounds.length > 0, 5_000);
      // Not before the dead node's lease (2 s) ran out: until then its round still counted as running.
      expect((rounds[0]?.start ?? 0) - takenAt).toBeGreaterThanOrEqual(1_000);
    } finally {
      child.kill('SIGKILL');
    }
  }, 45_000);
});
