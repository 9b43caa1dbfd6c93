import { eq, min } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { CHECK_TIMEOUT_MS } from './readiness';

/**
 * The reconciler's lag as Prometheus reads it: how long the oldest card order
 * still awaiting payment has waited (0 when none does). Every such order is
 * settled by the gateway's word or expired by the reconciler within
 * `PAYMENT_EXPIRY_MINUTES` plus a round or two, on whichever node runs it, so
 * a value above that means payments are stuck. Read from the database, so
 * every node tells the same; `null` when it does not answer in time.
 */
export async function oldestUnsettledAgeSeconds(db: Database, now: Date): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const query = db
    .select({ oldest: min(orders.createdAt) })
    .from(orders)
    .where(eq(orders.status, 'awaiting_payment'));
  try {
    const [row] = await Promise.race([
      query,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
      }),
    ]);
    const oldest = row?.oldest;
    return oldest ? Math.max(0, (now.getTime() - new Date(oldest).getTime()) / 1000) : 0;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
