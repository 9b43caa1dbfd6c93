import type { AddressDraft } from '../../domain/address-draft';
import type { RepeatOrderAnswer } from '../../domain/contract/account';
import type { CartItem } from '../../domain/contract/cart';
import { GENERIC_REQUEST_ERROR, isApiError } from '../../platform/api-client';
import type { Notifier } from '../toasts';
import type { AccountState } from './account.store';

/** SPEC §8: the server's message, or the generic one. */
export const failureText = (error: unknown): string => (isApiError(error) ? error.message : GENERIC_REQUEST_ERROR);

/** The profile form as typed; the password fields only matter when both are filled (SPEC §5). */
export interface ProfileForm {
  name: string;
  phone: string;
  email: string;
  /** In parts, as the checkout asks for it. */
  address: AddressDraft;
  currentPassword: string;
  newPassword: string;
}

export interface ProfileDeps {
  updateData(form: Pick<ProfileForm, 'name' | 'phone' | 'email' | 'address'>): Promise<string>;
  updatePassword(currentPassword: string, password: string): Promise<string>;
  notify: Notifier;
}

export type SaveOutcome = 'saved' | 'failed' | 'busy';

/** SPEC §5: a password change is sent only when both password fields are non-empty. */
export function wantsPasswordChange(form: Pick<ProfileForm, 'currentPassword' | 'newPassword'>): boolean {
  return form.currentPassword !== '' && form.newPassword !== '';
}

/**
 * «Сохранить» on the profile (SPEC §7): the data update first; the password
 * change after it, and only when both fields are filled. A failure toasts the
 * server's message (or the generic one) and stops there. Busy (`user.prevent`) meanwhile.
 */
export async function saveProfile(state: AccountState, form: ProfileForm, deps: ProfileDeps): Promise<SaveOutcome> {
  if (state.user.prevent) return 'busy';
  state.user.prevent = true;
  try {
    deps.notify.success(
      await deps.updateData({ name: form.name, phone: form.phone, email: form.email, address: form.address }),
    );
    if (wantsPasswordChange(form)) {
      deps.notify.success(await deps.updatePassword(form.currentPassword, form.newPassword));
    }
    return 'saved';
  } catch (error) {
    deps.notify.error(failureText(error));
    return 'failed';
  } finally {
    state.user.prevent = false;
  }
}

/** What «Повторить» tells about lines the shop no longer sells. */
export function unavailableText(unavailable: RepeatOrderAnswer['unavailable']): string | null {
  if (unavailable.length === 0) return null;
  const names = unavailable.map((line) => `«${line.title}»`).join(', ');
  return unavailable.length === 1 ? `Больше не продаётся: ${names}` : `Больше не продаются: ${names}`;
}

/**
 * Repeat order (SPEC §4): the lines still on sale join the cart with one toast
 * ('Заказ добавлен в корзину'), and the lines no longer sold are named. A
 * failure is only logged (SPEC §8 lists repeat order among data loads).
 */
export async function repeatOrder(
  orderId: string,
  deps: {
    repeat(orderId: string): Promise<RepeatOrderAnswer>;
    addOrder(products: readonly CartItem[]): number | Promise<number>;
    notify: Notifier;
  },
): Promise<boolean> {
  let answer: RepeatOrderAnswer;
  try {
    answer = await deps.repeat(orderId);
  } catch (error) {
    console.warn('[account] the order could not be repeated', error);
    return false;
  }
  await deps.addOrder(answer.products);
  const gone = unavailableText(answer.unavailable);
  if (gone) deps.notify.error(gone);
  return answer.products.length > 0;
}

/** SPEC §4 «Saved card removal»: toast the message and drop the card from the local lists. */
export async function removeCard(
  state: AccountState,
  cardId: string,
  deps: { remove(cardId: string): Promise<string>; dropCard(cardId: string): void | Promise<void>; notify: Notifier },
): Promise<boolean> {
  try {
    const message = await deps.remove(cardId);
    const data = state.user.userData;
    if (data) data.creditCards = data.creditCards.filter((card) => card._id !== cardId);
    await deps.dropCard(cardId);
    deps.notify.success(message);
    return true;
  } catch (error) {
    deps.notify.error(failureText(error));
    return false;
  }
}

/**
 * Logout (SPEC §4): on success go to `/`, clear the auth and user state,
 * toast the server's message; a failure toasts and leaves the shopper signed in.
 */
export async function logout(deps: {
  exit(): Promise<string>;
  loggedOut(): void | Promise<void>;
  forgetCachedUserData(): Promise<void>;
  goHome(): void;
  notify: Notifier;
}): Promise<boolean> {
  let message: string;
  try {
    message = await deps.exit();
  } catch (error) {
    deps.notify.error(failureText(error));
    return false;
  }
  deps.goHome();
  await deps.loggedOut();
  await deps.forgetCachedUserData().catch((error: unknown) => console.warn('[account] cached pages stay', error));
  deps.notify.success(message);
  return true;
}
