import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { startRepeating } from '../services/repeating';
import { createAppMetrics } from './metrics';
import { startMetricsServer } from './metrics-server';

const silent = { error: () => {} };

describe('app metrics', () => {
  it('keeps each app’s numbers in its own registry', async () => {
    const first = createAppMetrics({ withDefaults: false });
    const second = createAppMetrics({ withDefaults: false });
    first.orderCounted({ kind: 'placed', method: 'card' });
    expect((await first.render()).body).toContain('pirog_orders_placed_total{method="card"} 1');
    expect((await second.render()).body).not.toContain('pirog_orders_placed_total{method="card"}');
  });

  it('counts a background job’s failed rounds by job, and notes its last good one', async () => {
    const metrics = createAppMetrics({ withDefaults: false });
    let fail = true;
    const job = startRepeating(
      async () => {
        if (fail) throw new Error('database away');
      },
      { intervalMs: 60_000, log: silent, name: 'reconciler', observe: metrics.observeJob },
    );
    try {
      await expect(job.runOnce()).rejects.toThrow('database away');
      fail = false;
      await job.runOnce();
    } finally {
      await job.stop();
    }
    const { body } = await metrics.render();
    expect(body).toContain('pirog_job_failures_total{job="reconciler"} 1');
    expect(body).toContain('pirog_job_rounds_total{job="reconciler",outcome="failed"} 1');
    expect(body).toContain('pirog_job_rounds_total{job="reconciler",outcome="ok"} 1');
    expect(body).toMatch(/pirog_job_last_success_timestamp_seconds\{job="reconciler"\} \d{10}/);
  });

  it('reads the sockets and the reconciler lag when scraped, and says NaN of a lag it could not read', async () => {
    const metrics = createAppMetrics({ withDefaults: false });
    let sockets = 3;
    metrics.countSocketsWith(() => sockets);
    metrics.measureReconcilerLagWith(async () => 42);
    expect((await metrics.render()).body).toContain('pirog_realtime_sockets 3');
    expect((await metrics.render()).body).toContain('pirog_reconciler_lag_seconds 42');
    sockets = 0;
    metrics.measureReconcilerLagWith(async () => null);
    const { body } = await metrics.render();
    expect(body).toContain('pirog_realtime_sockets 0');
    // prom-client spells it `Nan`; Prometheus reads NaN in any case.
    expect(body).toMatch(/^pirog_reconciler_lag_seconds nan$/im);
  });

  it('reads the job queue’s depth by job when scraped, and leaves it out when the database does not answer', async () => {
    const metrics = createAppMetrics({ withDefaults: false });
    expect((await metrics.render()).body).not.toMatch(/pirog_job_queue_depth\{/);
    metrics.measureJobQueueWith(async () => ({ reconciler: 0, push: 4 }));
    const { body } = await metrics.render();
    expect(body).toContain('pirog_job_queue_depth{job="reconciler"} 0');
    expect(body).toContain('pirog_job_queue_depth{job="push"} 4');
    metrics.measureJobQueueWith(async () => {
      throw new Error('database away');
    });
    expect((await metrics.render()).body).not.toMatch(/pirog_job_queue_depth\{/);
  });
});

describe('METRICS_PORT', () => {
  it('serves /metrics without a token on loopback, and nothing else', async () => {
    const metrics = createAppMetrics({ withDefaults: true });
    const server = await startMetricsServer(metrics, 0);
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(response.status).toBe(200);
      const body = await response.text();
      expect(body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
      expect(body).toContain('# TYPE pirog_orders_paid_total counter');
      expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${server.port}/readyz`)).status).toBe(404);
      // Every address of this machine that is not loopback: nobody listens there.
      const outside = Object.values(networkInterfaces())
        .flat()
        .filter((address) => address && !address.internal && address.family === 'IPv4')
        .map((address) => address?.address);
      for (const address of outside) {
        await expect(fetch(`http://${address}:${server.port}/metrics`)).rejects.toThrow();
      }
    } finally {
      await server.close();
    }
  });
});
