import { type RefObject, useEffect, useRef } from 'react';

/** A frame longer than this (a hidden tab, a debugger pause) counts as this long, so no slide is skipped. */
const MAX_FRAME_MS = 100;

/**
 * Runs a slide's time while `playing`, keeping the elapsed part across pauses,
 * and restarts it from zero whenever `resetKey` changes. The progress (0…1) is
 * written straight into `--progress` on `bar`, so a frame never re-renders React.
 * Calls `onEnd` once when the time is up.
 */
export function useSlideTimer(options: {
  durationMs: number;
  playing: boolean;
  resetKey: string | number;
  bar: RefObject<HTMLElement | null>;
  onEnd: () => void;
}): void {
  const { durationMs, playing, resetKey, bar, onEnd } = options;
  const elapsed = useRef(0);
  const latestOnEnd = useRef(onEnd);
  useEffect(() => {
    latestOnEnd.current = onEnd;
  }, [onEnd]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger — a new slide starts from zero.
  useEffect(() => {
    elapsed.current = 0;
    bar.current?.style.setProperty('--progress', '0');
  }, [resetKey, bar]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey restarts the frame loop for the new slide.
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      elapsed.current += Math.min(MAX_FRAME_MS, Math.max(0, now - last));
      last = now;
      const progress = Math.min(1, elapsed.current / Math.max(1, durationMs));
      bar.current?.style.setProperty('--progress', String(progress));
      if (progress >= 1) {
        latestOnEnd.current();
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, durationMs, resetKey, bar]);
}

/**
 * Whether the picture inside `container` has loaded (or failed: the slide then
 * plays without it), checked again whenever `key` changes. Starts the time only
 * once the shopper can see the slide; gives up waiting after `timeoutMs`.
 */
export function useImageReady(
  container: RefObject<HTMLElement | null>,
  key: string,
  onReady: (key: string) => void,
  timeoutMs = 6000,
): void {
  useEffect(() => {
    const image = container.current?.querySelector('img');
    if (!image || (image.complete && image.naturalWidth > 0)) {
      onReady(key);
      return;
    }
    const done = () => onReady(key);
    image.addEventListener('load', done, { once: true });
    image.addEventListener('error', done, { once: true });
    const timer = setTimeout(done, timeoutMs);
    return () => {
      image.removeEventListener('load', done);
      image.removeEventListener('error', done);
      clearTimeout(timer);
    };
  }, [container, key, onReady, timeoutMs]);
}
