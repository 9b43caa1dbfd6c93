import { useCallback, useEffect, useState } from 'react';
import {
  advanceIdle,
  continueSession,
  type IdleState,
  type IdleTimings,
  nextIdleDeadline,
  noteInput,
  startIdle,
} from './idle-machine';

const INPUT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const;
const TICK_MS = 1_000;

/**
 * Runs the idle machine on the page's clock (`Date.now`, `setTimeout`: what
 * Playwright's `page.clock` drives) while `enabled`; calls `onExpired` once
 * when the countdown runs out. Any touch, pointer or key input counts.
 */
export function useIdle(enabled: boolean, timings: IdleTimings, onExpired: () => void) {
  // null while disabled: a new enabled period never sees the last one's (expired) state.
  const [state, setState] = useState<IdleState | null>(null);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    setState(startIdle(Date.now()));
    const onInput = () => setState((current) => current && noteInput(current, Date.now()));
    for (const type of INPUT_EVENTS) document.addEventListener(type, onInput, { capture: true, passive: true });
    return () => {
      for (const type of INPUT_EVENTS) document.removeEventListener(type, onInput, { capture: true });
      setState(null);
    };
  }, [enabled]);

  useEffect(() => {
    if (!enabled || state === null) return;
    const deadline = nextIdleDeadline(state, timings);
    if (deadline === null) {
      onExpired();
      return;
    }
    const timer = setTimeout(
      () => setState((current) => current && advanceIdle(current, Date.now(), timings)),
      Math.max(0, deadline - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [enabled, state, timings, onExpired]);

  // The seconds shown during the countdown.
  const counting = enabled && state?.phase === 'countdown';
  useEffect(() => {
    if (!counting) return;
    setNow(Date.now());
    const ticker = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(ticker);
  }, [counting]);

  const keepGoing = useCallback(() => setState((current) => current && continueSession(current, Date.now())), []);
  return { state, now: now || Date.now(), keepGoing };
}
