import type { OrderPaymentState } from '../contract/staff';
import { type Kopecks, kopecks } from '../money';

/*
 * Money (issue 26): an order's payment state is derived from its ledger of
 * transactions each time, never stored apart from it, so a refund can never
 * leave a stale «paid» behind (the single derived status of Saleor, Medusa
 * and Vendure broke exactly there).
 */

export interface LedgerEntry {
  type: 'payment' | 'cash' | 'refund';
  status: 'pending' | 'succeeded' | 'failed';
  amount: Kopecks;
}

export interface MoneyTotals {
  /** Card payments and cash taken, succeeded. */
  paidIn: Kopecks;
  /** Refunds that succeeded. */
  refunded: Kopecks;
  /** Refunds asked of the bank and not answered yet: already promised, so not refundable again. */
  refundPending: Kopecks;
}

export function moneyTotals(entries: readonly LedgerEntry[]): MoneyTotals {
  let paidIn = 0;
  let refunded = 0;
  let refundPending = 0;
  for (const entry of entries) {
    if (entry.type === 'refund') {
      if (entry.status === 'succeeded') refunded += entry.amount;
      else if (entry.status === 'pending') refundPending += entry.amount;
    } else if (entry.status === 'succeeded') {
      paidIn += entry.amount;
    }
  }
  return { paidIn: kopecks(paidIn), refunded: kopecks(refunded), refundPending: kopecks(refundPending) };
}

export function paymentState(entries: readonly LedgerEntry[]): OrderPaymentState {
  const { paidIn, refunded } = moneyTotals(entries);
  if (paidIn === 0) return 'unpaid';
  if (refunded === 0) return 'paid';
  return refunded >= paidIn ? 'refunded' : 'partially_refunded';
}

/** What may still be refunded: paid in, less what was refunded or is being refunded. */
export function refundable(entries: readonly LedgerEntry[]): Kopecks {
  const { paidIn, refunded, refundPending } = moneyTotals(entries);
  return kopecks(Math.max(0, paidIn - refunded - refundPending));
}

/**
 * The points to have clawed back in all once `refunded` of `paidIn` went
 * back: the earned points in the same proportion, rounded down until the
 * whole is refunded (then all of them), so partial refunds never take more
 * than a full one would.
 */
export function clawbackTarget(earned: number, refunded: number, paidIn: number): number {
  if (earned <= 0 || paidIn <= 0 || refunded <= 0) return 0;
  if (refunded >= paidIn) return earned;
  return Math.floor((earned * refunded) / paidIn);
}
