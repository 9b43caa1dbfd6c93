import { BRAND } from '../../../src/domain/brand/brand';
import type { PaymentAnswer } from '../../../src/domain/contract/checkout';
import { endpoints } from '../../../src/domain/contract/endpoints';
import { CANCEL_RETURN_PARAM } from '../../../src/domain/contract/payment-return';
import { kopecks } from '../../../src/domain/money';
import { repeatOnLostConnection } from '../../db/connection-errors';
import { createOrdersRepository, type OrderRow } from '../../repositories/orders';
import { DomainError } from '../errors';
import type { OrderServiceOptions } from './order-service';
import { settlePayment } from './settle';

export const CARD_UNAVAILABLE = 'Оплата картой сейчас недоступна. Выберите оплату при получении';
export const GATEWAY_FAILED =
  'Не удалось связаться с банком, заказ не оформлен. Попробуйте ещё раз или выберите оплату при получении';
export const STILL_PLACING = 'Заказ ещё оформляется. Повторите через несколько секунд';
/** A saved card's charge went out but its answer did not come back: the order page waits for the bank's word. */
export const checkingPayment = (number: number) => `Заказ № ${number} оформлен. Проверяем оплату в банке…`;

/** The shopper's page after the bank: the order page, which asks for the real status. */
export const returnUrl = (publicUrl: string, uid: string) => `${publicUrl}/doneorder?uid=${encodeURIComponent(uid)}`;
/**
 * Where the bank's «cancel» leads: the order page told the shopper gave up
 * (`cancel=1`, the contract's `CANCEL_RETURN_PARAM`), which asks the server
 * to end the checkout once the gateway confirms no payment (`cancel-payment.ts`).
 */
export const cancelUrl = (publicUrl: string, uid: string) => `${returnUrl(publicUrl, uid)}&${CANCEL_RETURN_PARAM}=1`;
export const notificationUrl = (publicUrl: string) => `${publicUrl}${endpoints.paymentWebhook.path}`;

/** What every gateway call says of an order: its id, the amount, and the line on the shopper's statement. */
export function orderCharge(order: OrderRow) {
  return {
    orderId: order.uid,
    amount: kopecks(order.totalKopecks),
    description: `Заказ № ${order.number} — ${BRAND.name}`,
  };
}

/**
 * Gives up on paying an order through the gateway (`what` says which call),
 * only where the gateway surely took no money: logs why, settles the order as
 * abandoned through the one settlement function (its slot and points go
 * back, its idempotency key is freed) and answers the error to throw.
 */
export function abandonPayment(service: OrderServiceOptions, order: OrderRow, now: Date, what: string) {
  const { db, log, userEvents } = service;
  return async (reason: string, error?: unknown): Promise<DomainError> => {
    log.error({ err: error, orderUid: order.uid, number: order.number }, `${what}: ${reason}`);
    await settlePayment(
      db,
      { kind: 'abandoned', orderUid: order.uid, source: 'checkout', reason },
      { now, log, userEvents },
    );
    return new DomainError('upstream', GATEWAY_FAILED);
  };
}

function messageFor(order: OrderRow): string {
  if (order.paymentMethod !== 'card') return `Заказ № ${order.number} принят. Оплата при получении`;
  if (order.totalKopecks === 0) return `Заказ № ${order.number} оплачен баллами`;
  // A saved card's charge may be final before the answer: the shopper goes straight to the order page.
  if (order.savedCardId && order.status === 'paid') return `Заказ № ${order.number} оплачен сохранённой картой`;
  // Charged, maybe: no transaction is known yet, and the order page follows the bank's word.
  if (order.savedCardId && order.status === 'awaiting_payment' && !order.checkoutToken && order.checkoutUrl) {
    return checkingPayment(order.number);
  }
  if (order.savedCardId && order.status !== 'awaiting_payment') {
    return `Заказ № ${order.number}: банк не принял оплату сохранённой картой`;
  }
  return `Заказ № ${order.number} оформлен. Переходим к оплате`;
}

