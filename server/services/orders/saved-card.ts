import type { PaymentAnswer } from '../../../src/domain/contract/checkout';
import type { GatewayTransaction } from '../../../src/domain/contract/gateway';
import { createOrdersRepository, type OrderRow } from '../../repositories/orders';
import { createSavedCardsRepository } from '../../repositories/saved-cards';
import { abandonPayment, answerFor, notificationUrl, orderCharge, returnUrl } from './checkout';
import type { OrderServiceOptions } from './place-order';
import { settlePayment } from './settle';

/**
 * Charges the saved card an order names, server to server, for an order just
 * written. The transaction's uid takes the place of a checkout token (the
 * reconciler and the return page read it back with `getTransaction`); the
 * shopper goes to the 3-D Secure page when the card needs it, else straight to
 * the order page. A final answer settles the order at once, through the one
 * settlement function (the webhook that follows is then a no-op).
 */
export async function chargeSavedCard(
  service: OrderServiceOptions,
  order: OrderRow,
  now: Date,
): Promise<PaymentAnswer> {
  const { db, gateway, log, userEvents } = service;
  const context = { now, log, userEvents };
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
    throw await abandon('the gateway refused or did not answer', error);
  }
  const redirect = charge.redirectUrl ?? back;
  if (!(await createOrdersRepository(db).attachCheckout(order.uid, charge.transaction.uid, redirect))) {
    log.warn({ orderUid: order.uid }, 'saved card charged for an order no longer awaiting payment');
  }
  if (charge.transaction.status !== 'incomplete') {
    // The gateway names our order; trust the order we charged instead.
    const transaction: GatewayTransaction = { ...charge.transaction, tracking_id: order.uid };
    await settlePayment(db, { kind: 'transaction', transaction, source: 'checkout', testMode: gateway.test }, context);
  }
  const settled = (await createOrdersRepository(db).find(order.uid)) ?? order;
  return { ...answerFor(settled), redirect_url: redirect };
}
