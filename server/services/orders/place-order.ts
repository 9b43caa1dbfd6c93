import { randomBytes } from 'node:crypto';
import type { PaymentAnswer } from '../../../src/domain/contract/checkout';
import type { PaymentBody } from '../../../src/domain/contract/checkout-phone';
import { maxSpendablePoints } from '../../../src/domain/loyalty';
import { type Executor, withTransaction } from '../../db/transaction';
import { addressColumns } from '../../repositories/address-columns';
import {
  createIdempotencyRepository,
  createOrdersRepository,
  type NewOrderRow,
  type OrderRow,
} from '../../repositories/orders';
import { findDraftHold, holdForOrder } from '../bonuses/holds';
import { readBalance } from '../bonuses/ledger';
import { settleOrderPoints } from '../bonuses/order-points';
import { DomainError } from '../errors';
import { publishPlacedOrder } from '../lifecycle/service';
import { requestHash } from '../request-hash';
import { startCardPayment } from './card-payment';
import { answerFor, CARD_UNAVAILABLE, waitForCheckout } from './checkout';
import type { OrderServiceOptions } from './order-service';
import { type PricedOrder, priceOrder } from './price-order';
import { claimSlot } from './slots';

export const KEY_REUSED = 'Этот ключ повтора (Idempotency-Key) уже использован для другого заказа';

export { requestHash } from '../request-hash';
export type { OrderServiceOptions } from './order-service';

/** The signed-in part of `POST /priapi/user/payment`; absent for a guest's `POST /api/payment`. */
export interface OrderUser {
  id: string;
  /** Points the shopper asks to spend; the server caps them. */
  bonus: number;
  /** A saved card of this user to charge (already checked to be theirs). */
  savedCardId: string | null;
  saveCard: boolean;
}

/** The kiosk part of `POST /api/kiosk/order` (issue 15); absent for orders from the site. */
export interface OrderKiosk {
  /** The tablet that places the order (its id in `kiosk_devices`). */
  deviceId: string;
  /** What to say when no pickup slot is left now. */
  noSlotMessage: string;
}

/** The order as the services take it: the guest body, with no phone for a kiosk order. */
export type OrderBody = Omit<PaymentBody, 'phone'> & { phone: string | null };

/** A kiosk order's `device_id`: only that kiosk is shown its contact, and no browser's device cookie equals it. */
export const kioskOrderDeviceId = (kioskDeviceId: string): string => `kiosk:${kioskDeviceId}`;

export interface PlaceOrderInput {
  body: OrderBody;
  idempotencyKey: string;
  deviceId: string;
  now: Date;
  user?: OrderUser;
  kiosk?: OrderKiosk;
}

export const POINTS_TAKEN = 'Баллы уже списаны в другом заказе. Обновите страницу и оформите заказ ещё раз';

/** ≥ 128 random bits, URL-safe: an order's uid cannot be guessed from another's. */
export const newOrderUid = (): string => randomBytes(18).toString('base64url');

/** Thrown inside the order's transaction when another request holds the key: the transaction rolls back. */
class KeyTaken extends Error {}

/**
 * `POST /api/payment`: checks and prices the order, then in ONE transaction
 * takes the idempotency key, claims the slot and writes the order with its
 * lines; for card payment it then opens the gateway's checkout. A retry with
 * the same key and body answers the same order (and the same bank page).
 */
