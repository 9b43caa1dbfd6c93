import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { BonusesAnswer } from '../../domain/contract/account';
import { loadOnce } from '../../shared/load-once';
import { useHydrated, whenLoaded } from '../../shared/persisted-store';
import { useCart } from '../cart';
import { onOnlineChange } from '../offline';
import type { AccountRuntime } from './account.runtime';
import { type AccountState, createAccountState } from './account.store';

interface AccountStore {
  state: AccountState;
  /** The session, the calls and the cart's account actions: loaded on first use, once. */
  runtime(): Promise<AccountRuntime>;
}

const AccountContext = createContext<AccountStore | null>(null);

/**
 * The auth and user state (SPEC §3), one per app instance. The server renders
 * every page as a guest; the logged check runs after hydration, once the
 * cart's draft is read (so the account's details land on the stored draft).
 * Only the state and this provider are in the first page's JavaScript.
 */
export function AccountStoreProvider({ children }: { children: ReactNode }) {
  const cart = useCart();
  const [store] = useState<AccountStore>(() => {
    const state = createAccountState();
    // A failed fetch of the code (offline before it was cached) is asked again at the next call, not kept.
    const runtime = loadOnce(() =>
      import('./account.runtime').then((module) => module.createAccountRuntime(state, cart.state)),
    );
    return { state, runtime };
  });

  useEffect(() => {
    let started = false;
    let stopped = false;
    let stopWatchingCart: (() => void) | undefined;
    void whenLoaded(cart).then(() => {
      if (stopped) return;
      started = true;
      store
        .runtime()
        .then((runtime) => {
          if (stopped) return;
          stopWatchingCart = runtime.watchCart();
          return runtime.session.check();
        })
        .catch((error: unknown) => {
          // Without the code there is no signing in: the shopper stays a guest.
          console.warn('[account] the account code did not load', error);
          store.state.session.checked = true;
        });
    });
    // Offline the session stops asking and keeps the shopper as shown; back online it asks again.
    const stopWatching = onOnlineChange((online) => {
      if (!started || stopped) return;
      void store.runtime().then((runtime) => (online ? runtime.session.check() : runtime.session.offline()));
    });
    return () => {
      stopped = true;
      stopWatchingCart?.();
      stopWatching();
      if (started) void store.runtime().then((runtime) => runtime.session.stop());
    };
  }, [store, cart]);

  return <AccountContext value={store}>{children}</AccountContext>;
}

export function useAccount(): AccountStore {
  const store = useContext(AccountContext);
  if (store === null) throw new Error('Account store used outside its provider');
  return store;
}

/** The account as a component renders it: a guest until hydrated, so server HTML and hydration agree. */
export function useAccountView() {
  const store = useAccount();
  const snapshot = useSnapshot(store.state);
  const hydrated = useHydrated();
  return { ...store, snapshot, hydrated };
}

/**
 * What the checkout needs of a signed-in shopper: their data (null for a
 * guest or before the check answered) and the points calls of SPEC §7.
 */
export function useShopperAccount() {
  const { state, runtime, snapshot, hydrated } = useAccountView();
  const points = useMemo(
    () => ({
      updateBonuses: (bonus: number): Promise<BonusesAnswer> => runtime().then(({ api }) => api.updateBonuses(bonus)),
      closePayment: (bonus: number): Promise<BonusesAnswer> => runtime().then(({ api }) => api.closePayment(bonus)),
      setBonuses: (bonuses: BonusesAnswer['bonuses']): void => {
        if (state.user.userData) state.user.userData.bonuses = bonuses;
      },
    }),
    [state, runtime],
  );
  const userData = hydrated && snapshot.auth.isLogged ? snapshot.user.userData : null;
  return { userData, points };
}
