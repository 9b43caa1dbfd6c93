import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BEPAID_REFUNDS_PATH, BepaidRefundRequest } from '../bepaid/api';
import { refundTransactionOf } from './checkout-view';
import type { Notifier } from './notifier';
import type { RefundStore, SandboxRefund } from './refund-store';
import type { CheckoutStore } from './store';

interface RefundsOptions {
  store: CheckoutStore;
  refunds: RefundStore;
  notifier: Notifier;
  now: () => Date;
  shopId: string;
  /** Answers 401 unless the call carries the shop's credentials. */
  refuseStranger: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined;
}

/** bePaid refuses the same parent and amount within this long as a duplicate, unless `duplicate_check: false`. */
export const DUPLICATE_REFUND_WINDOW_MS = 30_000;

const refused = (reply: FastifyReply, message: string, errors: Record<string, string[]>) =>
  reply.status(422).send({ message, errors });

/**
 * bePaid's refund (`POST /transactions/refunds`): of a successful payment of
 * this shop, several partial ones up to its amount, the same parent and
 * amount within 30 s refused as a duplicate. A refund is on disk before its
 * answer, and its webhook, signed like every other, goes to the parent
 * payment's notification URL. From validation to `save` nothing awaits, so
 * two refunds at once cannot together give back more than was paid.
 */
export function installRefunds(app: FastifyInstance, options: RefundsOptions): void {
  const { store, refunds, notifier, now, shopId } = options;

  app.post(BEPAID_REFUNDS_PATH, (request, reply) => {
    const stranger = options.refuseStranger(request, reply);
    if (stranger) return stranger;
    const parsed = BepaidRefundRequest.safeParse(request.body);
    if (!parsed.success) {
      const errors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), [issue.message]]));
      return reply.status(422).send({ message: 'Refund is invalid', errors });
    }
    const body = parsed.data.request;
    const parent = store.byPaymentUid(body.parent_uid);
    const payment = parent?.payment;
    if (!parent || !payment || parent.shopId !== shopId || payment.status !== 'successful') {
      return refused(reply, 'Parent transaction is not a successful payment of this shop', {
        parent_uid: ['is not a successful payment'],
      });
    }
    const earlier = refunds.ofParent(payment.uid);
    const at = now();
    const duplicate = earlier.some(
      (refund) =>
        refund.amount === body.amount && at.getTime() - Date.parse(refund.createdAt) < DUPLICATE_REFUND_WINDOW_MS,
    );
    if (duplicate && body.duplicate_check !== false) {
      return refused(reply, 'Duplicate refund: the same parent_uid and amount within 30 seconds', {
        base: ['duplicate request'],
      });
    }
    const left = parent.request.order.amount - earlier.reduce((sum, refund) => sum + refund.amount, 0);
    if (body.amount > left) {
      return refused(reply, `Amount exceeds what is left to refund (${left})`, {
        amount: [`must be at most ${left}`],
      });
    }
    const refund: SandboxRefund = {
      token: randomUUID(),
      shopId,
      parentUid: payment.uid,
      checkoutToken: parent.token,
      amount: body.amount,
      currency: parent.request.order.currency,
      reason: body.reason,
      trackingId: body.tracking_id ?? parent.request.order.tracking_id,
      test: parent.request.test ?? false,
      createdAt: at.toISOString(),
    };
    refunds.save(refund);
    const transaction = refundTransactionOf(refund);
    const notificationUrl = parent.request.settings.notification_url;
    if (notificationUrl) void notifier.deliver(notificationUrl, { transaction }, 1);
    return reply.send({ transaction });
  });
}
