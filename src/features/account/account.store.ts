import { proxy } from 'valtio/vanilla';
import type { UserData } from '../../domain/contract/account';

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

/** What the logged check gave beyond SPEC's fields: the identity token and where the realtime server is. */
export interface SessionState {
  /** False until the first logged check after hydration has answered (or failed). */
  checked: boolean;
  token: string | null;
  /** Epoch ms. */
  tokenExpiresAt: number | null;
  realtimeUrl: string | null;
}

/**
 * The account as the app holds it. Never kept on the device: the session
 * cookie is the record, and a reload asks the server again.
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
    session: { checked: false, token: null, tokenExpiresAt: null, realtimeUrl: null },
  });
}

/** The points badge: only for a signed-in shopper (SPEC §6). */
export function bonusPointsOf(state: {
  auth: Pick<AuthState, 'isLogged'>;
  user: { userData: { bonuses: { value: number } } | null };
}): number | null {
  if (!state.auth.isLogged) return null;
  return state.user.userData?.bonuses.value ?? null;
}
