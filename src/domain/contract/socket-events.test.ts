import { describe, expect, it } from 'vitest';
import { socketEvents } from './socket-events';

describe('socket events', () => {
  it('name the user data event as SPEC §7 does, per user', () => {
    expect(socketEvents.userData.pattern).toBe('user_data_{userId}');
    expect(socketEvents.userData.name('42a')).toBe('user_data_42a');
    expect(socketEvents.userData.room('42a')).not.toBe(socketEvents.userData.room('42b'));
  });

  it('refuse a key that could name another event or room', () => {
    expect(() => socketEvents.userData.name('')).toThrow();
    expect(() => socketEvents.userData.name('a b')).toThrow();
    expect(() => socketEvents.userData.room('x/../y')).toThrow();
  });

  it('check the payload: bonuses.value is a whole number of points', () => {
    const payload = socketEvents.userData.payload;
    expect(payload.safeParse({ userData: { bonuses: { value: 300, held: 0 }, name: 'Оля' } }).success).toBe(true);
    expect(payload.safeParse({ userData: { bonuses: { value: -1 } } }).success).toBe(false);
    expect(payload.safeParse({ userData: {} }).success).toBe(false);
  });
});
