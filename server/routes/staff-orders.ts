import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/domain/contract/checkout';
import { endpoints } from '../../src/domain/contract/endpoints';
import { route } from '../http/route';
import { requireStaff } from '../http/staff';
import { readAudit } from '../services/lifecycle/audit-log';
import { cancelOrder } from '../services/lifecycle/cancel';
import { recordCash } from '../services/lifecycle/cash';
import { listStaffOrders } from '../services/lifecycle/list';
import { moveStage } from '../services/lifecycle/move-stage';
import { refundOrder } from '../services/lifecycle/refund';
import { resolveReview } from '../services/lifecycle/resolve';
import type { LifecycleService } from '../services/lifecycle/service';

/** The staff API over the order lifecycle (issue 26): thin handlers (every `/api/staff` answer is `no-store`, see `http/staff.ts`). */
export async function staffOrderRoutes(app: FastifyInstance, service: Omit<LifecycleService, 'db'>): Promise<void> {
  const withDb = (db: LifecycleService['db']): LifecycleService => ({ ...service, db });

  route(app, endpoints.staffOrders, ({ query, ctx, request }) =>
    listStaffOrders(ctx.db, requireStaff(request), query, ctx.now),
  );

  route(app, endpoints.staffOrderStage, async ({ params, body, ctx, request }) => ({
    order: await moveStage(withDb(ctx.db), requireStaff(request), params.uid, body, ctx.now),
  }));

  route(app, endpoints.staffOrderCash, async ({ params, body, ctx, request }) => ({
    order: await recordCash(withDb(ctx.db), requireStaff(request), params.uid, body.method, ctx.now),
  }));

  route(app, endpoints.staffOrderCancel, async ({ params, body, ctx, request }) => ({
    order: await cancelOrder(withDb(ctx.db), requireStaff(request), params.uid, body.reason, ctx.now),
  }));

  route(app, endpoints.staffOrderRefund, async ({ params, body, headers, ctx, request }) => ({
    order: await refundOrder(
      withDb(ctx.db),
      requireStaff(request),
      params.uid,
      body,
      headers[IDEMPOTENCY_KEY_HEADER],
      ctx.now,
    ),
  }));

  route(app, endpoints.staffOrderResolve, async ({ params, body, ctx, request }) => ({
    order: await resolveReview(withDb(ctx.db), requireStaff(request), params.uid, body.action, ctx.now),
  }));

  route(app, endpoints.staffAudit, ({ query, ctx, request }) => readAudit(ctx.db, requireStaff(request), query));
}
