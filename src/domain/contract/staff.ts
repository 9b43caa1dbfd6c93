import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, IdempotencyKey, OrderStage, OrderStatus } from './checkout';
import { Byn, EntityId, IsoDateTime, OrderUid, safeText } from './common';
import { OrderPaymentState } from './order-update';

/*
 * The bakery's side of an order (issue 26): staff sign in with a login and a
 * password, see their shops' orders, move them through the stages, take
 * money at the counter, cancel and refund. Money travels in BYN like
 * everywhere else; the payment state is derived from the transactions.
 */

export const STAFF_ROLES = ['staff', 'manager', 'admin'] as const;
export const StaffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRole>;

/** One line a person typed: no control characters at all. */
const oneLine = (max: number, empty: string) =>
  safeText({ trim: true }).min(1, empty).max(max, `Не длиннее ${max} символов`);

/** Compared case-insensitively by the server (logins are stored lower-cased). */
export const StaffLogin = oneLine(64, 'Введите логин');
export const StaffPassword = safeText().min(1, 'Введите пароль').max(256, 'Слишком длинный пароль');

export const StaffSigninBody = z.object({
  login: StaffLogin,
  password: StaffPassword,
  /**
   * Signs this device in as the pickup screen of this shop (issue 28): a
   * session that lives for weeks, so a screen switched off overnight needs no
   * password in the morning, and may only read that shop's orders.
   */
  screen: EntityId.optional(),
});
export type StaffSigninBody = z.infer<typeof StaffSigninBody>;

export const StaffShop = z.object({ _id: EntityId, title: z.string() });
export type StaffShop = z.infer<typeof StaffShop>;

export const StaffMember = z.object({
  id: z.string(),
  name: z.string(),
  role: StaffRole,
  /** The shops whose orders this person works on (every shop for an admin); a screen's session: its shop only. */
  shops: z.array(StaffShop),
  /** The shop whose pickup screen this session is, or `null` for a board or back-office session. */
  screenShop: EntityId.nullable(),
});
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffSignedInAnswer = z.object({
  staff: StaffMember,
  /** Where the board opens its `/staff` socket (the shop's `REALTIME_URL`, like `LoggedIn.realtimeUrl`). */
  realtimeUrl: z.url(),
});
export type StaffSignedInAnswer = z.infer<typeof StaffSignedInAnswer>;

/** Said to a pickup screen's session when it calls anything but reading its shop's orders. */
export const SCREEN_SESSION_READ_ONLY = 'Этот экран только показывает номера заказов. Войдите на планшете заказов';
/** A pickup screen is signed in only by someone who works at that shop. */
export const SCREEN_SHOP_NOT_YOURS = 'Вы не работаете в этой пекарне: экран выдачи подключает её сотрудник';

export const StaffSignoutAnswer = z.object({ message: z.string() });

/** An order uid, checked by its format before any query. */
export const StaffOrderUid = OrderUid;
export const StaffOrderParams = z.object({ uid: StaffOrderUid });

export { ORDER_PAYMENT_STATES, OrderPaymentState, OrderUpdatePayload } from './order-update';

export const OrderTransactionView = z.object({
  type: z.enum(['payment', 'cash', 'refund']),
  /** `gateway` (card through the bank), `cash` or `terminal` (the shop's card terminal). */
  method: z.enum(['gateway', 'cash', 'terminal']),
  /** `pending`: a refund asked of the bank, not answered yet. */
  status: z.enum(['pending', 'succeeded', 'failed']),
  amount: Byn,
  at: IsoDateTime,
  /** The staff member who recorded it; absent for what the bank reported. */
  by: z.string().optional(),
  gatewayUid: z.string().optional(),
  reason: z.string().optional(),
});
export type OrderTransactionView = z.infer<typeof OrderTransactionView>;

export const StaffOrderLine = z.object({
  _id: EntityId,
  title: z.string(),
  count: z.number().int().positive(),
  total: Byn,
});

