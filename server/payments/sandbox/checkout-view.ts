import type { GatewayNotification } from '../../../src/domain/contract/gateway';
import type { BepaidCheckoutState } from '../bepaid/api';
import type { SandboxRefund } from './refund-store';
import type { SandboxCheckout, SandboxPayment } from './store';

/** How the sandbox's records look on bePaid's wire: the checkout query answer and the webhook. */

/** Whether the checkout's time to pay ran out (a payment already made keeps it). */
export function isExpired(checkout: SandboxCheckout, now: Date): boolean {
  const deadline = checkout.request.order.expired_at;
  return deadline !== undefined && Date.parse(deadline) <= now.getTime();
}

/** Finished: the payment went through or was refused for good; nothing more can be paid. */
export function isFinished(checkout: SandboxCheckout): boolean {
  return checkout.payment !== undefined && checkout.payment.status !== 'incomplete';
}

/** A payment as bePaid's transaction object. */
export function transactionOf(checkout: SandboxCheckout, payment: SandboxPayment) {
  const { order } = checkout.request;
  return {
    uid: payment.uid,
    status: payment.status,
    message: payment.message,
    amount: order.amount,
    currency: order.currency,
    description: order.description,
    tracking_id: order.tracking_id,
    test: checkout.request.test ?? false,
    type: 'payment',
    payment_method_type: 'credit_card',
    language: checkout.request.settings.language ?? 'ru',
    created_at: payment.created_at,
    updated_at: payment.paid_at ?? payment.created_at,
    ...(payment.paid_at ? { paid_at: payment.paid_at } : {}),
    credit_card: { ...payment.card },
  };
}

/** `GET /ctp/api/checkouts/:token`'s answer. */
export function checkoutAnswer(checkout: SandboxCheckout, now: Date): BepaidCheckoutState & Record<string, unknown> {
  const finished = isFinished(checkout);
  const expired = !finished && isExpired(checkout, now);
  const status = finished && checkout.payment ? checkout.payment.status : expired ? 'expired' : 'pending';
  const { order, settings } = checkout.request;
  return {
    checkout: {
      token: checkout.token,
      shop_id: Number(checkout.shopId),
      transaction_type: 'payment',
      status,
      finished,
      expired,
      test: checkout.request.test ?? false,
      created_at: checkout.createdAt,
      order: { ...order },
      settings: { ...settings },
      ...(checkout.request.customer ? { customer: checkout.request.customer } : {}),
      ...(checkout.payment ? { gateway_response: { payment: transactionOf(checkout, checkout.payment) } } : {}),
    },
  };
}

/** The webhook bePaid posts to `notification_url` when a checkout's payment is finished. */
export function notificationOf(checkout: SandboxCheckout, payment: SandboxPayment): GatewayNotification {
  return {
    transaction: {
      ...transactionOf(checkout, payment),
      status: payment.status === 'successful' ? 'successful' : 'failed',
      ...(checkout.request.customer ? { customer: checkout.request.customer } : {}),
    },
  };
}

/** A refund as bePaid's transaction object: the answer to the refund request, its webhook and the queries. */
export function refundTransactionOf(refund: SandboxRefund) {
  return {
    uid: refund.token,
    status: 'successful' as const,
    message: 'Successfully processed',
    amount: refund.amount,
    currency: refund.currency,
    reason: refund.reason,
    type: 'refund',
    parent_uid: refund.parentUid,
    tracking_id: refund.trackingId,
    test: refund.test,
    created_at: refund.createdAt,
    updated_at: refund.createdAt,
    paid_at: refund.createdAt,
    refund: { status: 'successful', message: 'Refund was approved', ref_id: refund.token.slice(0, 8) },
  };
}
