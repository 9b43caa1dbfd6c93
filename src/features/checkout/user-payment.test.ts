import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { BonusesAnswer } from '../../domain/contract/account';
import { ApiError } from '../../platform/api-client';
import { createCartState, emptyCheckoutDraft } from '../cart';
import { placeOrder } from './checkout.store';
import { validateUserCheckout } from './checkout-form';
import { closeFailedPayment, type PointsAccount, setPoints } from './user-payment';

const CARD = 'c3a0f4d2-1b2c-4d5e-8f90-a1b2c3d4e5f6';

function account(answer: (bonus: number) => BonusesAnswer) {
  const balances: number[] = [];
  const calls: string[] = [];
  const points: PointsAccount = {
    updateBonuses: async (bonus) => {
      calls.push(`hold:${bonus}`);
      return answer(bonus);
    },
    closePayment: async (bonus) => {
      calls.push(`release:${bonus}`);
      return { bonusValue: 0, bonuses: { value: 300, held: 0, nextExpiry: null } };
    },
    setBonuses: (bonuses) => balances.push(bonuses.value),
  };
  return { points, calls, balances };
}

describe('points at checkout (SPEC §4, §7)', () => {
  it('keeps the number of points the server held, not the one asked for', async () => {
    const cart = createCartState('2026-11-24');
    const { points, balances } = account(() => ({
      bonusValue: 150,
      bonuses: { value: 150, held: 150, nextExpiry: null },
    }));
    expect(await setPoints(cart, 400, points)).toBe(150);
    expect(cart.bonusValue).toBe(150);
    expect(balances).toEqual([150]);
  });

  it('a failed payment toasts, then releases the held points and closes the panel once the cart is not busy', async () => {
    const cart = createCartState('2026-11-24');
    cart.bonusValue = 150;
    cart.openPayment.value = true;
    const { points, calls } = account(() => ({ bonusValue: 0, bonuses: { value: 300, held: 0, nextExpiry: null } }));
    const toasts: string[] = [];
    const order = {
      cartData: [{ _id: 'kapusta', count: 1 }],
      deliveryMethod: 'pickup' as const,
      point: 'nemiga',
      deliveryDate: '2026-11-24',
      deliveryTime: 'asap',
      paymentMethod: 'card' as const,
      name: 'Анна',
      phone: '+375291234567',
    };
    const outcome = await placeOrder(cart, order, {
      send: () => Promise.reject(new ApiError('userPayment', 502, 'Банк не ответил')),
      attempts: {
        attemptFor: async (fingerprint) => ({ key: 'k'.repeat(20), fingerprint, outcome: null }),
        noteOutcome: async () => {},
      },
      goToBank: vi.fn(),
      goToOrder: vi.fn(),
      notify: { error: (message) => toasts.push(message) },
      afterFailure: async () => {
        expect(cart.prevent).toBe(false);
        await closeFailedPayment(cart, points);
      },
    });
    expect(outcome).toBe('failed');
    expect(toasts).toEqual(['Банк не ответил']);
    expect(calls).toEqual(['release:150']);
    expect(cart.bonusValue).toBe(0);
    expect(cart.openPayment.value).toBe(false);
  });

  it('releases nothing while a payment call runs', async () => {
    const cart = createCartState('2026-11-24');
    cart.prevent = true;
    const { points, calls } = account(() => ({ bonusValue: 0, bonuses: { value: 300, held: 0, nextExpiry: null } }));
    expect(await closeFailedPayment(cart, points)).toBe(false);
    expect(calls).toEqual([]);
  });
});

describe('the signed-in shopper’s order body', () => {
  const draft = {
    ...emptyCheckoutDraft('2026-11-24'),
    deliveryMethod: 'pickup' as const,
    point: 'nemiga',
    name: 'Анна',
    phone: '+375 29 123-45-67',
  };
  const lines = [{ _id: 'kapusta', count: 2 }];

  it('carries the points, the saved card (then never «save card») or the wish to save a new one', () => {
    const saved = validateUserCheckout(draft, lines, { bonus: 120, card: CARD, saveCard: true });
    expect(saved.ok && [saved.body.bonus, saved.body.card, saved.body.saveCard]).toEqual([120, CARD, false]);
    const fresh = validateUserCheckout(draft, lines, { bonus: 0, card: null, saveCard: true });
    expect(fresh.ok && [fresh.body.card, fresh.body.saveCard]).toEqual([undefined, true]);
  });

  it('sends no card at all for payment on receipt', () => {
    const onReceipt = validateUserCheckout({ ...draft, paymentMethod: 'on_receipt' }, lines, {
      bonus: 0,
      card: CARD,
      saveCard: true,
    });
    expect(onReceipt.ok && [onReceipt.body.card, onReceipt.body.saveCard]).toEqual([undefined, false]);
  });
});
