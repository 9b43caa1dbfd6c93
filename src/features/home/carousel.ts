/** Autoplay interval of the home sub-slider. */
export const CAROUSEL_INTERVAL_MS = 6000;
/** Horizontal travel (CSS px) that makes a touch a swipe. */
export const SWIPE_THRESHOLD_PX = 40;

/** `index` wrapped into 0…count-1 (0 for an empty carousel). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function nextIndex(index: number, count: number): number {
  return wrapIndex(index + 1, count);
}

export function previousIndex(index: number, count: number): number {
  return wrapIndex(index - 1, count);
}

/** The slide's accessible label: «1 из 4». */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} из ${count}`;
}

/**
 * The step a finished touch asks for: +1 (swipe left, next), -1 (swipe right,
 * previous) or 0 (a tap, or a mostly vertical scroll).
 */
export function swipeStep(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * Whether the carousel should advance by itself right now. `playing` is the
 * shopper's choice (off from the start with prefers-reduced-motion); hover,
 * focus inside and a hidden tab only hold it for a while.
 */
export function shouldAutoplay(state: {
  count: number;
  playing: boolean;
  hovered: boolean;
  focused: boolean;
  hidden: boolean;
}): boolean {
  return state.count > 1 && state.playing && !state.hovered && !state.focused && !state.hidden;
}
