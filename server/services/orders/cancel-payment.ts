import type { PaymentStatusAnswer } from '../../../src/domain/contract/checkout';
import { createOrdersRepository, type OrderRow } from '../../repositories/orders';
import { DomainError } from '../errors';
import type { GatewayAsks } from './gateway-asks';
import { ORDER_NOT_FOUND, type PaymentStatusOptions, statusAnswer } from './payment-status';
import { settlePayment } from './settle';
import { settleByTrackingId } from './tracking';

export interface CancelCheck {
  /** Who asks: the device shown the order's contact. */
  viewerDeviceId: string | null;
  now: Date;
  /** The gateway is asked about one order's cancel at most once per interval (a reload, a script). */
  asks: GatewayAsks;
}

/**
 * Whether the gateway, asked by the order's tracking_id, confirms that no
 * payment for the order was made or is under way; a payment it reports as
 * final is settled on the way (the order is then paid or declined, not
 * cancelled). A gateway that cannot be asked, or does not answer clearly, is
 * no confirmation: the order keeps waiting for the bank, as without a cancel.
 * A 3-D Secure step still open (`pending`) may yet take the money, so it is
 * none either.
 */
async function gatewayConfirmsNoPayment(options: PaymentStatusOptions, order: OrderRow, now: Date): Promise<boolean> {
  const tracked = await settleByTrackingId(options, order, 'cancel', now);
  if (tracked.kind === 'none') return true;
  if (tracked.kind === 'unknown' || tracked.kind === 'pending') {
    options.log.info({ orderUid: order.uid, answer: tracked.kind }, 'a cancel the gateway did not confirm');
  }
  return false;
}

/**
 * `POST /api/payment/:uid/cancel`: the shopper pressed «cancel» on the bank's
 * page (its `cancel_url` led back here). The address alone proves nothing,
 * so the gateway is asked what it holds for the order: with no payment, the
 * order expires at once as cancelled by the shopper through the one
 * settlement function (a conditional update: a payment settled meanwhile
 * wins), which frees its slot, its held points and its idempotency key; a
 * payment that does turn up later puts the order in review, like any payment
 * after its order ended. Answers the order as the status check does: 402
 * once cancelled, 200 when it turned out paid, 202 while it still waits.
 *
 * Only orders paying on the bank's checkout page can be cancelled: a saved
 * card's charge has no such page, and its answer may still be on the way.
 */
export async function cancelPayment(
  options: PaymentStatusOptions,
  uid: string,
  { viewerDeviceId, now, asks }: CancelCheck,
): Promise<{ code: 200 | 202 | 402; answer: PaymentStatusAnswer }> {
  const orders = createOrdersRepository(options.db);
  let order = await orders.find(uid);
  if (!order) throw new DomainError('not_found', ORDER_NOT_FOUND);
  const cancellable = order.status === 'awaiting_payment' && order.checkoutToken !== null && !order.savedCardId;
  if (cancellable && asks.take(uid, now)) {
    if (await gatewayConfirmsNoPayment(options, order, now)) {
      await settlePayment(
        options.db,
        { kind: 'cancelled', orderUid: uid, source: 'cancel' },
        { now, log: options.log, userEvents: options.userEvents, orderListeners: options.orderListeners },
      );
    }
    order = (await orders.find(uid)) ?? order;
  }
  return statusAnswer(options.db, order, viewerDeviceId);
}
