import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import { route } from '../http/route';
import { requireStaff } from '../http/staff';
import { listAdminCategories, updateAdminCategory } from '../services/admin/categories';
import type { CatalogChanged } from '../services/admin/products';

/** The back office's categories (issue 29): titles and menu order; a change reaches every node's catalogue. */
export async function adminCategoriesRoutes(
  app: FastifyInstance,
  { catalogChanged }: { catalogChanged: CatalogChanged },
): Promise<void> {
  route(app, endpoints.adminCategories, async ({ ctx, request }) => ({
    categories: await listAdminCategories(ctx.db, requireStaff(request)),
  }));

  route(app, endpoints.adminCategoryUpdate, ({ params, body, ctx, request }) =>
    updateAdminCategory(ctx.db, requireStaff(request), params.id, body, ctx.now, catalogChanged),
  );
}
