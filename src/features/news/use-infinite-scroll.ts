import { type RefObject, useEffect, useRef } from 'react';

const SCROLL_KEYS = new Set(['ArrowDown', 'PageDown', 'End', ' ']);

/**
 * Calls `onReach` when the shopper scrolls the `sentinel` (placed after a list)
 * into view (or near it). Only the shopper's own scrolling counts — wheel,
 * touch, scrolling keys — so a programmatic scroll (restoring the position,
 * a click that scrolls a button into view) never loads by itself, and after
 * each load the shopper has to scroll again. Inactive while `enabled` is false.
 */
export function useInfiniteScroll(
  sentinel: RefObject<HTMLElement | null>,
  enabled: boolean,
  onReach: () => void,
  rootMargin = '0px 0px 320px 0px',
): void {
  const latestOnReach = useRef(onReach);
  useEffect(() => {
    latestOnReach.current = onReach;
  }, [onReach]);

  useEffect(() => {
    const target = sentinel.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    let visible = false;
    let scrolledByShopper = false;
    const check = () => {
      if (!visible || !scrolledByShopper) return;
      scrolledByShopper = false;
      latestOnReach.current();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        visible = entries.some((entry) => entry.isIntersecting);
        check();
      },
      { rootMargin },
    );
    observer.observe(target);
    const onGesture = () => {
      scrolledByShopper = true;
      check();
    };
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY > 0) onGesture();
    };
    const onKey = (event: KeyboardEvent) => {
      const editing =
        event.target instanceof HTMLElement &&
        event.target.closest('input, textarea, select, button, [contenteditable]');
      if (SCROLL_KEYS.has(event.key) && !editing) onGesture();
    };
    window.addEventListener('wheel', onWheel, { passive: true });
    window.addEventListener('touchmove', onGesture, { passive: true });
    window.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      window.removeEventListener('wheel', onWheel);
      window.removeEventListener('touchmove', onGesture);
      window.removeEventListener('keydown', onKey);
    };
  }, [sentinel, enabled, rootMargin]);
}
