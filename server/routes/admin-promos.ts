import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import { route } from '../http/route';
import { requireStaff } from '../http/staff';
import type { CatalogChanged } from '../services/admin/products';
import {
  createAdminPromo,
  deleteAdminPromo,
  listAdminPromos,
  readAdminPromo,
  setAdminPromoStatus,
  updateAdminPromo,
} from '../services/admin/promos';

/** The back office's promotions (issue 29): thin handlers over `services/admin/promos.ts`. */
export async function adminPromoRoutes(
  app: FastifyInstance,
  { promosChanged }: { promosChanged: CatalogChanged },
): Promise<void> {
  route(app, endpoints.adminPromos, async ({ ctx, request }) => ({
    promos: await listAdminPromos(ctx.db, requireStaff(request)),
  }));

  route(app, endpoints.adminPromo, ({ params, ctx, request }) =>
    readAdminPromo(ctx.db, requireStaff(request), params.id),
  );

  route(app, endpoints.adminPromoCreate, ({ body, ctx, request }) =>
    createAdminPromo(ctx.db, requireStaff(request), body, ctx.now, promosChanged),
  );

  route(app, endpoints.adminPromoUpdate, ({ params, body, ctx, request }) =>
    updateAdminPromo(ctx.db, requireStaff(request), params.id, body, ctx.now, promosChanged),
  );

  route(app, endpoints.adminPromoStatus, ({ params, body, ctx, request }) =>
    setAdminPromoStatus(ctx.db, requireStaff(request), params.id, body, ctx.now, promosChanged),
  );

  route(app, endpoints.adminPromoDelete, ({ params, body, ctx, request }) =>
    deleteAdminPromo(ctx.db, requireStaff(request), params.id, body.version, ctx.now, promosChanged),
  );
}
