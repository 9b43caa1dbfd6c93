import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import { route } from '../http/route';
import { requireStaff } from '../http/staff';
import { createAdminAlert, deleteAdminAlert, listAdminAlerts, updateAdminAlert } from '../services/admin/alerts';
import { readJournal } from '../services/admin/journal';
import {
  type CatalogChanged,
  listAdminProducts,
  readAdminProduct,
  updateAdminProduct,
} from '../services/admin/products';
import { readAdminShop, updateAdminShop } from '../services/admin/shops';
import { readStoplist, updateStoplist } from '../services/admin/stoplist';

/** The back office's products and shops' stop-lists (issue 29): thin handlers over `services/admin/products.ts`. */
export async function adminRoutes(
  app: FastifyInstance,
  {
    catalogChanged,
    stoplistChanged,
    shopsChanged,
    alertsChanged,
  }: {
    catalogChanged: CatalogChanged;
    stoplistChanged: CatalogChanged;
    shopsChanged: CatalogChanged;
    alertsChanged: CatalogChanged;
  },
): Promise<void> {
  route(app, endpoints.adminProducts, async ({ ctx, request }) => ({
    products: await listAdminProducts(ctx.db, requireStaff(request)),
  }));

  route(app, endpoints.adminProduct, ({ params, ctx, request }) =>
    readAdminProduct(ctx.db, requireStaff(request), params.id),
  );

  route(app, endpoints.adminProductUpdate, ({ params, body, ctx, request }) =>
    updateAdminProduct(ctx.db, requireStaff(request), params.id, body, ctx.now, catalogChanged),
  );

  route(app, endpoints.adminStoplist, ({ query, ctx, request }) =>
    readStoplist(ctx.db, requireStaff(request), query, ctx.now),
  );

  route(app, endpoints.adminStoplistUpdate, ({ body, ctx, request }) =>
    updateStoplist(ctx.db, requireStaff(request), body, ctx.now, stoplistChanged),
  );

  route(app, endpoints.adminAudit, ({ query, ctx, request }) => readJournal(ctx.db, requireStaff(request), query));

  route(app, endpoints.adminShop, ({ params, ctx, request }) =>
    readAdminShop(ctx.db, requireStaff(request), params.id),
  );

  route(app, endpoints.adminShopUpdate, ({ params, body, ctx, request }) =>
    updateAdminShop(ctx.db, requireStaff(request), params.id, body, ctx.now, shopsChanged),
  );

  route(app, endpoints.adminAlerts, async ({ ctx, request }) => ({
    alerts: await listAdminAlerts(ctx.db, requireStaff(request)),
  }));

  route(app, endpoints.adminAlertCreate, ({ body, ctx, request }) =>
    createAdminAlert(ctx.db, requireStaff(request), body, ctx.now, alertsChanged),
  );

  route(app, endpoints.adminAlertUpdate, ({ params, body, ctx, request }) =>
    updateAdminAlert(ctx.db, requireStaff(request), params.id, body, ctx.now, alertsChanged),
  );

  route(app, endpoints.adminAlertDelete, ({ params, body, ctx, request }) =>
    deleteAdminAlert(ctx.db, requireStaff(request), params.id, body.version, ctx.now, alertsChanged),
  );
}
