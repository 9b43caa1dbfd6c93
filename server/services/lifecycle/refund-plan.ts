import type { OrderTransactionMethod } from '../../db/schema';
import type { OrderTransactionRow } from '../../repositories/order-ledger';

/** One refund row to write: from which money, how much. */
export interface RefundPart {
  method: OrderTransactionMethod;
  amount: number;
  /** The gateway payment it comes from (method `gateway`); null for cash. */
  parentGatewayUid: string | null;
}

/**
 * Where `amount` goes back from: card payments first (through the gateway,
 * each up to what is left of it), then cash taken at the counter (handed
 * back, recorded). Answers the parts, or null when the order's money does
 * not cover the amount (the caller checked `refundable` first).
 */
export function planRefund(rows: readonly OrderTransactionRow[], amount: number): RefundPart[] | null {
  const live = rows.filter((row) => row.status !== 'failed');
  const refundedFromParent = (uid: string) =>
    live
      .filter((row) => row.type === 'refund' && row.parentGatewayUid === uid)
      .reduce((sum, row) => sum + row.amountKopecks, 0);
  const sources: RefundPart[] = [];
  for (const payment of live) {
    if (payment.type !== 'payment' || payment.status !== 'succeeded' || !payment.gatewayUid) continue;
    const left = payment.amountKopecks - refundedFromParent(payment.gatewayUid);
    if (left > 0) sources.push({ method: 'gateway', amount: left, parentGatewayUid: payment.gatewayUid });
  }
  const cashIn = live.filter((row) => row.type === 'cash' && row.status === 'succeeded');
  const cashOut = live
    .filter((row) => row.type === 'refund' && row.method !== 'gateway')
    .reduce((sum, row) => sum + row.amountKopecks, 0);
  const cashLeft = cashIn.reduce((sum, row) => sum + row.amountKopecks, 0) - cashOut;
  if (cashLeft > 0) sources.push({ method: cashIn[0]?.method ?? 'cash', amount: cashLeft, parentGatewayUid: null });

  const parts: RefundPart[] = [];
  let left = amount;
  for (const source of sources) {
    if (left === 0) break;
    const take = Math.min(left, source.amount);
    parts.push({ ...source, amount: take });
    left -= take;
  }
  return left === 0 ? parts : null;
}
