import pino from 'pino';
import { systemClock } from '../src/domain/time';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { watchBackupRequests } from './db/backup/pglite-backup';
import { configuredDatabase, openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { prepareDatabase } from './db/startup';
import { createAppMetrics } from './ops/metrics';
import { type MetricsServer, startMetricsServer } from './ops/metrics-server';
import { createDrainState } from './ops/readiness';
import { createPaymentGateway, type PaymentGatewayHandle } from './payments/factory';
import { assertReadyForProduction } from './production-start';
import { connectRealtimeRedis } from './realtime/redis-adapter';
import { createRealtimeServer, type RealtimeServer } from './realtime/server';
import { closeSharedRedis } from './redis';
import { loadIdentitySecret } from './services/accounts/identity-token';

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  // The API, the sandbox gateway and the reconciler without any page: for tests that kill and restart the server.
  const apiOnly = process.argv.includes('--api-only');
  const config = loadConfig(process.env, dev ? { mode: 'development' } : {});
  // A production server missing PUBLIC_URL, IDENTITY_SECRET or bePaid refuses now, before it makes a database.
  assertReadyForProduction(config);
  // The app's own logger exists only once the database is ready; start-up speaks through this one meanwhile.
  const log = pino({ level: config.logLevel });
  const database = await openDatabase(configuredDatabase(config));
  let closing = false;
  let payments: PaymentGatewayHandle | undefined;
  let realtime: RealtimeServer | undefined;
  let metricsServer: MetricsServer | undefined;
  let stopBackups = () => {};
  try {
    const catalogue = await prepareDatabase(database, { clock: systemClock, log });
    log.info(
      { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined, catalogue },
      'database ready',
    );
    // `npm run db:backup` asks this process for a consistent copy: only it may read the embedded database now.
    const backups = database.pglite ? watchBackupRequests(config.dataDir, database.pglite, log) : undefined;
    stopBackups = () => backups?.close();
    // Every process behind one address shares it: it signs identity tokens and lets processes share one sandbox gateway.
    const identitySecret = await loadIdentitySecret(config.identitySecret, config.dataDir);
    const started = await createPaymentGateway(config, {
      log: log.child({ component: 'sandbox-gateway' }),
      identitySecret,
    });
    payments = started; // closed by the catch below when a later step of start-up fails
    if (started.sandbox) {
      log.info(
        { url: started.sandbox.publicUrl },
        'sandbox card gateway ready (no BEPAID_* set): test cards in README',
      );
    } else if (started.joinedSandboxUrl) {
      log.info({ url: started.joinedSandboxUrl }, 'card payments go to the sandbox gateway another process runs');
    } else {
      log.info({ url: config.bepaid?.checkoutUrl, test: config.bepaid?.test }, 'card payments go to bePaid');
    }
    // The live balance (SPEC §7): its own port; with REDIS_URL a push made here reaches sockets on every process.
    const realtimeLog = log.child({ component: 'realtime' });
    realtime = createRealtimeServer({
      publicUrl: config.publicUrl,
      secret: identitySecret,
      db: database.db,
      clock: systemClock,
      log: realtimeLog,
      redis: config.redisUrl
        ? await connectRealtimeRedis(config.redisUrl, config.redisKeyPrefix, realtimeLog)
        : undefined,
    });
    // One registry for the app and the loopback metrics port; Node's own metrics only when someone can read them.
    const metrics = createAppMetrics({
      withDefaults: config.metricsToken !== undefined || config.metricsPort !== undefined,
    });
    const realtimeIo = realtime.io;
    metrics.countSocketsWith(() => realtimeIo.engine.clientsCount);
    const drain = createDrainState();
    const app = await buildApp({
      config,
      database,
      pages: apiOnly ? 'none' : dev ? 'dev' : 'built',
      clock: systemClock,
      gateway: started.gateway,
      userEvents: realtime.userEvents,
      staffEvents: realtime.staffEvents,
      orderEvents: realtime.orderEvents,
      metrics,
      drain,
    });
    const realtimeServer = realtime;

    /**
     * SIGTERM or SIGINT drains: `/readyz` says 503 at once (and for SHUTDOWN_NOTICE_SECONDS the node still
     * serves, so a proxy that polls it stops sending first), sockets are sent to reconnect elsewhere, the
     * port stops accepting, requests in flight finish, the background jobs stop after their round, and the
     * connections close. A second signal, or SHUTDOWN_GRACE_SECONDS from the first, exits 1 at once.
     */
    const shutdown = async (signal: NodeJS.Signals) => {
      if (closing) {
        app.log.error({ signal }, 'second signal during shutdown; exiting now');
        process.exit(1);
      }
      closing = true;
      drain.draining = true;
      app.log.info(
        { signal, graceSeconds: config.shutdownGraceSeconds, noticeSeconds: config.shutdownNoticeSeconds },
        'draining',
      );
      const force = setTimeout(() => {
        app.log.error('graceful shutdown timed out; exiting');
        process.exit(1);
      }, config.shutdownGraceSeconds * 1000);
      force.unref();
      try {
        if (config.shutdownNoticeSeconds > 0) {
          await new Promise((resolve) => setTimeout(resolve, config.shutdownNoticeSeconds * 1000));
        }
        realtimeServer.drain();
        await metricsServer?.close();
        // Stops accepting, lets requests in flight finish, then stops the jobs (each after its round).
        await app.close();
        // Sockets after the app: the pushes of the last requests still travel through the Redis adapter.
        await realtimeServer.close();
        await started.close();
        await closeSharedRedis();
      } finally {
        stopBackups();
        await database.close();
      }
      app.log.info('drained; exiting');
      process.exit(0);
    };
    process.on('SIGTERM', shutdown);
    process.on('SIGINT', shutdown);

    // Realtime first: once the shop answers, a tab may connect at once.
    await realtimeServer.listen(config.realtimePort, config.host);
    await app.listen({ host: config.host, port: config.port });
    if (config.metricsPort !== undefined) {
      metricsServer = await startMetricsServer(metrics, config.metricsPort);
      log.info({ port: metricsServer.port, host: '127.0.0.1' }, 'metrics served on loopback');
    }
    log.info({ port: config.realtimePort, url: config.realtimeUrl, redis: Boolean(config.redisUrl) }, 'realtime ready');
  } catch (error) {
    await metricsServer?.close();
    await realtime?.close();
    await closeSharedRedis();
    await payments?.close();
    stopBackups();
    await database.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
