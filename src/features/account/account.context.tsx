import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { subscribe } from 'valtio/vanilla';
import type { BonusesAnswer } from '../../domain/contract/account';
import { useHydrated } from '../../shared/persisted-store';
import { useCart } from '../cart';
import { type AccountSession, createAccountSession } from './account.session';
import { type AccountState, type AuthSection, bonusPointsOf, createAccountState } from './account.store';

interface AccountStore {
  state: AccountState;
  session: AccountSession;
}

const loadApi = () => import('./account.api').then((module) => module.accountApi);

const AccountContext = createContext<AccountStore | null>(null);

/**
 * The auth and user state (SPEC §3), one per app instance. The server renders
 * every page as a guest; the logged check runs after hydration, once the
 * cart's draft is read (so the account's details land on the stored draft).
 */
export function AccountStoreProvider({ children }: { children: ReactNode }) {
  const cart = useCart();
  const [store] = useState<AccountStore>(() => {
    const state = createAccountState();
    const session = createAccountSession(state, {
      // The calls (and the schemas they check with) load after hydration, never with the first page.
      api: {
        logged: () => loadApi().then((api) => api.logged()),
        data: (id, token) => loadApi().then((api) => api.data(id, token)),
      },
      cart: cart.actions,
      now: Date.now,
      setTimer: (run, ms) => {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      },
      connect: (options) => import('../../platform/realtime').then((module) => module.connectUserRealtime(options)),
    });
    return { state, session };
  });

  useEffect(() => {
    let started = false;
    const start = () => {
      if (started || !cart.meta.loaded) return;
      started = true;
      void store.session.check();
    };
    const unsubscribe = subscribe(cart.meta, start);
    start();
    return () => {
      unsubscribe();
      store.session.stop();
    };
  }, [store, cart.meta]);

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

/** The badge's points: null for a guest and while the check runs (SPEC §6). */
export function useBonusPoints(): number | null {
  const { snapshot, hydrated } = useAccountView();
  return hydrated ? bonusPointsOf(snapshot) : null;
}

export function openAuth(state: AccountState, section: AuthSection = 'signin'): void {
  state.auth.section = section;
  state.auth.open = true;
}

/**
 * What the checkout needs of a signed-in shopper: their data (null for a
 * guest or before the check answered) and the points calls of SPEC §7.
 */
export function useShopperAccount() {
  const { state, snapshot, hydrated } = useAccountView();
  const points = useMemo(
    () => ({
      updateBonuses: (bonus: number): Promise<BonusesAnswer> => loadApi().then((api) => api.updateBonuses(bonus)),
      closePayment: (bonus: number): Promise<BonusesAnswer> => loadApi().then((api) => api.closePayment(bonus)),
      setBonuses: (bonuses: BonusesAnswer['bonuses']): void => {
        if (state.user.userData) state.user.userData.bonuses = bonuses;
      },
    }),
    [state],
  );
  const userData = hydrated && snapshot.auth.isLogged ? snapshot.user.userData : null;
  return { userData, points };
}