/** The answer of `POST /api/payment` for an order as stored. */
export function answerFor(order: OrderRow): PaymentAnswer {
  const card = order.paymentMethod === 'card';
  return {
    message: messageFor(order),
    redirect_url: card ? order.checkoutUrl : null,
    orderId: order.uid,
    number: order.number,
    bonusUsed: order.bonusKopecks,
  };
}

/**
 * Opens the bank's checkout for an order just written and stores its token.
 * When the gateway fails the order must not hold its slot: it is settled as
 * `expired` through the one settlement function (which also frees the
 * idempotency key, since the shopper never saw a bank page) and the shopper
 * is told to try again.
 *
 * Unlike a saved card's charge, this holds even when the gateway's answer is
 * uncertain (a timeout, a 5xx): creating a checkout moves no money, and a
 * checkout the gateway did make can only be paid on its page, whose address
 * (with its unguessable token) was in the answer that never arrived. Nobody
 * can pay it; it expires unpaid at the gateway. A retry then places a new
 * order with a new checkout, which is what the shopper wants.
 */
export async function openCheckout(service: OrderServiceOptions, order: OrderRow, now: Date): Promise<PaymentAnswer> {
  const { db, gateway, log } = service;
  const abandon = abandonPayment(service, order, now, 'checkout not opened');
  if (!gateway) throw await abandon('no card gateway');
  let session: Awaited<ReturnType<typeof gateway.createCheckout>>;
  try {
    session = await gateway.createCheckout({
      ...orderCharge(order),
      expiresAt: order.expiresAt ?? new Date(now.getTime() + service.paymentExpiryMinutes * 60_000),
      returnUrl: returnUrl(service.publicUrl, order.uid),
      cancelUrl: cancelUrl(service.publicUrl, order.uid),
      notificationUrl: notificationUrl(service.publicUrl),
      // A kiosk order has no phone and maybe no name: the bank page then asks for nothing more.
      customer: {
        ...(order.phone ? { phone: order.phone } : {}),
        ...(order.name ? { name: order.name } : {}),
        ...(order.email ? { email: order.email } : {}),
      },
      saveCard: order.saveCard,
    });
  } catch (error) {
    throw await abandon('the gateway refused or did not answer', error);
  }
  const orders = createOrdersRepository(db);
  // The checkout exists at the bank now and only this request knows its page: a connection lost under the
  // (repeatable) attach must not leave the order without it, for a retry would wait for a page nobody stores.
  const attached = await repeatOnLostConnection(() =>
    orders.attachCheckout(order.uid, session.token, session.redirectUrl),
  );
  if (!attached) {
    // Settled meanwhile (the reconciler gave up on it): the bank page must not be offered any more.
    log.warn({ orderUid: order.uid }, 'checkout opened for an order no longer awaiting payment');
    throw new DomainError('upstream', GATEWAY_FAILED);
  }
  return { ...answerFor(order), redirect_url: session.redirectUrl };
}

const WAIT_STEP_MS = 100;
const WAIT_LIMIT_MS = 15_000;

/**
 * A duplicate of an attempt whose checkout is still being opened by the
 * first request: wait for its token (or its failure) instead of opening a
 * second checkout for the same order.
 */
export async function waitForCheckout(service: OrderServiceOptions, uid: string): Promise<PaymentAnswer> {
  const orders = createOrdersRepository(service.db);
  // Real time, not the request's clock: this is how long a request may wait, not a shop time.
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const order = await orders.find(uid);
    if (!order) throw new Error(`order ${uid} vanished`);
    if (order.checkoutUrl) return answerFor(order);
    if (order.status !== 'awaiting_payment') throw new DomainError('upstream', GATEWAY_FAILED);
    if (Date.now() >= deadline) throw new DomainError('conflict', STILL_PLACING);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}
