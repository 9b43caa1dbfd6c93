import { describe, expect, it, vi } from 'vitest';
import type { BonusesAnswer, UserData } from '../../domain/contract/account';
import { kopecks } from '../../domain/money';
import { createCartState } from '../cart';
import { createAccountState } from './account.store';
import { watchHeldPoints } from './held-points';

const USER = '7d1f3c2a-4b5e-4c6d-8e9f-0a1b2c3d4e5f';
const released: BonusesAnswer = {
  bonusValue: 0,
  bonuses: { value: 300, held: 0, nextExpiry: null, heldUntil: null },
};

function signedIn(held: number) {
  const account = createAccountState();
  account.auth.isLogged = true;
  account.auth.id = USER;
  account.user.userData = {
    id: USER,
    name: 'Алеся',
    phone: '+375291234567',
    email: null,
    address: null,
    bonuses: { value: 300 - held, held, nextExpiry: null, heldUntil: held > 0 ? '2026-11-22T12:15:00+03:00' : null },
    creditCards: [],
    orders: [],
    bonusHistory: [],
  } satisfies UserData;
  return account;
}

/** A cart read from the device with one line, and the watch started on it. */
function setUp({ held = 200, online = true, release = vi.fn(async () => released) } = {}) {
  const cart = createCartState('2026-11-22');
  cart.cartData = [{ _id: 'vishnya', cost: kopecks(3190), title: 'Вишнёвый', count: 1 }];
  cart.changedAt = 1_000;
  cart.bonusValue = held;
  const account = signedIn(held);
  const stop = watchHeldPoints({ account, cart, release, online: () => online });
  return { cart, account, release, stop };
}

/** A change of the lines, as the cart's transitions stamp it. */
const change = (cart: ReturnType<typeof createCartState>, count: number) => {
  const [line] = cart.cartData;
  if (line) line.count = count;
  cart.changedAt += 1;
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the points set aside follow the cart (issue 27)', () => {
  it('gives them back when the lines change: the choice goes, the balance comes back', async () => {
    const { cart, account, release, stop } = setUp();
    change(cart, 2);
    await settle();
    expect(release).toHaveBeenCalledTimes(1);
    expect(cart.bonusValue).toBe(0);
    expect(account.user.userData?.bonuses).toEqual(released.bonuses);
    stop();
  });

  it('reads the cart as it is when started, and typing in the checkout is no change', async () => {
    const { cart, release, stop } = setUp();
    cart.name = 'Алеся';
    cart.draftChangedAt += 1;
    await settle();
    expect(release).not.toHaveBeenCalled();
    expect(cart.bonusValue).toBe(200);
    stop();
  });

  it('asks nothing when nothing is held, nor for a guest', async () => {
    const none = setUp({ held: 0 });
    change(none.cart, 2);
    await settle();
    expect(none.release).not.toHaveBeenCalled();
    none.stop();

    const guest = setUp();
    guest.account.auth.isLogged = false;
    change(guest.cart, 3);
    await settle();
    expect(guest.release).not.toHaveBeenCalled();
    guest.stop();
  });

  it('a change while a release is under way asks once more after it, never twice at once', async () => {
    let finish: () => void = () => undefined;
    let atOnce = 0;
    let most = 0;
    const release = vi.fn(async () => {
      atOnce += 1;
      most = Math.max(most, atOnce);
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      atOnce -= 1;
      return released;
    });
    const { cart, account, stop } = setUp({ release });
    change(cart, 2);
    await settle();
    // Points chosen again, then another change before the first answer.
    cart.bonusValue = 100;
    change(cart, 3);
    await settle();
    expect(release).toHaveBeenCalledTimes(1);
    finish();
    await settle();
    await settle();
    expect(release).toHaveBeenCalledTimes(2);
    finish();
    await settle();
    expect(most).toBe(1);
    expect(cart.bonusValue).toBe(0);
    expect(account.user.userData?.bonuses.held).toBe(0);
    stop();
  });

  it('offline, the choice goes without a call (the server gives the points back in 15 minutes)', async () => {
    const { cart, release, stop } = setUp({ online: false });
    cart.cartData = [];
    cart.changedAt += 1;
    await settle();
    expect(cart.bonusValue).toBe(0);
    expect(release).not.toHaveBeenCalled();
    stop();
  });

  it('stops watching when stopped', async () => {
    const { cart, release, stop } = setUp();
    stop();
    change(cart, 2);
    await settle();
    expect(release).not.toHaveBeenCalled();
  });
});
