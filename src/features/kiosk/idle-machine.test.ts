import { describe, expect, it } from 'vitest';
import {
  advanceIdle,
  continueSession,
  countdownSecondsLeft,
  type IdleState,
  nextIdleDeadline,
  noteInput,
  startIdle,
} from './idle-machine';

const timings = { idleMs: 60_000, countdownMs: 15_000 };

describe('kiosk idle machine', () => {
  it('stays active until idleMs pass without input, then counts down', () => {
    const start = startIdle(1_000);
    expect(advanceIdle(start, 60_999, timings)).toEqual(start);
    expect(advanceIdle(start, 61_000, timings)).toEqual({ phase: 'countdown', endsAt: 76_000 });
  });

  it('restarts the idle time on input while active', () => {
    const touched = noteInput(startIdle(0), 50_000);
    expect(advanceIdle(touched, 60_000, timings).phase).toBe('active');
    expect(nextIdleDeadline(touched, timings)).toBe(110_000);
    expect(advanceIdle(touched, 110_000, timings).phase).toBe('countdown');
  });

  it('ignores stray input during the countdown; «Продолжить» returns to active', () => {
    const counting = advanceIdle(startIdle(0), 60_000, timings);
    expect(noteInput(counting, 65_000)).toEqual(counting);
    const continued = continueSession(counting, 65_000);
    expect(continued).toEqual({ phase: 'active', lastInputAt: 65_000 });
    expect(advanceIdle(continued, 75_000, timings).phase).toBe('active');
  });

  it('expires when the countdown runs out, also after one long gap', () => {
    const counting = advanceIdle(startIdle(0), 60_000, timings);
    expect(advanceIdle(counting, 74_999, timings).phase).toBe('countdown');
    expect(advanceIdle(counting, 75_000, timings)).toEqual({ phase: 'expired' });
    expect(advanceIdle(startIdle(0), 200_000, timings)).toEqual({ phase: 'expired' });
    const expired: IdleState = { phase: 'expired' };
    expect(nextIdleDeadline(expired, timings)).toBeNull();
    expect(continueSession(expired, 1)).toEqual(expired);
    expect(noteInput(expired, 1)).toEqual(expired);
  });

  it('shows the countdown in whole seconds', () => {
    const counting = advanceIdle(startIdle(0), 60_000, timings);
    expect(countdownSecondsLeft(counting, 60_000)).toBe(15);
    expect(countdownSecondsLeft(counting, 60_001)).toBe(15);
    expect(countdownSecondsLeft(counting, 74_001)).toBe(1);
    expect(countdownSecondsLeft(counting, 80_000)).toBe(0);
    expect(countdownSecondsLeft(startIdle(0), 10)).toBe(0);
  });
});
