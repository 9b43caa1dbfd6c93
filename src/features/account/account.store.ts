import { proxy } from 'valtio/vanilla';
import type { LoggedIn, SavedCard, UserData } from '../../domain/contract/account';

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

/** What the account needs from the cart (SPEC §3 cart state: contact fields, `creditCards`, `bonusValue`). */
export interface CartAccountFields {
  /** Fills the empty contact fields from the user's data and takes their saved cards. */
  fillFromAccount(userData: Pick<UserData, 'id' | 'name' | 'phone' | 'email' | 'address'>, cards: SavedCard[]): void;
  /** SPEC §4 logged-out: contact fields and cards cleared (and no points set aside). */
  clearAccountFields(): void;
  /** Drops one card from the local list (SPEC §4 «Saved card removal»). */
  dropCard(cardId: string): void;
}

/** The logged check said who is signed in: SPEC §4 «Login state». */
export function applyLoggedIn(state: AccountState, answer: LoggedIn): void {
  state.auth.isLogged = true;
  state.auth.id = answer.id;
  state.session.token = answer.token;
  state.session.tokenExpiresAt = Date.parse(answer.tokenExpiresAt);
  state.session.realtimeUrl = answer.realtimeUrl;
  // Until the full data arrives, the badge already shows the balance the check carried.
  if (state.user.userData && state.user.userData.id === answer.id) {
    Object.assign(state.user.userData, {
      name: answer.name,
      phone: answer.phone,
      email: answer.email,
      address: answer.address,
      bonuses: answer.bonuses,
      creditCards: answer.creditCards,
    });
  } else {
    state.user.userData = {
      id: answer.id,
      name: answer.name,
      phone: answer.phone,
      email: answer.email,
      address: answer.address,
      bonuses: answer.bonuses,
      creditCards: answer.creditCards,
      orders: [],
      bonusHistory: [],
    };
  }
}

/** The full user data (a fetch or a push); ignored when it is someone else's. */
export function applyUserData(state: AccountState, userData: UserData): boolean {
  if (!state.auth.isLogged || state.auth.id !== userData.id) return false;
  state.user.userData = userData;
  return true;
}

/**
 * SPEC §4: a failed logged check, a failed data fetch or a logout: isLogged
 * false, id null, bonuses null (no user data at all), and the cart's contact
 * fields and cards cleared.
 */
export function applyLoggedOut(state: AccountState, cart: CartAccountFields): void {
  state.auth.isLogged = false;
  state.auth.id = null;
  state.user.userData = null;
  state.user.prevent = false;
  state.user.section = 'profile';
  state.session.token = null;
  state.session.tokenExpiresAt = null;
  state.session.realtimeUrl = null;
  cart.clearAccountFields();
}

/** The points badge: only for a signed-in shopper (SPEC §6). */
export function bonusPointsOf(state: {
  auth: Pick<AuthState, 'isLogged'>;
  user: { userData: { bonuses: { value: number } } | null };
}): number | null {
  if (!state.auth.isLogged) return null;
  return state.user.userData?.bonuses.value ?? null;
}