export async function placeOrder(service: OrderServiceOptions, input: PlaceOrderInput): Promise<PaymentAnswer> {
  const { db, log } = service;
  const { body, idempotencyKey, now, user, kiosk } = input;
  const deviceId = kiosk ? kioskOrderDeviceId(kiosk.deviceId) : input.deviceId;
  // A key is one shopper's (or one kiosk's), and the points and card asked for are part of the attempt.
  const hash = requestHash({ ...body, ...(user ? { user } : {}), ...(kiosk ? { kiosk: kiosk.deviceId } : {}) });
  const replay = () => replayOrder(service, idempotencyKey, hash);

  // A repeat is told by its key inside the transaction (KeyTaken), before a slot is claimed, so a first attempt
  // costs no lookup of it; a repeat refused by the checks (the catalogue or the day changed since) still answers
  // the order it made.
  let priced: PricedOrder;
  let card: boolean;
  try {
    const spendable = user ? await spendablePoints(db, user) : 0;
    priced = await priceOrder(
      db,
      body,
      service.catalog,
      now,
      (goods) => maxSpendablePoints(goods, spendable),
      service.places,
    );
    // Nothing is left to pay by card (promotions and points covered it): no bank takes 0, so it is paid now.
    card = body.paymentMethod === 'card' && priced.total > 0;
    if (card && !service.gateway) throw new DomainError('unavailable', CARD_UNAVAILABLE);
  } catch (error) {
    if (error instanceof DomainError && (await createIdempotencyRepository(db).find(idempotencyKey))) return replay();
    throw error;
  }

  const uid = newOrderUid();
  const expiresAt = card ? new Date(now.getTime() + service.paymentExpiryMinutes * 60_000) : null;
  const status = card ? 'awaiting_payment' : body.paymentMethod === 'card' ? 'paid' : 'confirmed';
  let order: OrderRow;
  try {
    order = await withTransaction(db, async (tx) => {
      // The key first: a concurrent duplicate waits here, and never claims a slot it would not use.
      if (!(await createIdempotencyRepository(tx).claim(idempotencyKey, hash, uid, now))) throw new KeyTaken();
      const { slot, asap } = await claimSlot(tx, priced.place, body.deliveryDate, body.deliveryTime, now, {
        ...(kiosk ? { noSlotMessage: kiosk.noSlotMessage } : {}),
      });
      const row: NewOrderRow = {
        uid,
        status,
        stage: card ? null : 'accepted',
        deliveryMethod: priced.place.method,
        placeId: priced.place.id,
        shopId: priced.place.shopId,
        placeTitle: priced.place.title,
        placeAddress: priced.place.address,
        slotFrom: slot.from,
        slotTo: slot.to,
        asap,
        name: body.name,
        phone: body.phone,
        email: body.email ?? null,
        ...addressColumns(priced.address),
        comment: body.comment || null,
        deviceId,
        channel: kiosk ? 'kiosk' : 'web',
        kioskDeviceId: kiosk?.deviceId ?? null,
        sumKopecks: priced.sum,
        discountKopecks: priced.discount,
        bonusKopecks: priced.bonus,
        deliveryFeeKopecks: priced.deliveryFee,
        totalKopecks: priced.total,
        promoId: priced.promo?.id ?? null,
        promoTitle: priced.promo?.title ?? null,
        paymentMethod: body.paymentMethod,
        userId: user?.id ?? null,
        savedCardId: card ? (user?.savedCardId ?? null) : null,
        saveCard: card && !user?.savedCardId && (user?.saveCard ?? false),
        expiresAt,
        createdAt: now,
        settledAt: card ? null : now,
      };
      // An order that needs no bank goes to the shop's board at once (its event written with it); a card order
      // when it is paid.
      const written = await createOrdersRepository(tx).insert(
        row,
        priced.lines,
        card ? undefined : { kind: 'placed', at: now },
      );
      if (user) await holdOrderPoints(tx, written, expiresAt ?? now, now);
      return written;
    });
  } catch (error) {
    if (error instanceof KeyTaken) return replay();
    throw error;
  }
  // The user's orders, and maybe points, changed: their open pages are told.
  if (user) service.userEvents?.userChanged(user.id);
  // On receipt (or nothing to pay): the order is on its shop's board now.
  if (!card) {
    const lines = priced.lines.map((line) => ({ ...line, orderUid: uid }));
    publishPlacedOrder({ log, listeners: service.orderListeners }, order, lines, now);
  }
  service.orderListeners?.orderCounted?.({ kind: 'placed', method: body.paymentMethod });
  // Points covered the whole card order: it is paid as it is placed.
  if (status === 'paid') service.orderListeners?.orderCounted?.({ kind: 'paid', method: 'points' });
  log.info(
    {
      orderUid: uid,
      number: order.number,
      paymentMethod: body.paymentMethod,
      total: priced.total,
      channel: kiosk ? 'kiosk' : 'web',
    },
    'order placed',
  );
  if (!card) return answerFor(order);
  return startCardPayment(service, order, now);
}

/** What the shopper may spend now: the available points plus those of their draft hold (which this order takes). */
async function spendablePoints(db: Executor, user: OrderUser): Promise<number> {
  if (user.bonus === 0) return 0;
  const balance = await readBalance(db, user.id);
  const draft = await findDraftHold(db, user.id);
  return Math.min(user.bonus, balance.available + (draft?.points ?? 0));
}

/**
 * In the order's transaction: the points priced into the order are held for
 * it (the draft hold moves to it); an order already paid or confirmed spends
 * them and earns at once. Another payment that took the points first makes
 * this one fail whole (409), so no order is ever priced with points it lacks.
 */
async function holdOrderPoints(tx: Executor, order: OrderRow, expiresAt: Date, now: Date): Promise<void> {
  if (!order.userId) return;
  const held = await holdForOrder(tx, {
    userId: order.userId,
    orderUid: order.uid,
    points: order.bonusKopecks,
    expiresAt,
    now,
  });
  if (!held) throw new DomainError('conflict', POINTS_TAKEN);
  if (order.status !== 'awaiting_payment') await settleOrderPoints(tx, order, order.status, now);
}

/** The answer to a repeated checkout attempt: the same order, or 422 when the key came with another body. */
async function replayOrder(service: OrderServiceOptions, key: string, hash: string): Promise<PaymentAnswer> {
  const record = await createIdempotencyRepository(service.db).find(key);
  // The first attempt failed at the gateway and freed its key in the meantime: this one starts afresh.
  if (!record) throw new DomainError('conflict', 'Предыдущая попытка оформить заказ не удалась. Попробуйте ещё раз');
  if (record.requestHash !== hash) throw new DomainError('unprocessable', KEY_REUSED);
  const order = await createOrdersRepository(service.db).find(record.orderUid);
  if (!order) throw new Error(`idempotency key points to a missing order ${record.orderUid}`);
  // Decided without a page to send the shopper to: paid by points, or a saved card's charge whose answer was
  // lost and that the reconciler settled by asking the gateway.
  const decided = order.status === 'paid' || (order.savedCardId !== null && order.status !== 'awaiting_payment');
  if (order.paymentMethod === 'on_receipt' || order.checkoutUrl || decided) return answerFor(order);
  return waitForCheckout(service, order.uid);
}
