import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ru } from 'zod/locales';
import { API_PREFIX, PRIVATE_API_PREFIX } from '../src/domain/contract/http';
import { type Clock, systemClock } from '../src/domain/time';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { notFound } from './http/errors';
import { createHttpInstance } from './http/instance';
import type { RateLimit } from './http/rate-limit';
import { createRateLimiter } from './http/rate-limiters';
import { type AppMetrics, createAppMetrics } from './ops/metrics';
import { createDrainState, type DrainState } from './ops/readiness';
import { oldestUnsettledAgeSeconds } from './ops/reconciler-lag';
import { operationsRoutes } from './ops/routes';
import { APP_VERSION } from './paths';
import type { PaymentGateway } from './payments/gateway';
import { createRecordingOrderEvents, type OrderEvents } from './realtime/order-events';
import { orderChangeListeners } from './realtime/order-listeners';
import { createRecordingStaffEvents, type StaffEvents } from './realtime/staff-events';
import { createRecordingUserEvents, type UserEvents } from './realtime/user-events';
import { createAlertsRepository } from './repositories/alerts';
import { createDeliveryRepository } from './repositories/delivery';
import { createEngagementRepository } from './repositories/engagement';
import { createFeedbackRepository } from './repositories/feedback';
import { createPostsRepository } from './repositories/posts';
import { createProductsRepository } from './repositories/products';
import { createPromosRepository } from './repositories/promos';
import { createRatingsRepository } from './repositories/ratings';
import { createShopsRepository } from './repositories/shops';
import { createStoriesRepository } from './repositories/stories';
import { createStaffLimiters } from './routes/account-limits';
import { PHOTO_UPLOAD_RATE_LIMIT } from './routes/admin-photos';
import { authRoutes } from './routes/auth';
import { backOfficeRoutes } from './routes/back-office';
import { devOutboxEnabled, devOutboxRoutes } from './routes/dev-outbox';
import { engagementRoutes, LIKE_RATE_LIMIT } from './routes/engagement';
import { FEEDBACK_RATE_LIMIT, feedbackRoutes } from './routes/feedback';
import { kioskRoutes } from './routes/kiosk';
import { orderRoutes, PAYMENT_STATUS_RATE_LIMIT } from './routes/orders';
import { paymentWebhookRoutes } from './routes/payment-webhook';
import { PUSH_SUBSCRIBE_RATE_LIMIT, pushRoutes } from './routes/push';
import { quoteRoutes } from './routes/quote';
import { RATING_RATE_LIMIT, ratingRoutes } from './routes/ratings';
import { readApiRoutes } from './routes/read-api';
import { searchRoutes } from './routes/search';
import { storageRoutes } from './routes/storage';
import { systemRoutes } from './routes/system';
import { userRoutes } from './routes/user';
import { userBonusRoutes } from './routes/user-bonuses';
import { userCardRoutes } from './routes/user-cards';
import { userOrderRoutes } from './routes/user-orders';
import { userPaymentRoutes } from './routes/user-payment';
import type { PasswordHasher, ScryptCost } from './services/accounts/passwords';
import { createAccountServices } from './services/accounts/services';
import { type AppJobSettings, queuedJobs } from './services/jobs/app-jobs';
import type { MessageSenders } from './services/notifier/sender';
import { readModelCatalog, readModelPlaces } from './services/orders/catalog';
import { startReconciler } from './services/orders/reconciler';
import { startPushSender } from './services/push/sender';
import { loadVapidDetails } from './services/push/vapid';
import { createReadService } from './services/read-api';
import { createInvalidationBus } from './services/read-model/index';
import { createReadModel, type ReadModel } from './services/read-model/read-model';
import { createSearchService } from './services/search';
import { installPages } from './ssr/install';
import type { PageRenderer } from './ssr/renderer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's in-memory read model (server/services/read-model). */
    readModel: ReadModel;
  }
}

// Validation messages reach shoppers, so zod speaks Russian on the server.
z.config(ru());

