import { describe, expect, it } from 'vitest';
import { socketEvents } from './socket-events';

const USER_A = '7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b';
const USER_B = '0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b';

describe('socket events', () => {
  it('name the user data event as SPEC §7 does, per user', () => {
    expect(socketEvents.userData.pattern).toBe('user_data_{userId}');
    expect(socketEvents.userData.name(USER_A)).toBe(`user_data_${USER_A}`);
    expect(socketEvents.userData.room(USER_A)).not.toBe(socketEvents.userData.room(USER_B));
  });

  it('refuse a key that could name another event or room', () => {
    expect(() => socketEvents.userData.name('')).toThrow();
    expect(() => socketEvents.userData.name('a b')).toThrow();
    expect(() => socketEvents.userData.room('x/../y')).toThrow();
  });

  it('check the payload: bonuses.value is a whole number of points', () => {
    const payload = socketEvents.userData.payload;
    const userData = {
      id: USER_A,
      name: 'Оля',
      phone: '+375291234567',
      email: null,
      address: null,
      bonuses: { value: 300, held: 0, nextExpiry: null },
      creditCards: [],
      orders: [],
      bonusHistory: [],
    };
    expect(payload.safeParse({ userData }).success).toBe(true);
    expect(
      payload.safeParse({ userData: { ...userData, bonuses: { value: -1, held: 0, nextExpiry: null } } }).success,
    ).toBe(false);
    expect(payload.safeParse({ userData: {} }).success).toBe(false);
  });
});
