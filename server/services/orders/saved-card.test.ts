import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentAnswer, PaymentStatusAnswer } from '../../../src/domain/contract/checkout';
import { idempotencyKeys, paymentTransactions, savedCards } from '../../db/schema';
import {
  GatewayError,
  GatewayUncertainError,
  type PaymentGateway,
  type TokenChargeRequest,
} from '../../payments/gateway';
import { createTestUser, type TestUser } from '../../testing/accounts';
import { type CardShop, startCardShop } from '../../testing/card-shop';
import { json } from '../../testing/index';
import {
  newIdempotencyKey,
  orderBody,
  orderDatabaseKinds,
  postUserOrder,
  recordingLog,
  setSlotCapacity,
} from '../../testing/orders';
import { payOnSandboxPage } from '../../testing/payments';
import { checkingPayment, GATEWAY_FAILED } from './checkout';
import { reconcileOnce } from './reconciler';

// Each test places orders over HTTP with the sandbox gateway beside the shop; on a busy machine one can pass 5 s.
vi.setConfig({ testTimeout: 60_000 });

/*
 * A saved card's charge whose answer never comes back may still have taken
 * the money: the order keeps awaiting payment and its idempotency key, a
 * retry never charges again, and only the gateway's word (asked by the
 * order's tracking_id) settles or gives it up.
 */

const minutes = (count: number) => count * 60_000;
/** Where a lost charge's webhook goes: nowhere (a port fetch refuses), so only asking the gateway can tell. */
const LOST_WEBHOOK = 'http://127.0.0.1:9/webhook';

type Fault =
  /** The gateway charges the card, and the answer (and its webhook) is lost: a timeout after the charge. */
  | 'lost_after_charge'
  /** The request is lost before the gateway read it, but the shop cannot know that. */
  | 'lost_before_charge'
  /** The gateway refuses for good (bePaid's 4xx). */
  | 'refused'
  /** The gateway charges, and the shop never hears back until `release` (a server dying in between). */
  | 'hang_after_charge';

/** The sandbox's adapter with faults the test switches on for token charges, counting the charges that reached it. */
function faultyGateway(real: PaymentGateway) {
  const state = { fault: null as Fault | null, charges: 0, release: () => {} };
  const charge = (request: TokenChargeRequest) => {
    state.charges += 1;
    return real.chargeToken({ ...request, notificationUrl: LOST_WEBHOOK });
  };
  const gateway: PaymentGateway = {
    ...real,
    async chargeToken(request) {
      const fault = state.fault;
      state.fault = null;
      const lost = new GatewayUncertainError('Платёжный шлюз не отвечает');
      switch (fault) {
        case 'lost_after_charge':
          await charge(request);
          throw lost;
        case 'lost_before_charge':
          throw lost;
        case 'refused':
          throw new GatewayError('Платёжный шлюз отказал (422): Card token is invalid', 422);
        case 'hang_after_charge':
          await charge(request);
          await new Promise<void>((resolve) => {
            state.release = resolve;
          });
          throw lost;
        default:
          state.charges += 1;
          return real.chargeToken(request);
      }
    },
  };
  return { gateway, state };
}

