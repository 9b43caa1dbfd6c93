import type { OrderStage } from '../../domain/contract/checkout';
import type { StaffOrder, StaffOrdersAnswer, StaffRole } from '../../domain/contract/staff';
import { nextStage } from '../../domain/lifecycle';
import { formatMoney, type Kopecks } from '../../domain/money';

/*
 * What the board knows, as plain functions over plain data (issue 28): the
 * store and the screens call these, the unit tests check them without a DOM.
 */

export interface OrdersView {
  /** Every order the board has heard of, by uid: always the newest `version` seen. */
  orders: Record<string, StaffOrder>;
  /** The shop's last event number the board has everything up to: the next `since`. */
  seq: number;
  /**
   * The socket was down: events heard since may have a gap before them, so
   * `seq` stays where it was until a `since` fetch fills the gap.
   */
  catchUpNeeded: boolean;
}

export type MergeOutcome = 'new' | 'newer' | 'stale';

/** Keeps the newest version of the order: an event that arrives late (or twice) never rolls a card back. */
export function mergeOrder(view: OrdersView, order: StaffOrder): MergeOutcome {
  const known = view.orders[order.uid];
  if (known && known.version >= order.version) return 'stale';
  view.orders[order.uid] = order;
  return known ? 'newer' : 'new';
}

/**
 * A full read of the shop's board. Orders heard by the socket after the
 * server read its number (a higher `seq`) stay even when the answer has no
 * word of them; the rest of the old ones are yesterday's and go.
 */
export function applySnapshot(view: OrdersView, answer: StaffOrdersAnswer): void {
  const kept: Record<string, StaffOrder> = {};
  for (const order of Object.values(view.orders)) if (order.seq > answer.seq) kept[order.uid] = order;
  view.orders = kept;
  for (const order of answer.orders) mergeOrder(view, order);
  view.seq = Math.max(view.seq, answer.seq);
  view.catchUpNeeded = false;
}

/** What changed `since` the board's number: merged by version, and the gap is closed. */
export function applyCatchUp(view: OrdersView, answer: StaffOrdersAnswer): StaffOrder[] {
  const added: StaffOrder[] = [];
  for (const order of answer.orders) if (mergeOrder(view, order) === 'new') added.push(order);
  view.seq = Math.max(view.seq, answer.seq);
  view.catchUpNeeded = false;
  return added;
}

/** One live event: merged, and the board's number moves on only when nothing can be missing before it. */
export function applyEvent(view: OrdersView, payload: { seq: number; order: StaffOrder }): MergeOutcome {
  const outcome = mergeOrder(view, payload.order);
  if (!view.catchUpNeeded) view.seq = Math.max(view.seq, payload.seq);
  return outcome;
}

// Columns.

export type ColumnId = 'accepted' | 'baking' | 'ready' | 'on_the_way' | 'done';

export interface Column {
  id: ColumnId;
  title: string;
  orders: StaffOrder[];
}

const COLUMN_TITLES: Record<ColumnId, string> = {
  accepted: 'Новые',
  baking: 'Готовим',
  ready: 'Готовы',
  on_the_way: 'В пути',
  done: 'Выданы сегодня',
};

/** Whether the order is in the kitchen's hands: paid or to be paid on receipt, with a stage. */
export const isInWork = (order: StaffOrder): boolean =>
  (order.status === 'paid' || order.status === 'confirmed') && order.stage !== null;

const byPromise = (a: StaffOrder, b: StaffOrder) => a.slot.to.localeCompare(b.slot.to) || a.number - b.number;
const byLastChange = (a: StaffOrder, b: StaffOrder) => b.seq - a.seq;

/** The board's columns; «В пути» only while some order is delivered. */
export function columnsOf(orders: readonly StaffOrder[]): Column[] {
  const working = orders.filter(isInWork);
  const of = (stages: readonly OrderStage[]) => working.filter((order) => stages.includes(order.stage as OrderStage));
  const columns: Column[] = [
    { id: 'accepted', title: COLUMN_TITLES.accepted, orders: of(['accepted']).sort(byPromise) },
    { id: 'baking', title: COLUMN_TITLES.baking, orders: of(['baking']).sort(byPromise) },
    { id: 'ready', title: COLUMN_TITLES.ready, orders: of(['ready']).sort(byPromise) },
  ];
  if (working.some((order) => order.deliveryMethod === 'delivery' && order.stage !== 'cancelled')) {
    columns.push({ id: 'on_the_way', title: COLUMN_TITLES.on_the_way, orders: of(['on_the_way']).sort(byPromise) });
  }
  columns.push({ id: 'done', title: COLUMN_TITLES.done, orders: of(['handed_over', 'cancelled']).sort(byLastChange) });
  return columns;
}

