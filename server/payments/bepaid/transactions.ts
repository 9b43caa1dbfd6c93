import {
  GATEWAY_TRANSACTION_STATUSES,
  GatewayCard,
  type GatewayTransaction,
} from '../../../src/domain/contract/gateway';
import { CURRENCY_CODE } from '../../../src/domain/money';
import { type CheckoutState, GatewayUncertainError } from '../gateway';
import type { BepaidCheckoutState, BepaidGatewayTransaction, BepaidTransactionsAnswer } from './api';

/** bePaid's transactions as the order service reads them. */

const KNOWN_STATUSES: ReadonlySet<string> = new Set(GATEWAY_TRANSACTION_STATUSES);

/**
 * A gateway transaction as the order service reads it, with what bePaid left
 * out filled from the request. A status the shop does not know is no answer
 * (it may be a charge under way), never a refusal.
 */
export function gatewayTransactionOf(
  payment: BepaidGatewayTransaction,
  fallback: Pick<GatewayTransaction, 'amount' | 'currency' | 'tracking_id'>,
): GatewayTransaction {
  if (!KNOWN_STATUSES.has(payment.status)) {
    throw new GatewayUncertainError(`Платёжный шлюз прислал неизвестный статус «${payment.status}»`);
  }
  const status = payment.status as GatewayTransaction['status'];
  const card = GatewayCard.safeParse(payment.credit_card);
  const { credit_card: _card, ...rest } = payment;
  return {
    ...rest,
    status,
    amount: payment.amount ?? fallback.amount,
    currency: payment.currency ?? fallback.currency,
    tracking_id: payment.tracking_id ?? fallback.tracking_id,
    ...(card.success && payment.credit_card !== undefined ? { credit_card: card.data } : {}),
  };
}

/** A transaction read back by uid: final (successful, or failed for good), expired, or still under way. */
export function transactionState(transaction: BepaidGatewayTransaction): CheckoutState {
  if (transaction.status === 'successful' || transaction.status === 'failed' || transaction.status === 'error') {
    const known = gatewayTransactionOf(transaction, {
      amount: transaction.amount ?? 0,
      currency: transaction.currency ?? CURRENCY_CODE,
      tracking_id: transaction.tracking_id ?? '',
    });
    return { status: transaction.status === 'successful' ? 'successful' : 'failed', transaction: known };
  }
  if (transaction.status === 'expired') return { status: 'expired' };
  return { status: 'pending' };
}

/** The tracking id query's answer as a list, whichever of its two shapes bePaid chose. */
export function transactionsOf(answer: BepaidTransactionsAnswer, trackingId: string): GatewayTransaction[] {
  const listed = 'transactions' in answer ? answer.transactions : [answer.transaction];
  return listed.map((transaction) =>
    gatewayTransactionOf(transaction, {
      amount: transaction.amount ?? 0,
      currency: transaction.currency ?? CURRENCY_CODE,
      tracking_id: trackingId,
    }),
  );
}

/**
 * bePaid's checkout as the order service needs it. A payment decides first
 * (a checkout paid a second before its deadline stays paid); `incomplete`
 * (3-D Secure under way) is still pending; an unpaid checkout past its time
 * is expired.
 */
export function checkoutState({ checkout }: BepaidCheckoutState): CheckoutState {
  const payment = checkout.gateway_response?.payment;
  if (payment && KNOWN_STATUSES.has(payment.status) && payment.status !== 'incomplete') {
    const transaction: GatewayTransaction = {
      ...payment,
      uid: payment.uid,
      // `gateway_response.payment` is the checkout's payment, whether or not it says so.
      type: payment.type ?? 'payment',
      status: payment.status as GatewayTransaction['status'],
      amount: payment.amount ?? checkout.order.amount,
      currency: payment.currency ?? checkout.order.currency,
      tracking_id: payment.tracking_id ?? checkout.order.tracking_id,
      test: payment.test ?? checkout.test,
    };
    return { status: payment.status === 'successful' ? 'successful' : 'failed', transaction };
  }
  if (checkout.expired || checkout.status === 'expired') return { status: 'expired' };
  return { status: 'pending' };
}
