import type { PaymentAnswer } from '../../domain/contract/checkout';
import type { PaymentBody } from '../../domain/contract/checkout-phone';
import { GENERIC_REQUEST_ERROR, isApiError } from '../../platform/api-client';
import { type Attempt, attemptFor, endAttempt, noteAttemptOutcome } from '../../platform/idempotency';
import type { CartState } from '../cart';
import type { Notifier } from '../toasts';

/** The attempts of placing an order: one idempotency key each (src/platform/idempotency.ts). */
export const CHECKOUT_SCOPE = 'checkout';

export const checkoutAttempts = {
  attemptFor: (fingerprint: string): Promise<Attempt> => attemptFor(CHECKOUT_SCOPE, fingerprint),
  noteOutcome: (key: string, orderId: string): Promise<void> => noteAttemptOutcome(CHECKOUT_SCOPE, key, orderId),
  /** The order ended (paid, confirmed, declined, expired): true when it was this device's current attempt. */
  end: (orderId: string): Promise<boolean> => endAttempt(CHECKOUT_SCOPE, orderId),
};

/**
 * The same order sends the same text, so its fingerprint finds the attempt (and
 * its idempotency key) again; any change (a line, the slot, the phone) is
 * another order, which the server would refuse under the old key.
 */
export function orderFingerprint(body: object): string {
  return JSON.stringify(body);
}

export interface PlaceOrderDeps<B extends PaymentBody = PaymentBody> {
  send: (body: B, idempotencyKey: string) => Promise<PaymentAnswer>;
  attempts: Pick<typeof checkoutAttempts, 'attemptFor' | 'noteOutcome'>;
  /** Leaves for the bank's page (SPEC §4: `window.location.assign`). */
  goToBank: (url: string) => void;
  /** Opens the order's status page, `/doneorder?uid=…`. */
  goToOrder: (orderId: string) => void;
  notify: Pick<Notifier, 'error'>;
  /** The chosen slot filled up meanwhile (409): the panel asks for the slots again. */
  onSlotTaken?: () => void;
  /**
   * After a failure, once the cart is no longer busy (SPEC §4: a signed-in
   * shopper's failed payment closes the panel through the bonus-release call).
   */
  afterFailure?: () => Promise<void>;
}

export type PlaceOrderOutcome = 'sent' | 'busy' | 'failed';

/**
 * «Оплатить» (SPEC §4 Payment): the cart is busy (`prevent`) from the click
 * until the answer, so a second click does nothing; the request carries this
 * attempt's idempotency key, so even a second request gets the same order.
 * With a `redirect_url` the shopper goes to the bank, otherwise to the order's
 * page; a failure toasts the server's message or the generic one, and the
 * attempt's key is kept for the retry.
 */
export async function placeOrder<B extends PaymentBody>(
  cart: CartState,
  body: B,
  deps: PlaceOrderDeps<B>,
): Promise<PlaceOrderOutcome> {
  if (cart.prevent) return 'busy';
  cart.prevent = true;
  let failed = false;
  try {
    const attempt = await deps.attempts.attemptFor(orderFingerprint(body));
    const answer = await deps.send(body, attempt.key);
    await deps.attempts.noteOutcome(attempt.key, answer.orderId);
    // SPEC §4: on success the payment panel closes.
    cart.openPayment = { value: false, orderId: answer.orderId };
    if (answer.redirect_url) deps.goToBank(answer.redirect_url);
    else deps.goToOrder(answer.orderId);
    return 'sent';
  } catch (error) {
    deps.notify.error(isApiError(error) ? error.message : GENERIC_REQUEST_ERROR);
    if (isApiError(error) && error.status === 409) deps.onSlotTaken?.();
    if (!isApiError(error)) console.error('[checkout] placing the order failed', error);
    failed = true;
    return 'failed';
  } finally {
    cart.prevent = false;
    if (failed) await deps.afterFailure?.();
  }
}
