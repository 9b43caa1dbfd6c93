/** How often the status check may ask the gateway about one order: the return page polls every 2 s. */
export const GATEWAY_ASK_INTERVAL_MS = 10_000;
const MAX_ORDERS = 10_000;

export interface GatewayAsks {
  /**
   * Whether the gateway may be asked about the order now; if so, the ask is
   * counted from `now`. At most once per `intervalMs` per order.
   */
  take(orderUid: string, now: Date): boolean;
}

/**
 * Remembers when each order's checkout was last asked about, in this
 * process's memory: a shopper's poll, a second tab or a script hammering
 * `GET /api/payment/{uid}` costs at most one gateway call per order per
 * interval (per process; the webhook and the reconciler still settle in
 * between). Bounded: forgotten entries are only ones whose interval is over,
 * or, under a flood of distinct orders, the oldest.
 */
export function createGatewayAsks({
  intervalMs = GATEWAY_ASK_INTERVAL_MS,
  maxOrders = MAX_ORDERS,
}: {
  intervalMs?: number;
  maxOrders?: number;
} = {}): GatewayAsks {
  // Insertion order is the order of the last ask (an ask re-inserts its key), so the oldest come first.
  const lastAsk = new Map<string, number>();
  return {
    take(orderUid, now) {
      const at = now.getTime();
      const last = lastAsk.get(orderUid);
      if (last !== undefined && at - last < intervalMs && at >= last) return false;
      lastAsk.delete(orderUid);
      lastAsk.set(orderUid, at);
      for (const [uid, asked] of lastAsk) {
        // Oldest first: the first entry still inside its interval ends the scan, unless there are too many.
        if (lastAsk.size <= maxOrders && at - asked < intervalMs) break;
        lastAsk.delete(uid);
      }
      return true;
    },
  };
}
