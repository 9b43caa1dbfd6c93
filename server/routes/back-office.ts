import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/transaction';
import type { RateLimiter } from '../http/rate-limit';
import type { StaffEvents } from '../realtime/staff-events';
import type { PasswordHasher } from '../services/accounts/passwords';
import type { LifecycleService } from '../services/lifecycle/service';
import type { ReadModel } from '../services/read-model/read-model';
import type { StaffLimiters } from './account-limits';
import { adminRoutes } from './admin';
import { adminCategoriesRoutes } from './admin-categories';
import { adminContentRoutes } from './admin-content';
import { adminDeliveryRoutes } from './admin-delivery';
import { adminPhotosRoutes } from './admin-photos';
import { adminPromoRoutes } from './admin-promos';
import { staffAuthRoutes } from './staff-auth';
import { staffOrderRoutes } from './staff-orders';

export interface BackOfficeOptions {
  db: Executor;
  hasher: PasswordHasher;
  staffLimiters: StaffLimiters;
  photoUploadLimiter: RateLimiter;
  staffEvents: StaffEvents;
  /** What the order lifecycle needs besides the request's database (the gateway for refunds, listeners, log). */
  lifecycle: Omit<LifecycleService, 'db'>;
  readModel: Pick<ReadModel, 'invalidate'>;
  publicUrl: string;
  realtimeUrl: string;
}

/**
 * The bakery's side of the shop: staff sign-in, the order board (issue 26)
 * and the back office (issue 29). Every back-office save reaches this node's
 * read model at once and the other nodes' through the invalidation bus.
 */
export async function backOfficeRoutes(app: FastifyInstance, options: BackOfficeOptions): Promise<void> {
  const { readModel, hasher, staffEvents } = options;
  await app.register(staffAuthRoutes, {
    hasher,
    limiters: options.staffLimiters,
    staffEvents,
    publicUrl: options.publicUrl,
    realtimeUrl: options.realtimeUrl,
  });
  await app.register(staffOrderRoutes, options.lifecycle);
  await app.register(adminRoutes, {
    catalogChanged: () => readModel.invalidate('products'),
    // The stop-list travels with the delivery options (each place lists its sold-out products).
    stoplistChanged: () => readModel.invalidate('delivery'),
    shopsChanged: () => readModel.invalidate('shops'),
    alertsChanged: () => readModel.invalidate('alerts'),
  });
  // Delivery zones and settings reach the shop's delivery options at once; staff accounts end sessions on every node.
  await app.register(adminDeliveryRoutes, {
    deliveryChanged: () => readModel.invalidate('delivery'),
    hasher,
    staffEvents,
  });
  await app.register(adminPromoRoutes, { promosChanged: () => readModel.invalidate('promos') });
  // Category titles and order travel with the catalogue answer.
  await app.register(adminCategoriesRoutes, { catalogChanged: () => readModel.invalidate('products') });
  // Uploaded photos live in the database, so every node serves every upload.
  await app.register(adminPhotosRoutes, { db: options.db, limiter: options.photoUploadLimiter });
  await app.register(adminContentRoutes, {
    postsChanged: () => readModel.invalidate('posts'),
    storiesChanged: () => readModel.invalidate('stories'),
  });
}
