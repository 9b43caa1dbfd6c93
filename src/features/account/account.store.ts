import { proxy } from 'valtio/vanilla';
import type { Bonuses, UserData } from '../../domain/contract/account';

/** The auth modal's sections (SPEC §2: it opens on `signin`). */
export const AUTH_SECTIONS = ['signin', 'signup', 'recovery'] as const;
export type AuthSection = (typeof AUTH_SECTIONS)[number];

/** The profile page's sections, one shown at a time. */
export const USER_SECTIONS = ['profile', 'bonuses', 'orders', 'cards'] as const;
export type UserSection = (typeof USER_SECTIONS)[number];

/** SPEC §3 auth state. */
export interface AuthState {
  open: boolean;
  section: AuthSection;
  isLogged: boolean;
  id: string | null;
}

/** SPEC §3 user state: `userData` includes `bonuses.value`; `prevent` is busy while a profile call runs. */
export interface UserState {
  userData: UserData | null;
  open: boolean;
  section: UserSection;
  prevent: boolean;
}

/**
 * Who was signed in and their points, as the server last said (issue 27): the
 * device keeps this much, so a page opened offline shows the shopper as last
 * known instead of signed out. Forgotten on sign-out.
 */
export interface RememberedShopper {
  id: string;
  name: string;
  bonuses: Bonuses;
}

/** What the logged check gave beyond SPEC's fields: the identity token and where the realtime server is. */
export interface SessionState {
  /** False until the first logged check after hydration has answered (or failed), or offline until the device was read. */
  checked: boolean;
  token: string | null;
  /** Epoch ms. */
  tokenExpiresAt: number | null;
  realtimeUrl: string | null;
  /** When the account shown last came from the server (epoch ms): «обновлено в 15:25» while offline. */
  updatedAt: number | null;
  /** Offline on a page opened without the server: the shopper as the device remembers them (no `userData`). */
  remembered: RememberedShopper | null;
}

/**
 * The account as the app holds it. The session cookie is the record and every
 * page asks the server again; only the last known name and points are kept on
 * the device (`account.persist.ts`), for pages opened offline.
 */
export interface AccountState {
  auth: AuthState;
  user: UserState;
  session: SessionState;
}

export function createAccountState(): AccountState {
  return proxy<AccountState>({
    auth: { open: false, section: 'signin', isLogged: false, id: null },
    user: { userData: null, open: false, section: 'profile', prevent: false },
    session: {
      checked: false,
      token: null,
      tokenExpiresAt: null,
      realtimeUrl: null,
      updatedAt: null,
      remembered: null,
    },
  });
}

type ShownShopper = Pick<RememberedShopper, 'id' | 'name'> & { bonuses: Pick<Bonuses, 'value'> };

/** Who is shown as signed in: the server's data, or offline what the device remembers; null for a guest. */
export function shownShopper(state: {
  auth: Pick<AuthState, 'isLogged'>;
  user: { userData: ShownShopper | null };
  session: { remembered: ShownShopper | null };
}): ShownShopper | null {
  if (!state.auth.isLogged) return null;
  return state.user.userData ?? state.session.remembered;
}

/** The points badge: only for a signed-in shopper (SPEC §6). */
export function bonusPointsOf(state: Parameters<typeof shownShopper>[0]): number | null {
  return shownShopper(state)?.bonuses.value ?? null;
}
