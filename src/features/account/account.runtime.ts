import { type CartState, createCartAccountActions } from '../cart';
import { notify } from '../toasts';
import { accountApi } from './account.api';
import { createAccountSession } from './account.session';
import type { AccountState } from './account.store';

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
    now: Date.now,
    online: () => navigator.onLine,
    setTimer: (run, ms) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    },
    // socket.io loads only for a signed-in shopper, never for a guest.
    connect: (options) => import('../../platform/realtime').then((module) => module.connectUserRealtime(options)),
  });
  return { api: accountApi, session, cart };
}

export type AccountRuntime = ReturnType<typeof createAccountRuntime>;
