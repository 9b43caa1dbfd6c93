import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** A background job's round: `ok`, or `failed` (thrown and logged; the next round still comes). */
export type JobObserver = (job: string, outcome: 'ok' | 'failed') => void;

/** Order milestones counted once each, where the change commits (`LifecycleListeners.orderCounted`). */
export type OrderMilestone =
  | { kind: 'placed'; method: string }
  | { kind: 'paid'; method: string }
  | { kind: 'cancelled'; by: 'staff' | 'shopper' };

export interface AppMetrics {
  /** This app's own registry: tests build many apps in one process, and none sees another's numbers. */
  readonly registry: Registry;
  /** One answered request: `route` is the matched route's pattern (bounded), never the raw URL. */
  requestDone(method: string, route: string, status: number, seconds: number): void;
  orderCounted(milestone: OrderMilestone): void;
  /** The gateway's notification answered: accepted (2xx), refused (4xx: signature, credentials) or failed (5xx). */
  webhookAnswered(outcome: 'accepted' | 'refused' | 'failed'): void;
  readonly observeJob: JobObserver;
  /** Called for every read-model invalidation this node hears (its own writes and other nodes'). */
  readModelChanged(): void;
  /** Where the connected sockets are counted (the realtime server lives beside the app, in `main.ts`). */
  countSocketsWith(count: () => number): void;
  /** Where the reconciler lag is read at scrape time. */
  measureReconcilerLagWith(lag: () => Promise<number | null>): void;
  /** Where the job queue's depth by job is read at scrape time (PostgreSQL's queue; the embedded runner has none). */
  measureJobQueueWith(depth: () => Promise<Record<string, number>>): void;
  /** The Prometheus text exposition of everything above. */
  render(): Promise<{ contentType: string; body: string }>;
}

export const REQUEST_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The app's Prometheus metrics (prom-client). Node's default metrics (event
 * loop lag, heap, GC) are collected only when `withDefaults`: they start
 * monitors that live as long as the process, which an app that serves no
 * metrics (every test app) should not leave behind.
 */
export function createAppMetrics({ withDefaults }: { withDefaults: boolean }): AppMetrics {
  const registry = new Registry();
  if (withDefaults) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_DURATION_BUCKETS,
    registers,
  });
  // Every request observes one series: finding it by its labels each time (prom-client hashes them) was a
  // visible share of the smallest cached reads' time. Routes are patterns, so the keys stay few.
  const requestSeries = new Map<string, ReturnType<typeof requests.labels>>();
  const placed = new Counter({
    name: 'pirog_orders_placed_total',
    help: 'Orders placed, by payment method',
    labelNames: ['method'] as const,
    registers,
  });
  const paid = new Counter({
    name: 'pirog_orders_paid_total',
    help: 'Orders paid: by card (the gateway settled it) or on receipt (cash or terminal recorded)',
    labelNames: ['method'] as const,
    registers,
  });
  const cancelled = new Counter({
    name: 'pirog_orders_cancelled_total',
    help: 'Orders cancelled: by staff, or by the shopper leaving the card checkout',
    labelNames: ['by'] as const,
    registers,
  });
  const webhooks = new Counter({
    name: 'pirog_payment_webhooks_total',
    help: 'Card gateway notifications: accepted (2xx), refused (4xx: signature, credentials, no gateway), failed (5xx)',
    labelNames: ['outcome'] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: 'pirog_job_failures_total',
    help: 'Failed rounds of a background job (logged; the next round still comes)',
    labelNames: ['job'] as const,
    registers,
  });
  const jobRounds = new Counter({
    name: 'pirog_job_rounds_total',
    help: 'Rounds of a background job this node ran, by outcome (with PostgreSQL each round runs on one node)',
    labelNames: ['job', 'outcome'] as const,
    registers,
  });
  const jobSuccess = new Gauge({
    name: 'pirog_job_last_success_timestamp_seconds',
    help: 'When a background job last finished a round without failing (Unix time)',
    labelNames: ['job'] as const,
    registers,
  });
  const readModelVersion = new Gauge({
    name: 'pirog_read_model_version',
    help: 'Invalidations of the in-memory read model this node has applied since it started',
    registers,
  });
  let socketCount: () => number = () => 0;
  new Gauge({
    name: 'pirog_realtime_sockets',
    help: 'Sockets connected to this node’s realtime server',
    registers,
    collect() {
      this.set(socketCount());
    },
  });
  let reconcilerLag: () => Promise<number | null> = async () => null;
  new Gauge({
    name: 'pirog_reconciler_lag_seconds',
    help: 'Age of the oldest card order still awaiting payment (0 when none); the reconciler settles or expires each',
    registers,
    async collect() {
      const lag = await reconcilerLag();
      // Unknown (the database did not answer in time): NaN, never a made-up 0 that would look healthy.
      this.set(lag ?? Number.NaN);
    },
  });
  let jobQueueDepth: () => Promise<Record<string, number>> = async () => ({});
  new Gauge({
    name: 'pirog_job_queue_depth',
    help: 'Rounds of a background job waiting in the PostgreSQL job queue, to run or to be retried',
    labelNames: ['job'] as const,
    registers,
    async collect() {
      this.reset();
      // A scrape must answer even when the database does not: the depth is then left out.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<Record<string, number>>((resolve) => {
        timer = setTimeout(() => resolve({}), 2_000);
      });
      const depths = await Promise.race([jobQueueDepth().catch(() => ({})), late]);
      clearTimeout(timer);
      for (const [job, depth] of Object.entries(depths)) this.labels(job).set(depth);
    },
  });
  // Every family appears from the first scrape, at 0, so dashboards and alerts see it before the first event.
  for (const outcome of ['accepted', 'refused', 'failed']) webhooks.labels(outcome).inc(0);

  return {
    registry,
    requestDone(method, route, status, seconds) {
      const key = `${method} ${route} ${status}`;
      let series = requestSeries.get(key);
      if (!series) {
        series = requests.labels(method, route, String(status));
        requestSeries.set(key, series);
      }
      series.observe(seconds);
    },
    orderCounted(milestone) {
      if (milestone.kind === 'placed') placed.labels(milestone.method).inc();
      else if (milestone.kind === 'paid') paid.labels(milestone.method).inc();
      else cancelled.labels(milestone.by).inc();
    },
    webhookAnswered(outcome) {
      webhooks.labels(outcome).inc();
    },
    observeJob(job, outcome) {
      jobRounds.labels(job, outcome).inc();
      if (outcome === 'failed') jobFailures.labels(job).inc();
      else {
        jobFailures.labels(job).inc(0);
        jobSuccess.labels(job).setToCurrentTime();
      }
    },
    readModelChanged() {
      readModelVersion.inc();
    },
    countSocketsWith(count) {
      socketCount = count;
    },
    measureReconcilerLagWith(lag) {
      reconcilerLag = lag;
    },
    measureJobQueueWith(depth) {
      jobQueueDepth = depth;
    },
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
