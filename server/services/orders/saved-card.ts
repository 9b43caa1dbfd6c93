import type { PaymentAnswer } from '../../../src/domain/contract/checkout';
import type { GatewayTransaction } from '../../../src/domain/contract/gateway';
import { mayHaveActed } from '../../payments/gateway';
import { createOrdersRepository, type OrderRow } from '../../repositories/orders';
import { createSavedCardsRepository } from '../../repositories/saved-cards';
import { abandonPayment, answerFor, notificationUrl, orderCharge, returnUrl } from './checkout';
import type { OrderServiceOptions } from './order-service';
import { settlePayment } from './settle';

/**
 * Charges the saved card an order names, server to server, for an order just
 * written. The transaction's uid takes the place of a checkout token (the
 * reconciler and the return page read it back with `getTransaction`); the
 * shopper goes to the 3-D Secure page when the card needs it, else straight to
 * the order page. A final answer settles the order at once, through the one
 * settlement function (the webhook that follows is then a no-op).
 *
 * Money may move before the answer comes back, so only a definite refusal
 * (the gateway's 4xx) gives the order up and frees its idempotency key. When
 * the outcome is unknown (a timeout, a reset connection, a 5xx, an answer that
 * does not parse) the order keeps awaiting payment and its key, so a retry of
 * the attempt answers the same order instead of charging again; the shopper
 * goes to the order page, and the gateway is asked by the order's tracking_id
 * (the return page's status check, then the reconciler) until it says.
 */
export async function chargeSavedCard(
  service: OrderServiceOptions,
  order: OrderRow,
  now: Date,
): Promise<PaymentAnswer> {
  const { db, gateway, log, userEvents, orderListeners } = service;
  const context = { now, log, userEvents, orderListeners };
  const orders = createOrdersRepository(db);
  const abandon = abandonPayment(service, order, now, 'saved card not charged');
  const card =
    order.userId && order.savedCardId
      ? await createSavedCardsRepository(db).findOwn(order.userId, order.savedCardId)
      : null;
  if (!gateway || !card) throw await abandon(gateway ? 'the saved card is gone' : 'no card gateway');
  const back = returnUrl(service.publicUrl, order.uid);
  let charge: Awaited<ReturnType<typeof gateway.chargeToken>>;
  try {
    charge = await gateway.chargeToken({
      ...orderCharge(order),
      cardToken: card.gatewayToken,
      returnUrl: back,
      notificationUrl: notificationUrl(service.publicUrl),
    });
  } catch (error) {
    if (!mayHaveActed(error)) throw await abandon('the gateway refused the charge', error);
    log.error(
      { err: error, orderUid: order.uid, number: order.number },
      'saved card charge has no answer: the order waits for the gateway to be asked by its tracking_id',
    );
    await orders.awaitChargeOutcome(order.uid, back);
    const waiting = (await orders.find(order.uid)) ?? order;
    return { ...answerFor(waiting), redirect_url: back };
  }
  const redirect = charge.redirectUrl ?? back;
  if (!(await orders.attachCheckout(order.uid, charge.transaction.uid, redirect))) {
    log.warn({ orderUid: order.uid }, 'saved card charged for an order no longer awaiting payment');
  }
  if (charge.transaction.status !== 'incomplete') {
    // The gateway names our order; trust the order we charged instead.
    const transaction: GatewayTransaction = { ...charge.transaction, tracking_id: order.uid };
    await settlePayment(db, { kind: 'transaction', transaction, source: 'checkout', testMode: gateway.test }, context);
  }
  const settled = (await orders.find(order.uid)) ?? order;
  return { ...answerFor(settled), redirect_url: redirect };
}
