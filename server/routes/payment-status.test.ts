import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentStatusAnswer } from '../../src/domain/contract/checkout';
import type { CheckoutState, PaymentGateway } from '../payments/gateway';
import { createTestApp, expectErrorAnswer, FIXED_NOW, json, type TestApp } from '../testing/index';
import { insertAwaitingOrder } from '../testing/orders';
import { PAYMENT_STATUS_RATE_LIMIT, TOO_MANY_STATUS_CHECKS } from './orders';

/**
 * Issue 26 (11b): the return page polls `GET /api/payment/{uid}` every 2 s.
 * The gateway is asked about an order at most every 10 s, never on a HEAD,
 * and the check is rate-limited per client address.
 */
describe('GET /api/payment/{uid} and the gateway', () => {
  let instant = FIXED_NOW.getTime();
  const asked: string[] = [];
  // A gateway whose checkouts stay open: every ask is counted, nothing settles.
  const gateway = {
    async getCheckout(token: string): Promise<CheckoutState> {
      asked.push(token);
      return { status: 'pending' };
    },
    async getTransaction(uid: string): Promise<CheckoutState> {
      asked.push(uid);
      return { status: 'pending' };
    },
  } as unknown as PaymentGateway;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date(instant), gateway });
  }, 60_000);
  afterAll(() => t?.close());

  let addressSerial = 0;
  const freshAddress = () => {
    addressSerial += 1;
    return `198.18.0.${addressSerial}`;
  };
  const check = (
    uid: string,
    { method = 'GET', address = freshAddress() }: { method?: 'GET' | 'HEAD'; address?: string } = {},
  ) => t.app.inject({ method, url: `/api/payment/${uid}`, remoteAddress: address });
  const awaiting = async (token: string) =>
    insertAwaitingOrder(t.database.db, { checkoutToken: token, now: new Date(instant) });

  it('asks the gateway about an order at most once in 10 s, however often the page polls', async () => {
    const order = await awaiting('tok-poll');
    asked.length = 0;
    for (let second = 0; second < 10; second += 2) {
      instant = FIXED_NOW.getTime() + second * 1000;
      const response = await check(order.uid);
      expect(response.statusCode, response.body).toBe(202);
      expect(PaymentStatusAnswer.parse(json(response)).status).toBe('awaiting_payment');
    }
    expect(asked).toEqual(['tok-poll']);
    // Ten parallel polls within the interval: still no second ask.
    await Promise.all(Array.from({ length: 10 }, () => check(order.uid)));
    expect(asked).toEqual(['tok-poll']);

    instant = FIXED_NOW.getTime() + 10_000;
    expect((await check(order.uid)).statusCode).toBe(202);
    expect(asked).toEqual(['tok-poll', 'tok-poll']);
    // Another order is asked about on its own schedule.
    const other = await awaiting('tok-other');
    await check(other.uid);
    expect(asked).toEqual(['tok-poll', 'tok-poll', 'tok-other']);
    instant = FIXED_NOW.getTime();
  });

  it('never asks the gateway on HEAD, which answers the stored status', async () => {
    const order = await awaiting('tok-head');
    asked.length = 0;
    for (let index = 0; index < 3; index += 1) {
      const head = await check(order.uid, { method: 'HEAD' });
      expect(head.statusCode).toBe(202);
      expect(head.headers['cache-control']).toBe('no-store');
    }
    expect(asked).toEqual([]);
    // A GET right after still asks: the HEADs took no turn.
    await check(order.uid);
    expect(asked).toEqual(['tok-head']);
  });

  it(
    `is limited to ${PAYMENT_STATUS_RATE_LIMIT.limit} checks a minute per client address: then 429 with retry-after`,
    async () => {
      const order = await awaiting('tok-limit');
      const address = freshAddress();
      for (let index = 0; index < PAYMENT_STATUS_RATE_LIMIT.limit; index += 1) {
        expect((await check(order.uid, { address })).statusCode).toBe(202);
      }
      const refused = await check(order.uid, { address });
      expect(expectErrorAnswer(refused, 429)).toBe(TOO_MANY_STATUS_CHECKS);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['cache-control']).toBe('no-store');
      // Another address is not held up.
      expect((await check(order.uid)).statusCode).toBe(202);
      // No longer than the window itself: it runs on the process clock, so a slower run would see it reset.
    },
    PAYMENT_STATUS_RATE_LIMIT.windowMs,
  );
});