/** Orders waiting for a manager: the bank's money does not match the order. */
export const reviewQueue = (orders: readonly StaffOrder[]): StaffOrder[] =>
  orders.filter((order) => order.status === 'review').sort((a, b) => a.number - b.number);

/** What the bank reported for the order: its successful card payments. */
export function gatewayAmount(order: StaffOrder): Kopecks {
  let sum = 0;
  for (const row of order.transactions) {
    if (row.type === 'payment' && row.method === 'gateway' && row.status === 'succeeded') sum += row.amount;
  }
  return sum as Kopecks;
}

// One card.

const STAGE_ACTIONS: Partial<Record<OrderStage, string>> = {
  baking: 'Готовим',
  ready: 'Готов',
  on_the_way: 'В путь',
  handed_over: 'Выдан',
};

/** The one tap's move of a card, or null at the end. */
export function nextMove(order: StaffOrder): { from: OrderStage; to: OrderStage; label: string } | null {
  if (!isInWork(order) || order.stage === null) return null;
  const to = nextStage(order.deliveryMethod, order.stage);
  return to ? { from: order.stage, to, label: STAGE_ACTIONS[to] ?? to } : null;
}

export const STAGE_NAMES: Record<OrderStage, string> = {
  accepted: 'Новые',
  baking: 'Готовим',
  ready: 'Готовы',
  on_the_way: 'В пути',
  handed_over: 'Выдан',
  cancelled: 'Отменён',
};

/** The money state in words, as the cashier says it. */
export function moneyInWords(order: StaffOrder): string {
  if (order.payment === 'refunded') return `Возврат ${formatMoney(order.refunded)}`;
  if (order.payment === 'partially_refunded') {
    return `Оплачен, возврат ${formatMoney(order.refunded)}`;
  }
  if (order.payment === 'paid') {
    const last = order.transactions.find((row) => row.type !== 'refund' && row.status === 'succeeded');
    if (last?.method === 'cash') return 'Оплачен наличными';
    if (last?.method === 'terminal') return 'Оплачен картой через терминал';
    return 'Оплачен картой';
  }
  return order.paymentMethod === 'on_receipt' ? 'Оплата при получении' : 'Ожидает оплаты';
}

/** Whether the cashier may take the money now: an on-receipt order not paid yet, still in the shop. */
export const canTakePayment = (order: StaffOrder): boolean =>
  order.paymentMethod === 'on_receipt' &&
  order.payment === 'unpaid' &&
  isInWork(order) &&
  order.stage !== 'cancelled' &&
  order.stage !== 'handed_over';

/** Staff cancel only orders not started yet; managers any order before handover (as the server allows). */
export const canCancel = (order: StaffOrder, role: StaffRole): boolean =>
  isInWork(order) &&
  order.stage !== 'cancelled' &&
  order.stage !== 'handed_over' &&
  (role !== 'staff' || order.stage === 'accepted');

/** What may still be given back. */
export const refundable = (order: StaffOrder): Kopecks => order.paid;

// The promised time.

export type Tone = 'ok' | 'soon' | 'late';
/** Under this much time left the card turns amber. */
export const SOON_MS = 10 * 60_000;

export function countdownTone(promisedIso: string, now: number): Tone {
  const left = Date.parse(promisedIso) - now;
  if (left < 0) return 'late';
  return left < SOON_MS ? 'soon' : 'ok';
}

/** «через 12 мин», «сейчас», «опоздание 5 мин». */
export function countdownText(promisedIso: string, now: number): string {
  const left = Date.parse(promisedIso) - now;
  const minutes = Math.floor(Math.abs(left) / 60_000);
  if (left < 0) return `опоздание ${minutes < 1 ? 1 : minutes} мин`;
  if (minutes < 1) return 'сейчас';
  if (minutes < 120) return `через ${minutes} мин`;
  return `через ${Math.floor(minutes / 60)} ч ${minutes % 60} мин`;
}

// The pickup screen.

/** How long a number that became ready stands out on the pickup screen. */
export const READY_HIGHLIGHT_MS = 30_000;

export interface ScreenNumbers {
  preparing: number[];
  ready: { number: number; highlighted: boolean }[];
}

/** The counter's two columns: pickup orders only, numbers only (no names, no phones). */
export function screenNumbers(orders: readonly StaffOrder[], now: number): ScreenNumbers {
  const pickup = orders.filter((order) => isInWork(order) && order.deliveryMethod === 'pickup');
  const preparing = pickup
    .filter((order) => order.stage === 'accepted' || order.stage === 'baking')
    .map((order) => order.number)
    .sort((a, b) => a - b);
  const ready = pickup
    .filter((order) => order.stage === 'ready')
    .sort((a, b) => a.number - b.number)
    .map((order) => ({
      number: order.number,
      highlighted: order.stageChangedAt !== null && now - Date.parse(order.stageChangedAt) < READY_HIGHLIGHT_MS,
    }));
  return { preparing, ready };
}
