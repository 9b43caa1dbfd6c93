import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { AppMetrics } from '../../ops/metrics';
import type { Repeat } from '../repeating';
import { type JobQueueOptions, startJobQueue } from './job-queue';

/** How an app runs its background jobs (`AppOptions.jobs`); tests shorten the push interval, the lease and the maintenance. */
export interface AppJobSettings {
  /** `false` runs them in this process even on PostgreSQL. */
  queued?: boolean;
  pushIntervalMs?: number;
  queue?: Omit<JobQueueOptions, 'log'>;
}

/**
 * On PostgreSQL, the job queue that gives each round to one node, stopped with the app and
 * measured by its metrics; `undefined` (each job's own timer in this process) on PGlite.
 */
export async function queuedJobs(
  app: FastifyInstance,
  {
    config,
    database,
    metrics,
    settings,
  }: {
    config: AppConfig;
    database: DatabaseHandle;
    metrics: AppMetrics;
    settings: AppJobSettings;
  },
): Promise<Repeat | undefined> {
  if (!database.pool || settings.queued === false) return undefined;
  const queue = await startJobQueue(database.pool, {
    log: app.log,
    // A third of the drain's grace left after its notice for a round to finish; then it goes back to the queue.
    stopTimeoutMs: Math.max(1000, ((config.shutdownGraceSeconds - config.shutdownNoticeSeconds) * 1000) / 3),
    ...settings.queue,
  });
  metrics.measureJobQueueWith(() => queue.depth());
  app.addHook('onClose', () => queue.stop());
  return (round, options) => queue.repeat(round, options);
}
