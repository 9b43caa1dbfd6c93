import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import { route } from '../http/route';
import { requireStaff } from '../http/staff';
import {
  type CatalogChanged,
  listAdminProducts,
  readAdminProduct,
  updateAdminProduct,
} from '../services/admin/products';

/** The back office's products (issue 29): thin handlers over `services/admin/products.ts`. */
export async function adminProductRoutes(
  app: FastifyInstance,
  { catalogChanged }: { catalogChanged: CatalogChanged },
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
}
