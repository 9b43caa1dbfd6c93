import { subscribe } from 'valtio/vanilla';
import type { BonusesAnswer } from '../../domain/contract/account';
import type { CartState } from '../cart';
import type { AccountState } from './account.store';

export interface HeldPointsDeps {
  account: AccountState;
  cart: CartState;
  /** `POST /priapi/user/update/bonuses/close/payment` without an order: the draft hold goes back. */
  release: () => Promise<BonusesAnswer>;
  online: () => boolean;
  /** valtio's `subscribe` (a test passes its own). */
  watch?: (state: CartState, run: () => void) => () => void;
}

/**
 * Issue 27 (8): the points a signed-in shopper sets aside before paying (the
 * server's draft hold) were chosen for the cart as it was. When its lines
 * change or it is emptied, the choice goes at once and the points go back to
 * the balance, instead of staying «Зарезервировано для оплаты» for a cart that
 * is gone (the server gives them back by itself after 15 minutes, and at a
 * sign-out). Started once the device's cart is read, so reading it is no
 * change; a change in another tab (its `changedAt`) counts too, and both tabs
 * asking is harmless: a second release changes nothing. An order's held
 * points stay with the order: only the draft is released. Offline the choice
 * goes, and the server's 15 minutes give the points back. Answers `stop`.
 */
export function watchHeldPoints({ account, cart, release, online, watch = subscribe }: HeldPointsDeps): () => void {
  let seen = cart.changedAt;
  let running = false;
  let again = false;

  const holdsPoints = () => cart.bonusValue > 0 || (account.user.userData?.bonuses.held ?? 0) > 0;

  const run = async () => {
    running = true;
    try {
      do {
        again = false;
        const userId = account.auth.id;
        const answer = await release();
        // Signed out or someone else meanwhile: their data is not this answer's.
        const data = account.user.userData;
        if (account.auth.isLogged && data && data.id === userId) data.bonuses = answer.bonuses;
      } while (again);
    } catch (error) {
      console.warn('[account] the points set aside were not given back; the server does in 15 minutes', error);
    } finally {
      running = false;
    }
  };

  const onChange = () => {
    if (cart.changedAt === seen) return;
    seen = cart.changedAt;
    if (!account.auth.isLogged || !holdsPoints()) return;
    cart.bonusValue = 0;
    if (!online()) return;
    if (running) again = true;
    else void run();
  };

  return watch(cart, onChange);
}
