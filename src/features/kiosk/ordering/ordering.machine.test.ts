import { describe, expect, it } from 'vitest';
import type { OrderStatus, OrderView } from '../../../domain/contract/checkout';
import { kopecks } from '../../../domain/money';
import type { StatusView } from '../../checkout';
import {
  INITIAL_ORDERING,
  nextOrdering,
  type OrderingEvent,
  type OrderingState,
  orderToCheck,
} from './ordering.machine';

const TEXTS = { offline: 'Нет связи', noCheckoutUrl: 'Нет страницы банка' };
const URL = 'https://checkout.example/v2/checkout?token=abc';

const run = (state: OrderingState, ...events: OrderingEvent[]): OrderingState =>
  events.reduce((current, event) => nextOrdering(current, event, TEXTS), state);

const order = (status: OrderStatus, number = 1042): OrderView => ({
  uid: 'order-1',
  number,
  status,
  stage: null,
  createdAt: '2026-11-24T10:00:00+03:00',
  deliveryMethod: 'pickup',
  paymentMethod: 'card',
  place: { _id: 'nemiga', title: 'На Немиге', address: null },
  slot: { from: '2026-11-24T10:15:00+03:00', to: '2026-11-24T10:30:00+03:00' },
  asap: true,
  lines: [],
  sum: kopecks(500),
  discount: kopecks(0),
  bonusUsed: 0,
  deliveryFee: kopecks(0),
  total: kopecks(500),
  promoTitle: null,
  contact: null,
});

const status = (orderId: string, view: StatusView): OrderingEvent => ({ type: 'status', orderId, view });
const settled = (orderStatus: OrderStatus): StatusView => ({
  kind: 'settled',
  order: order(orderStatus),
  message: 'ok',
});

const atOrder = run(INITIAL_ORDERING, { type: 'open-cart' }, { type: 'checkout', cartLines: 2 });
const onPhone = run(
  atOrder,
  { type: 'place', payment: 'card', online: true },
  { type: 'placed', payment: 'card', order: { orderId: 'order-1', number: 1042, redirect_url: URL } },
);

