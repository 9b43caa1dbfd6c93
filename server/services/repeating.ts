import type { FastifyBaseLogger } from 'fastify';
import type { JobObserver } from '../ops/metrics';

/** A background job run every so often: a round can also be run now, and rounds never overlap. */
export interface RepeatingJob<T> {
  /** Runs a round now, or joins the round under way (tests, and the first round at start). */
  runOnce(): Promise<T>;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
}

export interface RepeatOptions {
  intervalMs: number;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** The job's name: its metrics label, and its queue's name when rounds go through PostgreSQL. */
  name: string;
  /** Told how each round ended (the metrics count failures per job). */
  observe?: JobObserver | undefined;
}

/**
 * What runs a job's rounds: `startRepeating` in this process (the embedded
 * database, tests), or a queue on PostgreSQL that gives each round to one node
 * (`jobs/job-queue.ts`).
 */
export type Repeat = <T>(round: () => Promise<T>, options: RepeatOptions) => RepeatingJob<T>;

/**
 * `round` as this process runs it: a call while a round is under way joins it
 * (so the timer, a queue's worker and a test's `runOnce` never overlap here),
 * and every round's outcome is told to `observe`.
 */
export function singleFlight<T>(
  round: () => Promise<T>,
  { name, observe }: Pick<RepeatOptions, 'name' | 'observe'>,
): { run(): Promise<T>; readonly running: Promise<T> | undefined } {
  let running: Promise<T> | undefined;
  return {
    run() {
      running ??= round()
        .then(
          (result) => {
            observe?.(name, 'ok');
            return result;
          },
          (error: unknown) => {
            observe?.(name, 'failed');
            throw error;
          },
        )
        .finally(() => {
          running = undefined;
        });
      return running;
    },
    get running() {
      return running;
    },
  };
}

/**
 * Runs `round` every `intervalMs` (counted from the end of the last round)
 * until stopped. A failed round is logged and the next one still comes. The
 * timer never keeps the process alive by itself.
 */
export function startRepeating<T>(round: () => Promise<T>, options: RepeatOptions): RepeatingJob<T> {
  const { intervalMs, log, name } = options;
  const flight = singleFlight(round, options);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(async () => {
      try {
        await flight.run();
      } catch (error) {
        log.error({ err: error }, `${name} round failed`);
      }
      schedule();
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    runOnce: flight.run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await flight.running?.catch(() => undefined);
    },
  };
}
