import { useMemo } from 'react';
import { notify } from '../toasts';
import { useAccountView } from './account.context';
import { repeatOrder } from './profile.actions';

/**
 * What «Мои заказы» needs of the account (issue 28): the signed-in shopper's
 * orders (null for a guest), the identity token for their live updates, taking
 * this device's guest orders into the account, and repeating an order.
 */
export function useAccountOrders() {
  const { state, runtime, snapshot, hydrated } = useAccountView();
  const signedIn = hydrated && snapshot.auth.isLogged;
  const actions = useMemo(
    () => ({
      token: (): string | null => state.session.token,
      /** Attaches what it can and reads the account again, so the list shows them as the account's. */
      attach: async (uids: string[]): Promise<string[]> => {
        const { api, session } = await runtime();
        const attached = await api.attachOrders(uids);
        if (attached.length > 0) await session.reload();
        return attached;
      },
      repeat: (uid: string): Promise<boolean> =>
        repeatOrder(uid, {
          repeat: (orderId) => runtime().then(({ api }) => api.repeatOrder(orderId)),
          addOrder: (products) => runtime().then(({ cart }) => cart.addOrder(products)),
          notify,
        }),
    }),
    [state, runtime],
  );
  return {
    userId: signedIn ? snapshot.auth.id : null,
    orders: signedIn ? (snapshot.user.userData?.orders ?? null) : null,
    realtimeUrl: signedIn ? snapshot.session.realtimeUrl : null,
    ...actions,
  };
}
