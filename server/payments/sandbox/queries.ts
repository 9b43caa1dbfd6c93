import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BEPAID_TRACKING_ID_PATH, BEPAID_TRANSACTION_PATH } from '../bepaid/api';
import { refundTransactionOf, transactionOf } from './checkout-view';
import type { RefundStore } from './refund-store';
import type { CheckoutStore } from './store';

interface QueriesOptions {
  store: CheckoutStore;
  refunds: RefundStore;
  shopId: string;
  refuseStranger: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined;
}

/** bePaid answers at most this many transactions to a tracking id shared by several. */
const TRACKING_ID_ANSWER_LIMIT = 10;

/**
 * bePaid's transaction queries: by uid (`GET /transactions/:uid`, a payment
 * or a refund) and by tracking id (`GET /v2/transactions/tracking_id/:id`:
 * one transaction as `transaction`, several as the newest ten in
 * `transactions`, none as 404), which a reconciler asks after a lost answer.
 */
export function installQueries(app: FastifyInstance, { store, refunds, shopId, refuseStranger }: QueriesOptions): void {
  app.get<{ Params: { uid: string } }>(BEPAID_TRANSACTION_PATH, (request, reply) => {
    const stranger = refuseStranger(request, reply);
    if (stranger) return stranger;
    const checkout = store.byPaymentUid(request.params.uid);
    if (checkout?.payment && checkout.shopId === shopId) {
      return reply.send({ transaction: transactionOf(checkout, checkout.payment) });
    }
    const refund = refunds.get(request.params.uid);
    if (refund && refund.shopId === shopId) return reply.send({ transaction: refundTransactionOf(refund) });
    return reply.status(404).send({ message: 'Transaction not found' });
  });

  app.get<{ Params: { tracking_id: string } }>(BEPAID_TRACKING_ID_PATH, (request, reply) => {
    const stranger = refuseStranger(request, reply);
    if (stranger) return stranger;
    const trackingId = request.params.tracking_id;
    const transactions = [
      ...store
        .paidByTrackingId(trackingId)
        .filter((checkout) => checkout.shopId === shopId)
        .flatMap((checkout) => (checkout.payment ? [transactionOf(checkout, checkout.payment)] : [])),
      ...refunds
        .byTrackingId(trackingId)
        .filter((refund) => refund.shopId === shopId)
        .map(refundTransactionOf),
    ]
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .slice(0, TRACKING_ID_ANSWER_LIMIT);
    const [only] = transactions;
    if (!only) return reply.status(404).send({ message: 'Transaction not found' });
    return reply.send(transactions.length === 1 ? { transaction: only } : { transactions });
  });
}