describe('the kiosk ordering flow', () => {
  it('goes from the menu to the cart and to the order, but not with an empty cart', () => {
    expect(run(INITIAL_ORDERING, { type: 'open-cart' }).screen).toEqual({ kind: 'cart' });
    expect(run(INITIAL_ORDERING, { type: 'open-cart' }, { type: 'checkout', cartLines: 0 }).screen).toEqual({
      kind: 'cart',
    });
    expect(atOrder.screen).toEqual({ kind: 'order', problem: null });
    expect(run(atOrder, { type: 'open-menu' }).screen).toEqual({ kind: 'menu' });
  });

  it('pays at the counter: placing, then the number to pay at the counter', () => {
    const placing = run(atOrder, { type: 'place', payment: 'on_receipt', online: true });
    expect(placing.screen).toEqual({ kind: 'placing', payment: 'on_receipt' });
    const done = run(placing, {
      type: 'placed',
      payment: 'on_receipt',
      order: { orderId: 'order-2', number: 7, redirect_url: null },
    });
    expect(done.screen).toEqual({ kind: 'done', number: 7, paid: false, orderId: 'order-2' });
    // The done screen cannot be left for the menu: it ends with the session.
    expect(run(done, { type: 'open-menu' }).screen).toEqual(done.screen);
  });

  it('offline: stays on the order screen with the offline text and places nothing', () => {
    const offline = run(atOrder, { type: 'place', payment: 'card', online: false });
    expect(offline.screen).toEqual({ kind: 'order', problem: 'Нет связи' });
    expect(
      run(offline, { type: 'placed', payment: 'card', order: { orderId: 'x', number: 1, redirect_url: URL } }),
    ).toEqual(offline);
  });

  it('a request that never got an answer reads as offline; a refusal keeps the server’s message', () => {
    const placing = run(atOrder, { type: 'place', payment: 'on_receipt', online: true });
    expect(run(placing, { type: 'place-failed', message: 'Ошибка', network: true }).screen).toEqual({
      kind: 'order',
      problem: 'Нет связи',
    });
    expect(run(placing, { type: 'place-failed', message: 'Магазин закрыт', network: false }).screen).toEqual({
      kind: 'order',
      problem: 'Магазин закрыт',
    });
  });

  it('pays by phone: the QR screen follows the status until paid, then the number', () => {
    expect(onPhone.screen).toEqual({
      kind: 'phone',
      order: { orderId: 'order-1', number: 1042 },
      url: URL,
      check: 'waiting',
    });
    expect(orderToCheck(onPhone)).toEqual({ orderId: 'order-1', number: 1042 });
    const unreachable = run(
      onPhone,
      status('order-1', { kind: 'waiting', order: order('awaiting_payment'), unreachable: true }),
    );
    expect(unreachable.screen).toMatchObject({ kind: 'phone', check: 'unreachable' });
    const paid = run(unreachable, status('order-1', settled('paid')));
    expect(paid).toEqual({ screen: { kind: 'done', number: 1042, paid: true, orderId: 'order-1' }, watching: null });
    expect(orderToCheck(paid)).toBeNull();
  });

  it('a card order without the bank’s page goes back to the order screen', () => {
    const placing = run(atOrder, { type: 'place', payment: 'card', online: true });
    expect(
      run(placing, { type: 'placed', payment: 'card', order: { orderId: 'o', number: 3, redirect_url: null } }).screen,
    ).toEqual({ kind: 'order', problem: 'Нет страницы банка' });
  });

  it('a declined phone payment goes back to the order screen with the bank’s reason', () => {
    expect(run(onPhone, status('order-1', { kind: 'failed', message: 'Банк отклонил оплату' })).screen).toEqual({
      kind: 'order',
      problem: 'Банк отклонил оплату',
    });
  });

  it('after two minutes without an answer it offers to check again', () => {
    const gaveUp = run(onPhone, status('order-1', { kind: 'gave-up', order: null }));
    expect(gaveUp.screen).toMatchObject({ kind: 'phone', check: 'gave-up' });
    expect(run(gaveUp, { type: 'check-again' }).screen).toMatchObject({ kind: 'phone', check: 'waiting' });
  });

  it('cancelled on the kiosk but paid on the phone later: the number is shown, never a failure', () => {
    const cancelled = run(onPhone, { type: 'cancel-phone' });
    expect(cancelled).toEqual({ screen: { kind: 'cart' }, watching: { orderId: 'order-1', number: 1042 } });
    expect(orderToCheck(cancelled)).toEqual({ orderId: 'order-1', number: 1042 });
    // Still awaiting the bank: nothing changes for the customer.
    const browsing = run(
      cancelled,
      { type: 'open-menu' },
      status('order-1', { kind: 'waiting', order: order('awaiting_payment'), unreachable: false }),
    );
    expect(browsing.screen).toEqual({ kind: 'menu' });
    expect(run(browsing, status('order-1', settled('paid')))).toEqual({
      screen: { kind: 'done', number: 1042, paid: true, orderId: 'order-1' },
      watching: null,
    });
  });

  it('a cancelled phone payment that expires ends the watch silently', () => {
    const cancelled = run(onPhone, { type: 'cancel-phone' });
    expect(run(cancelled, status('order-1', { kind: 'failed', message: 'Время оплаты истекло' }))).toEqual({
      screen: { kind: 'cart' },
      watching: null,
    });
  });

  it('choosing the phone again for the same order shows its code again and ends the separate watch', () => {
    const again = run(
      onPhone,
      { type: 'cancel-phone' },
      { type: 'checkout', cartLines: 2 },
      { type: 'place', payment: 'card', online: true },
      { type: 'placed', payment: 'card', order: { orderId: 'order-1', number: 1042, redirect_url: URL } },
    );
    expect(again.watching).toBeNull();
    expect(again.screen).toMatchObject({ kind: 'phone', order: { orderId: 'order-1' } });
  });

  it('ignores status answers about other orders', () => {
    expect(run(onPhone, status('other', settled('paid')))).toEqual(onPhone);
  });

  it('a bank report under review shows the number and sends the customer to the counter', () => {
    expect(
      run(onPhone, status('order-1', { kind: 'held', order: order('review'), message: 'Проверяем' })).screen,
    ).toEqual({
      kind: 'held',
      order: { orderId: 'order-1', number: 1042 },
      message: 'Проверяем',
    });
  });
});
