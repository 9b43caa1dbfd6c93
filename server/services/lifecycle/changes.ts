import { staffAudit } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { createOrderEventsRepository, type OrderEventKind } from '../../repositories/order-events';
import type { OrderRow } from '../../repositories/orders';
import type { Actor } from './actor';

/**
 * Every change of an order ends here, inside the transaction that made it:
 * the shop's next event number, stamped on the order with its version raised.
 * Answers the order as it is now, to be published after the commit.
 */
export async function recordChange(
  tx: Executor,
  order: Pick<OrderRow, 'uid' | 'shopId'>,
  kind: OrderEventKind,
  now: Date,
) {
  return createOrderEventsRepository(tx).record(order, kind, now);
}

/** What a staff action changed, for the audit log. */
export interface AuditEntry {
  action: 'stage' | 'undo' | 'cash' | 'cancel' | 'refund' | 'resolve';
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  reason?: string | null;
}

/** Writes who did what to which order, in the action's own transaction. */
export async function audit(
  tx: Executor,
  actor: Actor,
  order: Pick<OrderRow, 'uid' | 'shopId'>,
  entry: AuditEntry,
  now: Date,
) {
  await tx.insert(staffAudit).values({
    staffId: actor.id,
    shopId: order.shopId,
    orderUid: order.uid,
    action: entry.action,
    before: entry.before,
    after: entry.after,
    reason: entry.reason ?? null,
    at: now,
  });
}
