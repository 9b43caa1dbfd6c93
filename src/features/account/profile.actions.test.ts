import { describe, expect, it, vi } from 'vitest';
import { emptyAddress } from '../../domain/address-draft';
import { kopecks } from '../../domain/money';
import { ApiError } from '../../platform/api-client';
import { createCartAccountActions, createCartActions, createCartState } from '../cart';
import { createAccountState } from './account.store';
import { logout, type ProfileForm, removeCard, repeatOrder, saveProfile, wantsPasswordChange } from './profile.actions';

function recorder() {
  const toasts: string[] = [];
  return {
    toasts,
    notify: {
      success: (message: string) => toasts.push(`ok:${message}`),
      error: (message: string) => toasts.push(`err:${message}`),
    },
  };
}

const form = (passwords: Partial<ProfileForm> = {}): ProfileForm => ({
  name: 'Алеся',
  phone: '+375 29 123-45-67',
  email: '',
  address: emptyAddress(),
  currentPassword: '',
  newPassword: '',
  ...passwords,
});

describe('saving the profile (SPEC §5, §7)', () => {
  it('sends the password change only when both fields are filled', () => {
    expect(wantsPasswordChange({ currentPassword: 'old', newPassword: '' })).toBe(false);
    expect(wantsPasswordChange({ currentPassword: '', newPassword: 'new-password' })).toBe(false);
    expect(wantsPasswordChange({ currentPassword: 'old', newPassword: 'new-password' })).toBe(true);
  });

  it.each([
    [{ currentPassword: 'old-password' }, ['data']],
    [{ newPassword: 'new-password' }, ['data']],
    [{ currentPassword: 'old-password', newPassword: 'new-password' }, ['data', 'password']],
  ])('with %j sends %j, the password after the data update', async (passwords, expected) => {
    const calls: string[] = [];
    const { notify, toasts } = recorder();
    const outcome = await saveProfile(createAccountState(), form(passwords), {
      updateData: async () => {
        calls.push('data');
        return 'Данные сохранены';
      },
      updatePassword: async (current, next) => {
        expect([current, next]).toEqual(['old-password', 'new-password']);
        calls.push('password');
        return 'Пароль изменён';
      },
      notify,
    });
    expect(outcome).toBe('saved');
    expect(calls).toEqual(expected);
    expect(toasts[0]).toBe('ok:Данные сохранены');
  });

  it('a failed data update toasts the server’s message and sends no password; the form is not busy after', async () => {
    const state = createAccountState();
    const updatePassword = vi.fn(async () => 'Пароль изменён');
    const { notify, toasts } = recorder();
    const outcome = await saveProfile(state, form({ currentPassword: 'a', newPassword: 'b' }), {
      updateData: () => Promise.reject(new ApiError('userUpdateData', 409, 'Этот телефон уже занят')),
      updatePassword,
      notify,
    });
    expect(outcome).toBe('failed');
    expect(updatePassword).not.toHaveBeenCalled();
    expect(toasts).toEqual(['err:Этот телефон уже занят']);
    expect(state.user.prevent).toBe(false);
  });

  it('a second save while one runs does nothing', async () => {
    const state = createAccountState();
    state.user.prevent = true;
    const updateData = vi.fn(async () => 'ok');
    expect(await saveProfile(state, form(), { updateData, updatePassword: vi.fn(), notify: recorder().notify })).toBe(
      'busy',
    );
    expect(updateData).not.toHaveBeenCalled();
  });
});

describe('repeat order (SPEC §4)', () => {
  it('merges the lines still sold into the cart at today’s prices, with one toast, naming the lines gone', async () => {
    const cart = createCartState('2026-11-24');
    const { notify, toasts } = recorder();
    const actions = { ...createCartActions(cart, notify, () => 1), ...createCartAccountActions(cart, notify, () => 1) };
    actions.add({ _id: 'kapusta', cost: kopecks(2990), title: 'Пирог с капустой' }, 1);
    toasts.length = 0;
    const added = await repeatOrder('order-1', {
      repeat: async () => ({
        products: [
          { _id: 'kapusta', cost: kopecks(3100), title: 'Пирог с капустой', count: 2 },
          { _id: 'chay', cost: kopecks(350), title: 'Чай', count: 1 },
        ],
        unavailable: [{ _id: 'vishnya', title: 'Пирог с вишней' }],
      }),
      addOrder: actions.addOrder,
      notify,
    });
    expect(added).toBe(true);
    expect(cart.cartData.map((line) => [line._id, line.count, line.cost])).toEqual([
      ['kapusta', 3, 3100],
      ['chay', 1, 350],
    ]);
    expect(toasts).toEqual(['ok:Заказ добавлен в корзину', 'err:Больше не продаётся: «Пирог с вишней»']);
  });

  it('a failure is only logged (SPEC §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { notify, toasts } = recorder();
    const addOrder = vi.fn(() => 0);
    expect(await repeatOrder('x', { repeat: () => Promise.reject(new Error('500')), addOrder, notify })).toBe(false);
    expect(addOrder).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
    warn.mockRestore();
  });
});

describe('saved card removal and logout (SPEC §4)', () => {
  it('drops the removed card from the user data and the cart’s list and toasts the message', async () => {
    const state = createAccountState();
    const card = {
      _id: 'c3a0f4d2-1b2c-4d5e-8f90-a1b2c3d4e5f6',
      last4: '0000',
      brand: 'VISA',
      expMonth: 1,
      expYear: 2030,
    };
    state.auth.isLogged = true;
    state.user.userData = {
      id: 'u',
      name: 'А',
      phone: '+375291234567',
      email: null,
      address: null,
      bonuses: { value: 0, held: 0, nextExpiry: null },
      creditCards: [card],
      orders: [],
      bonusHistory: [],
    };
    const dropCard = vi.fn();
    const { notify, toasts } = recorder();
    expect(await removeCard(state, card._id, { remove: async () => 'Карта удалена', dropCard, notify })).toBe(true);
    expect(state.user.userData.creditCards).toEqual([]);
    expect(dropCard).toHaveBeenCalledWith(card._id);
    expect(toasts).toEqual(['ok:Карта удалена']);
  });

  it('logout goes home, clears the state, forgets cached pages and toasts; a failure toasts and stays', async () => {
    const steps: string[] = [];
    const { notify, toasts } = recorder();
    const deps = {
      exit: async () => 'Вы вышли из аккаунта',
      goHome: () => {
        steps.push('home');
      },
      loggedOut: () => {
        steps.push('cleared');
      },
      forgetCachedUserData: async () => {
        steps.push('forgotten');
      },
      notify,
    };
    expect(await logout(deps)).toBe(true);
    expect(steps).toEqual(['home', 'cleared', 'forgotten']);
    expect(toasts).toEqual(['ok:Вы вышли из аккаунта']);
    steps.length = 0;
    expect(await logout({ ...deps, exit: () => Promise.reject(new ApiError('userExit', undefined)) })).toBe(false);
    expect(steps).toEqual([]);
    expect(toasts.at(-1)).toBe('err:Не удалось выполнить запрос. Попробуйте ещё раз.');
  });
});
