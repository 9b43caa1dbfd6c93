import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { PaymentAnswer } from '../../domain/contract/checkout';
import type { PaymentBody } from '../../domain/contract/checkout-phone';
import { ApiError, GENERIC_REQUEST_ERROR } from '../../platform/api-client';
import { createCartState } from '../cart';
import { checkoutAttempts, placeOrder } from './checkout.store';

const body = (count = 2): PaymentBody => ({
  cartData: [{ _id: 'kapusta', count }],
  deliveryMethod: 'pickup',
  point: 'nemiga',
  deliveryDate: '2026-11-24',
  deliveryTime: 'asap',
  paymentMethod: 'card',
  name: 'Анна',
  phone: '+375291234567',
});

/**
 * A stand-in for the server's idempotency (the real one is tested on the
 * server): one order per key, and a record of every request it got.
 */
function fakeShop(answerFor: (orderId: string) => Partial<PaymentAnswer> = () => ({})) {
  const orders = new Map<string, string>();
  const requests: string[] = [];
  let failNext: unknown = null;
  return {
    requests,
    orders,
    failOnce(error: unknown) {
      failNext = error;
    },
    async send(_body: PaymentBody, key: string): Promise<PaymentAnswer> {
      requests.push(key);
      if (failNext) {
        const error = failNext;
        failNext = null;
        throw error;
      }
      const orderId = orders.get(key) ?? `order-${orders.size + 1}`;
      orders.set(key, orderId);
      return {
        message: 'ok',
        redirect_url: null,
        orderId,
        number: 1000 + orders.size,
        bonusUsed: 0,
        ...answerFor(orderId),
      };
    },
  };
}

function setup(shop = fakeShop()) {
  const cart = createCartState('2026-11-24');
  const trail: string[] = [];
  const deps = {
    send: shop.send,
    attempts: checkoutAttempts,
    goToBank: (url: string) => trail.push(`bank ${url}`),
    goToOrder: (orderId: string) => trail.push(`order ${orderId}`),
    notify: { error: (message: string) => trail.push(`toast ${message}`) },
    onSlotTaken: () => trail.push('slots again'),
  };
  return { cart, trail, deps, shop };
}

describe('placeOrder («Оплатить»)', () => {
  it('is busy while the call runs: a second click sends nothing, and the cart is free again after', async () => {
    const { cart, deps, shop, trail } = setup();
    const first = placeOrder(cart, body(), deps);
    expect(cart.prevent).toBe(true);
    expect(await placeOrder(cart, body(), deps)).toBe('busy');
    expect(await first).toBe('sent');
    expect(cart.prevent).toBe(false);
    expect(shop.requests).toHaveLength(1);
    expect(trail).toEqual(['order order-1']);
    expect(cart.openPayment).toEqual({ value: false, orderId: 'order-1' });
  });

  it('goes to the bank when the server gives a redirect_url', async () => {
    const shop = fakeShop(() => ({ redirect_url: 'http://127.0.0.1:6003/checkout?token=abc' }));
    const { cart, deps, trail } = setup(shop);
    await placeOrder(cart, body(3), deps);
    expect(trail).toEqual(['bank http://127.0.0.1:6003/checkout?token=abc']);
  });

  it('retries after a dropped connection with the same key, so the server makes one order', async () => {
    const { cart, deps, shop, trail } = setup();
    shop.failOnce(new ApiError('paymentCreate', undefined));
    expect(await placeOrder(cart, body(4), deps)).toBe('failed');
    expect(trail).toEqual([`toast ${GENERIC_REQUEST_ERROR}`]);
    expect(await placeOrder(cart, body(4), deps)).toBe('sent');
    expect(shop.requests[0]).toBe(shop.requests[1]);
    expect(shop.orders.size).toBe(1);
  });

  it('uses a new key once the cart changed', async () => {
    const { cart, deps, shop } = setup();
    await placeOrder(cart, body(5), deps);
    await placeOrder(cart, body(6), deps);
    expect(new Set(shop.requests).size).toBe(2);
  });

  it('uses a new key once the order it placed has ended', async () => {
    const { cart, deps, shop } = setup();
    await placeOrder(cart, body(7), deps);
    const [orderId] = [...shop.orders.values()];
    expect(await checkoutAttempts.end(orderId ?? '')).toBe(true);
    await placeOrder(cart, body(7), deps);
    expect(shop.orders.size).toBe(2);
  });

  it('toasts the server’s message, and on 409 (the slot filled up) asks for the slots again', async () => {
    const { cart, deps, shop, trail } = setup();
    shop.failOnce(new ApiError('paymentCreate', 409, 'На это время заказов больше не принимаем'));
    expect(await placeOrder(cart, body(8), deps)).toBe('failed');
    expect(trail).toEqual(['toast На это время заказов больше не принимаем', 'slots again']);
    expect(cart.prevent).toBe(false);
    expect(cart.openPayment.value).toBe(false);
  });
});
