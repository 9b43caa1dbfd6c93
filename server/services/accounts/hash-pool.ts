import { availableParallelism } from 'node:os';
import { DomainError } from '../errors';

/*
 * A bound on password hashing (issue 26, defect 9). One scrypt at the
 * production cost takes 128 MiB and a core for a noticeable time, and libuv
 * runs as many at once as it has threads: 50 parallel wrong sign-ins took
 * 3.8 s p50 and 645 MB. Every hash and verification (shopper and staff
 * sign-in, sign-up, password change, recovery, kiosk PINs) runs through one
 * pool per process: at most one per core at once, a short queue behind them,
 * and beyond that a `429` at once instead of memory and latency for everyone.
 */

export const HASHING_BUSY = 'Сервер сейчас перегружен проверкой паролей. Попробуйте ещё раз через несколько секунд';

/** Queued hashes per running one: a queue a second or two long at the production cost. */
const QUEUE_PER_SLOT = 8;
/** What one hash is assumed to take before any has finished (the production cost on a slow core). */
const FIRST_GUESS_MS = 500;
const MAX_RETRY_AFTER_SECONDS = 60;

export interface HashPoolOptions {
  /** Hashes running at once; the process's core count by default. */
  concurrency?: number;
  /** Hashes waiting for a turn; beyond it a hash is refused at once. `QUEUE_PER_SLOT` per running one by default. */
  queue?: number;
}

export interface HashPool {
  readonly concurrency: number;
  readonly queueLimit: number;
  /**
   * Runs `task` when a slot is free. When every slot is busy and the queue is
   * full, refuses at once with `DomainError('too_many')`, its `retryAfterSeconds`
   * the time the work ahead is expected to take.
   */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** What runs and waits now (for tests and logs). */
  load(): { running: number; queued: number };
}

export function createHashPool({ concurrency, queue }: HashPoolOptions = {}): HashPool {
  const slots = Math.max(1, Math.floor(concurrency ?? availableParallelism()));
  const queueLimit = Math.max(0, Math.floor(queue ?? slots * QUEUE_PER_SLOT));
  const waiting: Array<() => void> = [];
  let running = 0;
  // A moving average of how long a hash takes here, for `retry-after`.
  let averageMs = FIRST_GUESS_MS;

  const retryAfterSeconds = (): number => {
    const ahead = (running + waiting.length) / slots;
    return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil((ahead * averageMs) / 1000)));
  };

  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next in line, so a newcomer cannot overtake the queue.
    if (next) next();
    else running -= 1;
  };

  return {
    concurrency: slots,
    queueLimit,
    async run(task) {
      if (running < slots) {
        running += 1;
      } else {
        if (waiting.length >= queueLimit) {
          throw new DomainError('too_many', HASHING_BUSY, { retryAfterSeconds: retryAfterSeconds() });
        }
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      const started = performance.now();
      try {
        return await task();
      } finally {
        averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2;
        release();
      }
    },
    load: () => ({ running, queued: waiting.length }),
  };
}

let shared: HashPool | undefined;

/** The process's pool, made on first use: every hasher shares it unless given its own. */
export function sharedHashPool(): HashPool {
  shared ??= createHashPool();
  return shared;
}
