import type { StaffOrder } from '../../../src/domain/contract/staff';
import { moneyTotals, paymentState, undoUntil } from '../../../src/domain/lifecycle';
import { kopecks } from '../../../src/domain/money';
import { isoInShopTime } from '../../../src/domain/shop-time';
import type { Executor } from '../../db/transaction';
import { addressLineOf } from '../../repositories/address-columns';
import { createOrderLedgerRepository, type OrderTransactionRow } from '../../repositories/order-ledger';
import type { OrderLineRow, OrderRow } from '../../repositories/orders';
import { createStaffOrdersRepository } from '../../repositories/staff-orders';

const ledgerOf = (transactions: readonly OrderTransactionRow[]) =>
  transactions.map((row) => ({ type: row.type, status: row.status, amount: kopecks(row.amountKopecks) }));

/** An order as the staff board reads it: fulfilment and money side by side, money derived from its ledger. */
export function staffOrderView(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  transactions: readonly OrderTransactionRow[],
  staffNames: ReadonlyMap<string, string>,
  now: Date,
): StaffOrder {
  const totals = moneyTotals(ledgerOf(transactions));
  const until = undoUntil(order, order.stage, now);
  return {
    uid: order.uid,
    number: order.number,
    status: order.status,
    stage: order.stage,
    payment: paymentState(ledgerOf(transactions)),
    channel: order.channel,
    shopId: order.shopId,
    deliveryMethod: order.deliveryMethod,
    paymentMethod: order.paymentMethod,
    slot: { from: isoInShopTime(order.slotFrom), to: isoInShopTime(order.slotTo) },
    asap: order.asap,
    lines: lines.map((line) => ({
      _id: line.productId,
      title: line.title,
      count: line.count,
      total: kopecks(line.totalKopecks),
    })),
    sum: kopecks(order.sumKopecks),
    discount: kopecks(order.discountKopecks),
    bonusUsed: order.bonusKopecks,
    deliveryFee: kopecks(order.deliveryFeeKopecks),
    total: kopecks(order.totalKopecks),
    paid: kopecks(Math.max(0, totals.paidIn - totals.refunded)),
    refunded: totals.refunded,
    // One readable line for the board («ул. Немига, д. 5, кв. 12»), from the parts or an old order's line.
    contact: { name: order.name, phone: order.phone, email: order.email, address: addressLineOf(order) },
    comment: order.comment,
    statusReason: order.statusReason,
    cancelReason: order.cancelReason,
    transactions: transactions.map((row) => ({
      type: row.type,
      method: row.method,
      status: row.status,
      amount: kopecks(row.amountKopecks),
      at: isoInShopTime(row.settledAt ?? row.createdAt),
      ...(row.staffId ? { by: staffNames.get(row.staffId) ?? row.staffId } : {}),
      ...(row.gatewayUid ? { gatewayUid: row.gatewayUid } : {}),
      ...(row.reason ? { reason: row.reason } : {}),
    })),
    placedAt: isoInShopTime(order.createdAt),
    stageChangedAt: order.stageChangedAt ? isoInShopTime(order.stageChangedAt) : null,
    undo: until && order.previousStage ? { to: order.previousStage, until: isoInShopTime(until) } : null,
    version: order.version,
    seq: order.lastSeq ?? 0,
  };
}

/** The views of several orders, read with three queries whatever their number. */
export async function staffOrderViews(db: Executor, rows: readonly OrderRow[], now: Date): Promise<StaffOrder[]> {
  const uids = rows.map((row) => row.uid);
  const reads = createStaffOrdersRepository(db);
  const lines = await reads.linesOf(uids);
  const ledger = await createOrderLedgerRepository(db).ofOrders(uids);
  const staffIds = [...ledger.values()].flat().flatMap((row) => (row.staffId ? [row.staffId] : []));
  const names = await reads.staffNames(staffIds);
  return rows.map((row) => staffOrderView(row, lines.get(row.uid) ?? [], ledger.get(row.uid) ?? [], names, now));
}

export async function staffOrderViewOf(db: Executor, order: OrderRow, now: Date): Promise<StaffOrder> {
  const [view] = await staffOrderViews(db, [order], now);
  if (!view) throw new Error('no view for the order');
  return view;
}
