import type { BonusesAnswer } from '../../domain/contract/account';
import type { CartState } from '../cart';

/** What the checkout needs from the signed-in shopper's account (the account feature supplies it). */
export interface PointsAccount {
  updateBonuses(bonus: number): Promise<BonusesAnswer>;
  closePayment(bonus: number): Promise<BonusesAnswer>;
  /** The balance the server answered with (the badge follows it). */
  setBonuses(bonuses: BonusesAnswer['bonuses']): void;
}

/**
 * «Списать баллы» (SPEC §7 `update/bonuses`): the server holds what it
 * accepts and answers the points set aside, which may be fewer than asked
 * (its limits decide); the cart keeps the server's number.
 */
export async function setPoints(cart: CartState, bonus: number, account: PointsAccount): Promise<number> {
  const answer = await account.updateBonuses(bonus);
  cart.bonusValue = answer.bonusValue;
  account.setBonuses(answer.bonuses);
  return answer.bonusValue;
}

/**
 * SPEC §4: a signed-in shopper's failed payment closes the payment panel
 * through the bonus-release call, only when the cart is not busy (no other
 * payment call running). The draft stays; the held points go back.
 */
export async function closeFailedPayment(cart: CartState, account: PointsAccount): Promise<boolean> {
  if (cart.prevent) return false;
  const answer = await account.closePayment(cart.bonusValue);
  cart.bonusValue = answer.bonusValue;
  cart.openPayment.value = false;
  account.setBonuses(answer.bonuses);
  return true;
}
