import type { FastifyBaseLogger } from 'fastify';
import type { JobObserver } from '../ops/metrics';

/** A background job run every so often: a round can also be run now, and rounds never overlap. */
export interface RepeatingJob<T> {
  /** Runs a round now, or joins the round under way (tests, and the first round at start). */
  runOnce(): Promise<T>;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `round` every `intervalMs` (counted from the end of the last round)
 * until stopped. A failed round is logged and the next one still comes. The
 * timer never keeps the process alive by itself.
 */
export function startRepeating<T>(
  round: () => Promise<T>,
  {
    intervalMs,
    log,
    name,
    observe,
  }: {
    intervalMs: number;
    log: Pick<FastifyBaseLogger, 'error'>;
    name: string;
    /** Told how each round ended (the metrics count failures per job). */
    observe?: JobObserver | undefined;
  },
): RepeatingJob<T> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;
  let stopped = false;

  const runOnce = () => {
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
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(async () => {
      try {
        await runOnce();
      } catch (error) {
        log.error({ err: error }, `${name} round failed`);
      }
      schedule();
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