export interface AppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** `none` serves only the API (tests of the API need no build); tests of pages may pass their own renderer. */
  pages: 'built' | 'dev' | 'none' | PageRenderer;
  /** Where every request's `now` comes from; tests fix it. */
  clock?: Clock;
  /** The card gateway (bePaid or the sandbox; `server/payments/factory.ts` makes it). Without one, card orders get 503. */
  gateway?: PaymentGateway;
  /** Whether to run the payment reconciler; by default everywhere but in tests (`NODE_ENV=test`). */
  reconcile?: boolean;
  /** Told whenever a user's points or profile change (the realtime server pushes it); recorded only by default. */
  userEvents?: UserEvents;
  /** Told of every change of a shop's orders and every staff sign-out (the realtime `/staff` namespace); recorded only by default. */
  staffEvents?: StaffEvents;
  /** Told of every change of an order's stage or money for its shopper's device and account; recorded only by default. */
  orderEvents?: OrderEvents;
  /** Password hashing cost; OWASP's by default, a low one in test apps (`services/accounts/services.ts`). */
  passwordCost?: ScryptCost;
  /** A password hasher of the test's (counting, slow) instead of the pooled scrypt one; used as it is. */
  passwordHasher?: PasswordHasher;
  /**
   * The notifier's transports by channel: an SMS provider's sender (none by default: SMS is logged and
   * kept in the outbox), or a test's; `email` takes the place of `SMTP_URL`.
   */
  senders?: MessageSenders;
  /** Whether to send queued web push messages; by default everywhere but in tests, which send them themselves. */
  sendPushes?: boolean;
  /** The app's Prometheus metrics; made here by default (with Node's own when the config serves them). */
  metrics?: AppMetrics;
  /**
   * How the background jobs run: on PostgreSQL through a job queue that gives each round to one node
   * (issue 31), on PGlite in this process. Tests shorten the push interval, the lease and the maintenance.
   */
  jobs?: AppJobSettings;
  /** Set at the start of a drain (`main.ts` on SIGTERM; `app.close()` too): `/readyz` then answers 503. */
  drain?: DrainState;
}

