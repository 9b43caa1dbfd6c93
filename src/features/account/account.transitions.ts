import type { LoggedIn, SavedCard, UserData } from '../../domain/contract/account';
import type { AccountState } from './account.store';

/*
 * How the account state changes (SPEC §4 «Login state»), apart from the
 * state itself so these load with the session after hydration.
 */

type AccountContact = Pick<UserData, 'id' | 'name' | 'phone' | 'email' | 'address'>;

/** What the account needs from the cart (SPEC §3 cart state: contact fields, `creditCards`, `bonusValue`). */
export interface CartAccountFields {
  /** Fills the empty contact fields from the user's data and takes their saved cards. */
  fillFromAccount(userData: AccountContact, cards: readonly SavedCard[]): void;
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
  const checked = {
    name: answer.name,
    phone: answer.phone,
    email: answer.email,
    address: answer.address,
    bonuses: answer.bonuses,
    creditCards: answer.creditCards,
  };
  const current = state.user.userData;
  if (current && current.id === answer.id) Object.assign(current, checked);
  else state.user.userData = { id: answer.id, ...checked, orders: [], bonusHistory: [] };
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