describe.each(orderDatabaseKinds())('a saved card’s charge with no answer, on %s', (kind) => {
  let shop: CardShop;
  let faulty: ReturnType<typeof faultyGateway>;
  let user: TestUser;
  let cardId: string;
  beforeAll(async () => {
    shop = await startCardShop({
      kind,
      gateway: (pair) => {
        faulty = faultyGateway(pair.gateway);
        return faulty.gateway;
      },
    });
    await setSlotCapacity(db(), 1000);
    // A card kept from a first payment on the bank's page.
    user = await createTestUser(db());
    const first = PaymentAnswer.parse(json(await order()));
    await payOnSandboxPage(first.redirect_url ?? '', { number: '4200000000000000' });
    await shop.waitForStatus(first.orderId, 'paid');
    const [card] = await db().select().from(savedCards).where(eq(savedCards.userId, user.id));
    if (!card) throw new Error('no card kept');
    cardId = card.id;
  }, 60_000);
  afterAll(() => shop?.close());

  function db() {
    return shop.testApp.database.db;
  }
  function order(key = newIdempotencyKey()) {
    const body = cardId ? { card: cardId } : { saveCard: true };
    return postUserOrder(shop.testApp.app, user, orderBody({ paymentMethod: 'card', ...body }), {
      origin: shop.url,
      key,
    });
  }
  const reconcile = () => reconcileOnce({ db: db(), gateway: faulty.gateway, log: recordingLog().log }, shop.now());
  const later = (ms: number) => shop.setNow(new Date(shop.now().getTime() + ms));
  const keyTaken = async (key: string) =>
    (await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).length === 1;
  const recorded = (uid: string) =>
    db().select().from(paymentTransactions).where(eq(paymentTransactions.orderUid, uid));
  const placed = async (key: string) => {
    const response = await order(key);
    expect(response.statusCode, response.body).toBe(200);
    return PaymentAnswer.parse(json(response));
  };

  it('keeps the order and its key, answers a retry without charging again, and settles it from the gateway', async () => {
    const key = newIdempotencyKey();
    faulty.state.fault = 'lost_after_charge';
    const before = faulty.state.charges;
    const answer = await placed(key);
    expect(answer.message).toBe(checkingPayment(answer.number));
    expect(answer.redirect_url).toBe(`${shop.url}/doneorder?uid=${encodeURIComponent(answer.orderId)}`);
    expect(await shop.order(answer.orderId)).toMatchObject({ status: 'awaiting_payment', checkoutToken: null });
    expect(await keyTaken(key)).toBe(true);

    // The client's automatic retry of the same attempt: the same order and page, and no second charge.
    expect(await placed(key)).toEqual(answer);
    expect(faulty.state.charges).toBe(before + 1);
    expect(await shop.pair.gateway.findTransactions(answer.orderId)).toHaveLength(1);

    later(minutes(1));
    await reconcile();
    expect(await shop.order(answer.orderId)).toMatchObject({ status: 'paid', stage: 'accepted' });
    expect(await recorded(answer.orderId)).toMatchObject([{ source: 'reconciler', outcome: 'paid' }]);
    expect(await placed(key)).toMatchObject({
      orderId: answer.orderId,
      message: `Заказ № ${answer.number} оплачен сохранённой картой`,
    });
    expect(faulty.state.charges).toBe(before + 1);
  });

  it('shows the shopper the payment as soon as the order page asks the gateway', async () => {
    faulty.state.fault = 'lost_after_charge';
    const answer = await placed(newIdempotencyKey());
    const status = await shop.testApp.app.inject({ method: 'GET', url: `/api/payment/${answer.orderId}` });
    expect(status.statusCode, status.body).toBe(200);
    expect(PaymentStatusAnswer.parse(json(status)).status).toBe('paid');
    expect(await recorded(answer.orderId)).toMatchObject([{ source: 'status', outcome: 'paid' }]);
  });

  it('gives the order and its key up once the gateway says it never saw the charge', async () => {
    const key = newIdempotencyKey();
    faulty.state.fault = 'lost_before_charge';
    const answer = await placed(key);
    expect(answer.message).toBe(checkingPayment(answer.number));
    // The order page asks too, but a charge still under way must not be given up there.
    await shop.testApp.app.inject({ method: 'GET', url: `/api/payment/${answer.orderId}` });
    expect((await shop.order(answer.orderId)).status).toBe('awaiting_payment');
    later(minutes(1));
    await reconcile();
    expect(await shop.order(answer.orderId)).toMatchObject({ status: 'awaiting_payment', slotClaimed: true });
    expect(await keyTaken(key)).toBe(true);

    later(minutes(1));
    await reconcile();
    expect(await shop.order(answer.orderId)).toMatchObject({ status: 'expired', slotClaimed: false });
    expect(await keyTaken(key)).toBe(false);
    // The same attempt again is a new order, charged this time.
    const again = await placed(key);
    expect(again.orderId).not.toBe(answer.orderId);
    expect(await shop.order(again.orderId)).toMatchObject({ status: 'paid' });
  });

  it('frees the key at once on a definite refusal', async () => {
    const key = newIdempotencyKey();
    faulty.state.fault = 'refused';
    const refused = await order(key);
    expect(refused.statusCode).toBe(502);
    expect((json(refused) as { message: string }).message).toBe(GATEWAY_FAILED);
    expect(await keyTaken(key)).toBe(false);
    const again = await placed(key);
    expect(await shop.order(again.orderId)).toMatchObject({ status: 'paid' });
  });

  it('settles a charge the server never recorded (it died in between) by asking the gateway', async () => {
    const key = newIdempotencyKey();
    faulty.state.fault = 'hang_after_charge';
    const before = faulty.state.charges;
    const dying = order(key);
    const deadline = Date.now() + 10_000;
    let uid = await uidOf(key);
    while (faulty.state.charges === before || (await shop.pair.gateway.findTransactions(uid)).length === 0) {
      if (Date.now() > deadline) throw new Error('the charge never reached the gateway');
      await new Promise((resolve) => setTimeout(resolve, 25));
      uid = await uidOf(key);
    }
    expect(await shop.order(uid)).toMatchObject({ status: 'awaiting_payment', checkoutToken: null, checkoutUrl: null });

    later(minutes(2));
    await reconcile();
    expect(await shop.order(uid)).toMatchObject({ status: 'paid' });
    expect(await recorded(uid)).toMatchObject([{ source: 'reconciler', outcome: 'paid' }]);
    // A retry of the attempt is answered with the paid order, not charged.
    expect(await placed(key)).toMatchObject({ orderId: uid, message: expect.stringContaining('оплачен') });
    // Had it lived, its late answer changes nothing.
    faulty.state.release();
    const late = await dying;
    expect(late.statusCode, late.body).toBe(200);
    expect(PaymentAnswer.parse(json(late)).orderId).toBe(uid);
    expect(await shop.order(uid)).toMatchObject({ status: 'paid' });
    expect(faulty.state.charges).toBe(before + 1);
  });

  async function uidOf(key: string): Promise<string> {
    const [row] = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    return row?.orderUid ?? 'not-yet';
  }
});
