import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webPush, { type WebPushError } from 'web-push';
import { type Executor, withTransaction } from '../../db/transaction';
import type { JobObserver } from '../../ops/metrics';
import { createPushRepository, type DueDelivery } from '../../repositories/push';
import { type Repeat, type RepeatingJob, startRepeating } from '../repeating';
import type { VapidDetails } from './vapid';

/*
 * Sends the queued push messages (issue 28). Every node runs a sender; a
 * delivery is taken with `for update skip locked` and a lease, so one node
 * sends it, and one that dies mid-send leaves it to another when the lease
 * ends. Answers from the push service decide what happens next:
 *   2xx       sent;
 *   404, 410  the subscription is gone: removed, but only while it still has
 *             the endpoint that failed (a refreshed one stays);
 *   429, 5xx, no answer   tried again with backoff (`retry-after` honoured)
 *             until the message's TTL or the attempts run out;
 *   other 4xx the message can never go (bad keys, too large): ended.
 */

export interface PushSenderOptions {
  db: Executor;
  vapid: VapidDetails;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  clock: () => Date;
  /** How often the queue is looked at; 1 s keeps «готов» within a couple of seconds of the tap. */
  intervalMs?: number;
  /** Deliveries taken per round, and sent at most this many at once. */
  batch?: number;
  concurrency?: number;
  /** How long a taken delivery is this sender's before another may take it. */
  leaseMs?: number;
  maxAttempts?: number;
  /** The https agent for the push services (tests pass none: they trust their service through NODE_EXTRA_CA_CERTS). */
  agent?: Agent;
  /** Told how each round ended (the metrics count failed rounds). */
  observeJob?: JobObserver;
  /** What runs the rounds: this process's timer by default, or the job queue that gives each to one node. */
  repeat?: Repeat;
}

/** `runOnce` sends what is due now and answers how many deliveries were handled. */
export type PushSender = RepeatingJob<number>;

const RETRY_BASE_MS = 5_000;
const RETRY_MAX_MS = 10 * 60_000;

export function retryDelayMs(attempts: number, retryAfter: string | undefined, now: Date): number {
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.min(RETRY_MAX_MS, Math.max(1000, seconds * 1000));
    const date = Date.parse(retryAfter);
    if (Number.isFinite(date)) return Math.min(RETRY_MAX_MS, Math.max(1000, date - now.getTime()));
  }
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

const isWebPushError = (error: unknown): error is WebPushError =>
  typeof error === 'object' && error !== null && 'statusCode' in error && typeof error.statusCode === 'number';

function headerOf(headers: unknown, name: string): string | undefined {
  if (!headers || typeof headers !== 'object') return undefined;
  const value = (headers as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : Array.isArray(value) ? String(value[0]) : undefined;
}

async function sendOne(
  options: Required<Omit<PushSenderOptions, 'agent' | 'observeJob' | 'repeat'>> & Pick<PushSenderOptions, 'agent'>,
  due: DueDelivery,
) {
  const { delivery, subscription } = due;
  const push = createPushRepository(options.db);
  const now = options.clock();
  const age = now.getTime() - delivery.createdAt.getTime();
  const ttlLeft = Math.floor((delivery.ttlSeconds * 1000 - age) / 1000);
  if (ttlLeft <= 0) return push.end(delivery.id, now, 'expired before it could be sent');
  try {
    await webPush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(delivery.payload),
      {
        vapidDetails: options.vapid,
        TTL: ttlLeft,
        urgency: delivery.urgency,
        ...(delivery.topic ? { topic: delivery.topic } : {}),
        contentEncoding: 'aes128gcm',
        timeout: 10_000,
        ...(options.agent ? { agent: options.agent } : {}),
      },
    );
    await push.markSent(delivery.id, options.clock());
  } catch (error) {
    const at = options.clock();
    const status = isWebPushError(error) ? error.statusCode : undefined;
    const reason = status ? `push service answered ${status}` : `not sent: ${(error as Error).message}`;
    if (status === 404 || status === 410) {
      const removed = await push.removeGoneSubscription(subscription.id, subscription.endpoint);
      // Removing the subscription removed its deliveries; a refreshed one keeps its own, this one ends.
      if (!removed) await push.end(delivery.id, at, `${reason} for an endpoint no longer subscribed`);
      options.log.info({ subscriptionId: subscription.id, status, removed }, 'push subscription gone');
      return;
    }
    const retryable = status === undefined || status === 429 || status >= 500;
    if (!retryable || delivery.attempts >= options.maxAttempts) {
      options.log.warn({ deliveryId: delivery.id, status, attempts: delivery.attempts }, 'push message given up');
      return push.end(delivery.id, at, reason);
    }
    const retryAfter = isWebPushError(error) ? headerOf(error.headers, 'retry-after') : undefined;
    await push.retryAt(delivery.id, new Date(at.getTime() + retryDelayMs(delivery.attempts, retryAfter, at)), reason);
  }
}

export function startPushSender(options: PushSenderOptions): PushSender {
  const settings = {
    intervalMs: 1000,
    batch: 200,
    concurrency: 16,
    leaseMs: 60_000,
    maxAttempts: 8,
    ...options,
  };
  let stopped = false;

  async function round(): Promise<number> {
    let handled = 0;
    for (;;) {
      const due = await withTransaction(settings.db, (tx) =>
        createPushRepository(tx).takeDue(settings.clock(), settings.batch, settings.leaseMs),
      );
      if (due.length === 0) return handled;
      const queue = [...due];
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          try {
            await sendOne(settings, next);
          } catch (error) {
            // The delivery stays leased and is taken again when the lease ends.
            settings.log.error({ err: error, deliveryId: next.delivery.id }, 'push delivery failed');
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(settings.concurrency, due.length) }, worker));
      handled += due.length;
      if (due.length < settings.batch || stopped) return handled;
    }
  }

  const job = (settings.repeat ?? startRepeating)(round, {
    intervalMs: settings.intervalMs,
    log: settings.log,
    name: 'push',
    observe: settings.observeJob,
  });
  return {
    runOnce: job.runOnce,
    async stop() {
      // A round under way stops after its current batch.
      stopped = true;
      await job.stop();
    },
  };
}