export const StaffOrder = z.object({
  uid: z.string(),
  number: z.number().int().positive(),
  /** The checkout's outcome: `review` orders wait for a manager. */
  status: OrderStatus,
  /** Null while a card payment is awaited. */
  stage: OrderStage.nullable(),
  payment: OrderPaymentState,
  channel: z.enum(['web', 'kiosk']),
  shopId: EntityId,
  deliveryMethod: z.enum(['delivery', 'pickup']),
  paymentMethod: z.enum(['card', 'on_receipt']),
  slot: z.object({ from: IsoDateTime, to: IsoDateTime }),
  asap: z.boolean(),
  lines: z.array(StaffOrderLine),
  sum: Byn,
  discount: Byn,
  bonusUsed: z.number().int().nonnegative(),
  deliveryFee: Byn,
  total: Byn,
  /** What is paid and not refunded now. */
  paid: Byn,
  refunded: Byn,
  contact: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
  }),
  comment: z.string().nullable(),
  statusReason: z.string().nullable(),
  cancelReason: z.string().nullable(),
  transactions: z.array(OrderTransactionView),
  placedAt: IsoDateTime,
  stageChangedAt: IsoDateTime.nullable(),
  /** The move that may still be undone (back to `to`) until `until`; null when none may. */
  undo: z.object({ to: OrderStage, until: IsoDateTime }).nullable(),
  /** Raised by every change: the board keeps the newest. */
  version: z.number().int().nonnegative(),
  /** The shop event number of the order's last change. */
  seq: z.number().int().nonnegative(),
});
export type StaffOrder = z.infer<typeof StaffOrder>;

export const StaffOrdersQuery = z.object({
  shop: EntityId,
  /** Only orders changed after this event number (what a board missed). */
  since: z.coerce.number().int().nonnegative().optional(),
});

export const StaffOrdersAnswer = z.object({
  /** The shop's last event number now: the next `since`. */
  seq: z.number().int().nonnegative(),
  orders: z.array(StaffOrder),
});
export type StaffOrdersAnswer = z.infer<typeof StaffOrdersAnswer>;

export const StaffOrderAnswer = z.object({ order: StaffOrder });
export type StaffOrderAnswer = z.infer<typeof StaffOrderAnswer>;

/** `409`: another tablet moved the order first; the board shows where it is now. */
export const StaffConflictAnswer = z.object({ message: z.string(), order: StaffOrder });

export const StageBody = z.object({ from: OrderStage, to: OrderStage });
export type StageBody = z.infer<typeof StageBody>;

export const CashBody = z.object({ method: z.enum(['cash', 'terminal']).default('cash') }).default({ method: 'cash' });

export const StaffReason = oneLine(500, 'Укажите причину');
export const CancelBody = z.object({ reason: StaffReason });
export const RefundBody = z.object({
  amount: Byn.refine((amount) => amount > 0, 'Сумма возврата должна быть больше нуля'),
  reason: StaffReason,
});
export type RefundBody = z.infer<typeof RefundBody>;
export const RefundHeaders = z.object({ [IDEMPOTENCY_KEY_HEADER]: IdempotencyKey });

export const ResolveBody = z.object({ action: z.enum(['accept', 'refund']) });

export const StaffAuditQuery = z.object({ shop: EntityId, order: StaffOrderUid.optional() });
export const StaffAuditEntry = z.object({
  at: IsoDateTime,
  staff: z.object({ id: z.string(), name: z.string() }),
  orderUid: z.string().nullable(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
});
export const StaffAuditAnswer = z.object({ entries: z.array(StaffAuditEntry) });
export type StaffAuditAnswer = z.infer<typeof StaffAuditAnswer>;

/** `staff_orders_{shopId}` to the shop's staff sockets. */
export const StaffOrderEventPayload = z.object({ seq: z.number().int().nonnegative(), order: StaffOrder });
export type StaffOrderEventPayload = z.infer<typeof StaffOrderEventPayload>;
