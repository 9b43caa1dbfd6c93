import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import { route } from '../http/route';
import { requireStaff } from '../http/staff';
import {
  createAdminPost,
  createAdminStory,
  deleteAdminPost,
  deleteAdminStory,
  listAdminPosts,
  listAdminStories,
  readAdminPost,
  readAdminStory,
  updateAdminPost,
  updateAdminStory,
} from '../services/admin/content';
import type { CatalogChanged } from '../services/admin/products';

/** The back office's news posts and stories (issue 29): thin handlers over `services/admin/content.ts`. */
export async function adminContentRoutes(
  app: FastifyInstance,
  { postsChanged, storiesChanged }: { postsChanged: CatalogChanged; storiesChanged: CatalogChanged },
): Promise<void> {
  route(app, endpoints.adminPosts, async ({ ctx, request }) => ({
    posts: await listAdminPosts(ctx.db, requireStaff(request)),
  }));
  route(app, endpoints.adminPost, ({ params, ctx, request }) =>
    readAdminPost(ctx.db, requireStaff(request), params.id),
  );
  route(app, endpoints.adminPostCreate, ({ body, ctx, request }) =>
    createAdminPost(ctx.db, requireStaff(request), body, ctx.now, postsChanged),
  );
  route(app, endpoints.adminPostUpdate, ({ params, body, ctx, request }) =>
    updateAdminPost(ctx.db, requireStaff(request), params.id, body, ctx.now, postsChanged),
  );
  route(app, endpoints.adminPostDelete, ({ params, body, ctx, request }) =>
    deleteAdminPost(ctx.db, requireStaff(request), params.id, body.version, ctx.now, postsChanged),
  );

  route(app, endpoints.adminStories, async ({ ctx, request }) => ({
    stories: await listAdminStories(ctx.db, requireStaff(request)),
  }));
  route(app, endpoints.adminStory, ({ params, ctx, request }) =>
    readAdminStory(ctx.db, requireStaff(request), params.id),
  );
  route(app, endpoints.adminStoryCreate, ({ body, ctx, request }) =>
    createAdminStory(ctx.db, requireStaff(request), body, ctx.now, storiesChanged),
  );
  route(app, endpoints.adminStoryUpdate, ({ params, body, ctx, request }) =>
    updateAdminStory(ctx.db, requireStaff(request), params.id, body, ctx.now, storiesChanged),
  );
  route(app, endpoints.adminStoryDelete, ({ params, body, ctx, request }) =>
    deleteAdminStory(ctx.db, requireStaff(request), params.id, body.version, ctx.now, storiesChanged),
  );
}
