import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { type AppMetrics, createAppMetrics } from '../../ops/metrics';
import { createTestDatabase, fixedClock, testDatabaseUrl } from '../../testing/index';
import { JOB_QUEUE_SCHEMA } from './job-queue';

/** Two shop nodes on one PostgreSQL: runs when TEST_DATABASE_URL names one (CI sets it). */
const url = testDatabaseUrl();

const JOBS = ['reconciler', 'push', 'points-expiry', 'refunds'] as const;

async function roundsOf(metrics: AppMetrics): Promise<Record<string, number>> {
  const counted: Record<string, number> = {};
  const metric = metrics.registry.getSingleMetric('pirog_job_rounds_total');
  for (const value of (await metric?.get())?.values ?? []) {
    const job = String(value.labels.job);
    counted[job] = (counted[job] ?? 0) + value.value;
  }
  return counted;
}

describe.skipIf(!url)('background jobs on two nodes', () => {
  it('run each round once across the nodes, one node at a time', async () => {
    const database = await createTestDatabase({ kind: 'postgres' });
    const dataDir = await mkdtemp(path.join(tmpdir(), 'teply-pirog-jobs-'));
    const handles: DatabaseHandle[] = [];
    const apps: FastifyInstance[] = [];
    const metrics: AppMetrics[] = [];
    // From before the first node: its jobs start while the second one is built.
    const started = Date.now();
    try {
      for (const _ of [1, 2]) {
        const config = loadConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATA_DIR: dataDir,
          DATABASE_URL: database.url,
          // Both jobs every second, so a few seconds show whether each slot ran once or once per node.
          PAYMENT_RECONCILE_SECONDS: '1',
        });
        // Each node its own pool, as two processes would have.
        const handle = await openDatabase({ kind: 'postgres', url: database.url ?? '' });
        handles.push(handle);
        const nodeMetrics = createAppMetrics({ withDefaults: false });
        metrics.push(nodeMetrics);
        const app = await buildApp({
          config,
          database: handle,
          pages: 'none',
          clock: fixedClock,
          reconcile: true,
          sendPushes: true,
          metrics: nodeMetrics,
          jobs: { pushIntervalMs: 1000, queue: { maintenanceSeconds: 1 } },
        });
        await app.ready();
        apps.push(app);
      }
      // At least 5 s, and two rounds of each job however slow the machine is.
      const deadline = Date.now() + 20_000;
      for (;;) {
        const perNode = await Promise.all(metrics.map(roundsOf));
        const least = Math.min(...JOBS.map((job) => perNode.reduce((sum, counted) => sum + (counted[job] ?? 0), 0)));
        if ((Date.now() - started >= 5_000 && least >= 2) || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const rendered = (await metrics[0]?.render())?.body ?? '';
      for (const app of apps.splice(0)) await app.close();
      const seconds = (Date.now() - started) / 1000;

      const perNode = await Promise.all(metrics.map(roundsOf));
      for (const job of JOBS) {
        const total = perNode.reduce((sum, counted) => sum + (counted[job] ?? 0), 0);
        // One round per 1 s slot across both nodes; two nodes each running their own timer would make it two.
        expect(total, job).toBeGreaterThanOrEqual(2);
        expect(total, job).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
      }
      expect(rendered).toMatch(/pirog_job_queue_depth\{job="reconciler"\} \d/);

      // The queue's own record: every round finished once, and no two rounds of a job ran at the same time.
      const pool = database.pool;
      if (!pool) throw new Error('a PostgreSQL test database has a pool');
      for (const job of ['reconciler', 'push']) {
        const { rows } = await pool.query<{ started_on: Date; completed_on: Date; singleton_on: Date }>(
          `select started_on, completed_on, singleton_on from ${JOB_QUEUE_SCHEMA}.job
            where name = $1 and state = 'completed' order by started_on`,
          [job],
        );
        const counted = perNode.reduce((sum, node) => sum + (node[job] ?? 0), 0);
        expect(rows, job).toHaveLength(counted);
        expect(new Set(rows.map((row) => row.singleton_on.getTime())).size, job).toBe(rows.length);
        for (const [index, row] of rows.entries()) {
          const previous = rows[index - 1];
          if (previous) expect(row.started_on.getTime(), job).toBeGreaterThanOrEqual(previous.completed_on.getTime());
        }
      }
    } finally {
      for (const app of apps) await app.close();
      for (const handle of handles) await handle.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 45_000);
});
