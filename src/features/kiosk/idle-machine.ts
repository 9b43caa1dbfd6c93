/**
 * The kiosk's idle rule (issue 15) as pure data and functions, so the timing is
 * tested without a browser: after `idleMs` without input a countdown of
 * `countdownMs` («Вы ещё здесь?») starts; «Продолжить» returns to active; when
 * the countdown runs out the session expires (the shell then resets).
 * Times are milliseconds of one clock (the page's `Date.now()`).
 */

export interface IdleTimings {
  idleMs: number;
  countdownMs: number;
}

export type IdleState =
  | { phase: 'active'; lastInputAt: number }
  | { phase: 'countdown'; endsAt: number }
  | { phase: 'expired' };

export function startIdle(now: number): IdleState {
  return { phase: 'active', lastInputAt: now };
}

/** A touch, pointer or key: restarts the idle time while active. During the countdown only «Продолжить» counts. */
export function noteInput(state: IdleState, now: number): IdleState {
  return state.phase === 'active' ? { phase: 'active', lastInputAt: Math.max(state.lastInputAt, now) } : state;
}

/** «Продолжить»: back to active from the countdown (an expired session stays expired). */
export function continueSession(state: IdleState, now: number): IdleState {
  return state.phase === 'expired' ? state : startIdle(now);
}

/** Moves the state on to `now`: active → countdown → expired, possibly both at once after a long gap. */
export function advanceIdle(state: IdleState, now: number, timings: IdleTimings): IdleState {
  let next = state;
  if (next.phase === 'active' && now - next.lastInputAt >= timings.idleMs) {
    next = { phase: 'countdown', endsAt: next.lastInputAt + timings.idleMs + timings.countdownMs };
  }
  if (next.phase === 'countdown' && now >= next.endsAt) next = { phase: 'expired' };
  return next;
}

/** When `advanceIdle` will next change the state (for one timer), or null once expired. */
export function nextIdleDeadline(state: IdleState, timings: IdleTimings): number | null {
  switch (state.phase) {
    case 'active':
      return state.lastInputAt + timings.idleMs;
    case 'countdown':
      return state.endsAt;
    case 'expired':
      return null;
  }
}

/** Whole seconds left on the countdown, as shown (15, 14, … 1); 0 outside the countdown. */
export function countdownSecondsLeft(state: IdleState, now: number): number {
  return state.phase === 'countdown' ? Math.max(0, Math.ceil((state.endsAt - now) / 1000)) : 0;
}
