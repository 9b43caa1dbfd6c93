import type { KioskPayment } from '../../../domain/contract/kiosk';
import type { StatusView } from '../../checkout';

/** The order the server placed, as the kiosk needs it (the fields of the contract's `PaymentAnswer`). */
export interface PlacedOrder {
  orderId: string;
  number: number;
  /** The bank's checkout page for a card payment; the QR code opens it on the customer's phone. */
  redirect_url: string | null;
}

/** A phone payment that the customer left on the kiosk: watched on, so that paying it later is never lost. */
export interface WatchedOrder {
  orderId: string;
  number: number;
}

export type OrderingScreen =
  | { kind: 'menu' }
  | { kind: 'cart' }
  /** The order: optional name and the two ways to pay; `problem` says why the last try did not go through. */
  | { kind: 'order'; problem: string | null }
  | { kind: 'placing'; payment: KioskPayment }
  /** The QR code of the bank's page and how the payment stands. */
  | { kind: 'phone'; order: WatchedOrder; url: string; check: 'waiting' | 'unreachable' | 'gave-up' }
  /** The bank reported something that people must look at: the number, and the counter will help. */
  | { kind: 'held'; order: WatchedOrder; message: string }
  /**
   * The order number in large type: paid by phone (`paid`), or to be paid at the counter; `orderId` lets the
   * screen follow the order's stages until the customer leaves (issue 28).
   */
  | { kind: 'done'; number: number; paid: boolean; orderId: string };

export interface OrderingState {
  screen: OrderingScreen;
  watching: WatchedOrder | null;
}

export type OrderingEvent =
  | { type: 'open-menu' }
  | { type: 'open-cart' }
  | { type: 'checkout'; cartLines: number }
  | { type: 'place'; payment: KioskPayment; online: boolean }
  | { type: 'placed'; payment: KioskPayment; order: PlacedOrder }
  | { type: 'place-failed'; message: string; network: boolean }
  | { type: 'status'; orderId: string; view: StatusView }
  | { type: 'cancel-phone' }
  | { type: 'check-again' };

export interface OrderingTexts {
  /** KIOSK_MESSAGES' «Нет связи, заказ можно оформить на кассе». */
  offline: string;
  /** What to say when a card order came back without the bank's page. */
  noCheckoutUrl: string;
}

export const INITIAL_ORDERING: OrderingState = { screen: { kind: 'menu' }, watching: null };

/** The screen the customer left for a phone payment goes back to the cart; the order is watched on. */
function cancelPhone(state: OrderingState): OrderingState {
  if (state.screen.kind !== 'phone') return state;
  return { screen: { kind: 'cart' }, watching: state.screen.order };
}

/** What a status answer about `orderId` changes. */
function onStatus(state: OrderingState, orderId: string, view: StatusView, texts: OrderingTexts): OrderingState {
  const { screen } = state;
  if (screen.kind === 'phone' && screen.order.orderId === orderId) {
    switch (view.kind) {
      case 'checking':
      case 'waiting':
        return { ...state, screen: { ...screen, check: view.unreachable ? 'unreachable' : 'waiting' } };
      case 'gave-up':
        return { ...state, screen: { ...screen, check: 'gave-up' } };
      case 'settled':
        return {
          screen: {
            kind: 'done',
            number: screen.order.number,
            paid: view.order.status === 'paid',
            orderId: screen.order.orderId,
          },
          watching: null,
        };
      case 'held':
        return { ...state, screen: { kind: 'held', order: screen.order, message: view.message } };
      case 'failed':
        return { ...state, screen: { kind: 'order', problem: view.message } };
      case 'missing':
        return { ...state, screen: { kind: 'order', problem: texts.noCheckoutUrl } };
    }
  }
  const watched = state.watching;
  if (!watched || watched.orderId !== orderId) return state;
  // A phone payment the customer left on the kiosk: a late payment still ends on its number, never as a failure.
  if (view.kind === 'settled' && view.order.status === 'paid') {
    if (screen.kind === 'placing') return state; // the new order's answer decides; the watch goes on
    return { screen: { kind: 'done', number: watched.number, paid: true, orderId: watched.orderId }, watching: null };
  }
  if (view.kind === 'failed' || view.kind === 'missing' || view.kind === 'gave-up') return { ...state, watching: null };
  return state;
}

/**
 * The kiosk's ordering flow as a pure function: menu → cart → order → placing →
 * the number (counter) or the QR code and its live status (phone) → the number.
 * Offline or refused, the customer stays on the order screen with the reason
 * and the cart is untouched; a phone payment cancelled on the kiosk is watched
 * on, so paying it on the phone later still shows its number.
 */
export function nextOrdering(state: OrderingState, event: OrderingEvent, texts: OrderingTexts): OrderingState {
  const { screen } = state;
  switch (event.type) {
    case 'open-menu':
      if (screen.kind === 'placing' || screen.kind === 'phone' || screen.kind === 'done') return state;
      return { ...state, screen: { kind: 'menu' } };
    case 'open-cart':
      if (screen.kind === 'placing' || screen.kind === 'phone' || screen.kind === 'done') return state;
      return { ...state, screen: { kind: 'cart' } };
    case 'checkout':
      if (event.cartLines === 0 || (screen.kind !== 'cart' && screen.kind !== 'menu')) return state;
      return { ...state, screen: { kind: 'order', problem: null } };
    case 'place':
      if (screen.kind !== 'order') return state;
      if (!event.online) return { ...state, screen: { kind: 'order', problem: texts.offline } };
      return { ...state, screen: { kind: 'placing', payment: event.payment } };
    case 'placed': {
      if (screen.kind !== 'placing') return state;
      const { orderId, number, redirect_url: url } = event.order;
      if (event.payment === 'on_receipt') {
        return { screen: { kind: 'done', number, paid: false, orderId }, watching: null };
      }
      if (!url) return { ...state, screen: { kind: 'order', problem: texts.noCheckoutUrl } };
      const watching = state.watching?.orderId === orderId ? null : state.watching;
      return { screen: { kind: 'phone', order: { orderId, number }, url, check: 'waiting' }, watching };
    }
    case 'place-failed':
      if (screen.kind !== 'placing') return state;
      return { ...state, screen: { kind: 'order', problem: event.network ? texts.offline : event.message } };
    case 'status':
      return onStatus(state, event.orderId, event.view, texts);
    case 'cancel-phone':
      return cancelPhone(state);
    case 'check-again':
      if (screen.kind !== 'phone' || screen.check !== 'gave-up') return state;
      return { ...state, screen: { ...screen, check: 'waiting' } };
  }
}

/** The order whose status the kiosk asks for now: the one on the QR screen, else a cancelled one being watched. */
export function orderToCheck(state: OrderingState): WatchedOrder | null {
  if (state.screen.kind === 'phone') return state.screen.order;
  return state.watching;
}
