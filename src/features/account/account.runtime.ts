import { type CartState, createCartAccountActions } from '../cart';
import { isOnline } from '../offline';
import { notify } from '../toasts';
import { accountApi } from './account.api';
import { sessionMemory } from './account.persist';
import { createAccountSession } from './account.session';
import type { AccountState } from './account.store';
import { watchHeldPoints } from './held-points';

/**
 * The account's working parts, loaded after hydration (never with the first
 * page): the calls, the session that keeps the state in step with the
 * server, and what it does to the cart. One per app instance.
 */
export function createAccountRuntime(state: AccountState, cartState: CartState) {
  const cart = createCartAccountActions(cartState, notify);
  const session = createAccountSession(state, {
    api: accountApi,
    cart,
    memory: sessionMemory,
    now: Date.now,
    // The browser's word corrected by the service worker's (an interface up without internet is offline).
    online: isOnline,
    setTimer: (run, ms) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    },
    // socket.io loads only for a signed-in shopper, never for a guest.
    connect: (options) => import('../../platform/realtime').then((module) => module.connectUserRealtime(options)),
  });
  /** Starts giving the points set aside back when the cart changes (issue 27); once the cart is read. */
  const watchCart = () =>
    watchHeldPoints({
      account: state,
      cart: cartState,
      release: () => accountApi.closePayment(0),
      online: () => navigator.onLine,
    });
  return { api: accountApi, session, cart, watchCart };
}

export type AccountRuntime = ReturnType<typeof createAccountRuntime>;