export async function buildApp({
  config,
  database,
  pages,
  clock = systemClock,
  gateway,
  reconcile = config.mode !== 'test',
  userEvents = createRecordingUserEvents(),
  staffEvents = createRecordingStaffEvents(),
  orderEvents = createRecordingOrderEvents(),
  passwordCost,
  passwordHasher,
  senders,
  sendPushes = config.mode !== 'test',
  metrics = createAppMetrics({ withDefaults: config.metricsToken !== undefined || config.metricsPort !== undefined }),
  drain = createDrainState(),
  jobs = {},
}: AppOptions): Promise<FastifyInstance> {
  const app = await createHttpInstance({ config, database, clock, metrics, drain });

  const products = createProductsRepository(database.db);
  const promos = createPromosRepository(database.db);
  const bus = await createInvalidationBus(config, (error) =>
    app.log.warn({ err: error }, 'read model invalidation bus'),
  );
  bus.subscribe(() => metrics.readModelChanged());
  const readModel = createReadModel({
    catalog: {
      ...products,
      ...createStoriesRepository(database.db),
      ...createShopsRepository(database.db),
      ...createAlertsRepository(database.db),
      ...createDeliveryRepository(database.db),
      ...promos,
    },
    posts: createPostsRepository(database.db),
    now: clock,
    bus,
  });
  app.addHook('onClose', () => readModel.close());
  // What writes the database behind the app (a test, a script in-process) tells it, as the back office does.
  app.decorate('readModel', readModel);
  const reads = createReadService(readModel);
  await app.register(readApiRoutes, { answers: reads.answers });
  await app.register(searchRoutes, { search: createSearchService(readModel) });
  await app.register(storageRoutes, { catalog: products });
  // One source of prices: the quote, checkout and the catalogue all read the read model's snapshot.
  const pricingCatalog = readModelCatalog(readModel);
  await app.register(quoteRoutes, { catalog: pricingCatalog });
  // Per-address limits, in Redis with REDIS_URL (counted across nodes).
  const limiter = (name: string, limit: RateLimit) => createRateLimiter(config, name, limit, { log: app.log });
  await app.register(ratingRoutes, {
    catalog: products,
    ratings: createRatingsRepository(database.db),
    readModel: reads,
    limiter: limiter('rating', RATING_RATE_LIMIT),
  });
  await app.register(engagementRoutes, {
    engagement: createEngagementRepository(database.db),
    readModel: reads,
    likeLimiter: limiter('like', LIKE_RATE_LIMIT),
  });
  await app.register(feedbackRoutes, {
    feedback: createFeedbackRepository(database.db),
    limiter: limiter('feedback', FEEDBACK_RATE_LIMIT),
  });
  // Boards and trackers hear every committed change of an order (issue 26).
  const orderListeners = { ...orderChangeListeners(staffEvents, orderEvents), orderCounted: metrics.orderCounted };
  const orderService = {
    db: database.db,
    catalog: pricingCatalog,
    places: readModelPlaces(readModel),
    gateway,
    publicUrl: config.publicUrl,
    paymentExpiryMinutes: config.paymentExpiryMinutes,
    log: app.log,
    userEvents,
    staffEvents,
    orderEvents,
    orderListeners,
  };
  metrics.measureReconcilerLagWith(() => oldestUnsettledAgeSeconds(database.db, clock()));
  await app.register(orderRoutes, {
    ...orderService,
    statusLimiter: limiter('payment-status', PAYMENT_STATUS_RATE_LIMIT),
    realtimeUrl: config.realtimeUrl,
  });
  await app.register(paymentWebhookRoutes, { gateway, log: app.log, userEvents, orderListeners });
  // Signed-in shoppers: points, the payment with points and saved cards, repeat order (issue 14).
  await app.register(userPaymentRoutes, orderService);
  await app.register(userBonusRoutes, { userEvents });
  await app.register(userCardRoutes, { userEvents });
  await app.register(userOrderRoutes, { catalog: orderService.catalog, userEvents });
  const repeat =
    reconcile || sendPushes ? await queuedJobs(app, { config, database, metrics, settings: jobs }) : undefined;
  if (reconcile) {
    const reconciler = startReconciler({
      repeat,
      db: database.db,
      gateway,
      log: app.log,
      userEvents,
      orderListeners,
      clock,
      intervalSeconds: config.paymentReconcileSeconds,
      observeJob: metrics.observeJob,
    });
    app.addHook('onClose', () => reconciler.stop());
  }
  const accounts = await createAccountServices({
    config,
    db: database.db,
    clock,
    log: app.log,
    userEvents,
    passwordCost,
    passwordHasher,
    senders,
  });
  app.addHook('onClose', () => accounts.notifier.close());
  await app.register(authRoutes, accounts);
  // Shop tablets (issue 15): the PIN is hashed like passwords; orders go through the same order service.
  await app.register(kioskRoutes, {
    access: { hasher: accounts.hasher, version: APP_VERSION },
    orders: orderService,
  });
  await app.register(userRoutes, accounts);
  // The bakery's side: staff sign-in, the order board and the back office.
  await app.register(backOfficeRoutes, {
    db: database.db,
    hasher: accounts.hasher,
    staffLimiters: createStaffLimiters(config, { log: app.log }),
    photoUploadLimiter: limiter('photo-upload', PHOTO_UPLOAD_RATE_LIMIT),
    staffEvents,
    lifecycle: { gateway, log: app.log, listeners: orderListeners, userEvents },
    readModel,
    publicUrl: config.publicUrl,
    realtimeUrl: config.realtimeUrl,
  });
  // Web push (issue 28): one VAPID pair for every node; messages queued with the change they tell of.
  const vapid = await loadVapidDetails(database.db, config, clock());
  await app.register(pushRoutes, {
    publicKey: vapid.publicKey,
    allowedOrigins: config.pushAllowedOrigins,
    limiter: limiter('push-subscribe', PUSH_SUBSCRIBE_RATE_LIMIT),
  });
  if (sendPushes) {
    const pushSender = startPushSender({
      db: database.db,
      vapid,
      log: app.log,
      clock,
      observeJob: metrics.observeJob,
      ...(repeat ? { repeat } : {}),
      ...(jobs.pushIntervalMs ? { intervalMs: jobs.pushIntervalMs } : {}),
    });
    app.addHook('onClose', () => pushSender.stop());
  }
  await app.register(systemRoutes, { databaseKind: database.kind });
  await app.register(operationsRoutes, {
    metrics,
    metricsToken: config.metricsToken,
    readiness: {
      database,
      redisUrl: config.redisUrl,
      loadReadModel: () => readModel.reader(clock()).data('products'),
      drain,
    },
  });
  // The messages a developer's shop would have sent (recovery codes), on their own machine only (issue 27).
  if (devOutboxEnabled(config)) await app.register(devOutboxRoutes, { db: database.db });
  for (const prefix of [API_PREFIX, PRIVATE_API_PREFIX]) {
    app.all(`${prefix}/*`, { schema: { hide: true } }, async () => {
      throw notFound('Такого метода API нет');
    });
  }
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Не найдено' }));

  await installPages(app, { pages, reads, publicUrl: config.publicUrl });
  return app;
}
