import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import { route } from '../http/route';
import { requireStaff } from '../http/staff';
import type { StaffEvents } from '../realtime/staff-events';
import type { PasswordHasher } from '../services/accounts/passwords';
import {
  createAdminZone,
  listAdminZones,
  readAdminZone,
  readDeliverySettings,
  updateAdminZone,
  updateDeliverySettings,
} from '../services/admin/delivery';
import type { CatalogChanged } from '../services/admin/products';
import {
  createAdminStaff,
  listAdminStaff,
  resetStaffPassword,
  signOutStaffEverywhere,
  updateAdminStaff,
} from '../services/admin/staff';

export interface AdminDeliveryRoutesOptions {
  /** Reloads the delivery options of every read model (zones and settings travel with them). */
  deliveryChanged: CatalogChanged;
  /** The app's one password hasher, so an admin's password reset shares its bound on concurrent hashing. */
  hasher: PasswordHasher;
  /** Ended sessions' sockets are disconnected on every node. */
  staffEvents: StaffEvents;
}

/** The back office's delivery zones and settings, and staff accounts (issue 29): thin handlers over the services. */
export async function adminDeliveryRoutes(
  app: FastifyInstance,
  { deliveryChanged, hasher, staffEvents }: AdminDeliveryRoutesOptions,
): Promise<void> {
  const sessionsEnded = (ids: readonly string[]) => {
    for (const id of ids) staffEvents.sessionEnded(id);
  };

  route(app, endpoints.adminDeliveryZones, async ({ ctx, request }) => ({
    zones: await listAdminZones(ctx.db, requireStaff(request), ctx.now),
  }));
  route(app, endpoints.adminDeliveryZone, ({ params, ctx, request }) =>
    readAdminZone(ctx.db, requireStaff(request), params.id, ctx.now),
  );
  route(app, endpoints.adminDeliveryZoneCreate, ({ body, ctx, request }) =>
    createAdminZone(ctx.db, requireStaff(request), body, ctx.now, deliveryChanged),
  );
  route(app, endpoints.adminDeliveryZoneUpdate, ({ params, body, ctx, request }) =>
    updateAdminZone(ctx.db, requireStaff(request), params.id, body, ctx.now, deliveryChanged),
  );
  route(app, endpoints.adminDeliverySettings, ({ ctx, request }) =>
    readDeliverySettings(ctx.db, requireStaff(request)),
  );
  route(app, endpoints.adminDeliverySettingsUpdate, ({ body, ctx, request }) =>
    updateDeliverySettings(ctx.db, requireStaff(request), body, ctx.now, deliveryChanged),
  );

  route(app, endpoints.adminStaffList, async ({ ctx, request }) => ({
    staff: await listAdminStaff(ctx.db, requireStaff(request), ctx.now),
  }));
  route(app, endpoints.adminStaffCreate, ({ body, ctx, request }) =>
    createAdminStaff(ctx.db, requireStaff(request), hasher, body, ctx.now),
  );
  route(app, endpoints.adminStaffUpdate, ({ params, body, ctx, request }) =>
    updateAdminStaff(ctx.db, requireStaff(request), params.id, body, ctx.now, sessionsEnded),
  );
  route(app, endpoints.adminStaffPassword, ({ params, body, ctx, request }) =>
    resetStaffPassword(ctx.db, requireStaff(request), hasher, params.id, body.password, ctx.now, sessionsEnded),
  );
  route(app, endpoints.adminStaffSignout, ({ params, ctx, request }) =>
    signOutStaffEverywhere(ctx.db, requireStaff(request), params.id, ctx.now, sessionsEnded),
  );
}
