/**
 * Warm-up that ends when the rate stops climbing. The built server reaches
 * its steady rate only once V8 has optimised the whole order path: under
 * `POST /api/payment` load on 2026-11-28, consecutive 3-second windows ran at
 * 216, 298, 339, 367, 369 and 374 orders/s (the same after 25 s idle first,
 * so it is the load that warms it, not the start-up). A fixed 1-second
 * warm-up measured the climb, not the server. The bare SQL loop it is
 * compared with is steady from its first window; it gets the same rule.
 */

/** One warm-up window's length. */
export const WARMUP_WINDOW_SECONDS = 3;
/** Warm-up never takes longer than this, steady or not (the bench's slot places are finite). */
export const WARMUP_MAX_SECONDS = 18;
/** Two consecutive windows this close (as a share of the first) count as steady. */
export const STEADY_WITHIN = 0.05;

/**
 * Runs `window(seconds)` (which answers its rate) until two consecutive
 * windows agree within `STEADY_WITHIN`, or `WARMUP_MAX_SECONDS` have passed;
 * answers every window's rate, for the bench's notes.
 */
export async function warmUntilSteady(window: (seconds: number) => Promise<number>): Promise<number[]> {
  const rates: number[] = [];
  while (rates.length * WARMUP_WINDOW_SECONDS < WARMUP_MAX_SECONDS) {
    rates.push(await window(WARMUP_WINDOW_SECONDS));
    if (isSteady(rates)) break;
  }
  return rates;
}

/** Whether the last two of `rates` agree within `STEADY_WITHIN`. */
export function isSteady(rates: readonly number[]): boolean {
  if (rates.length < 2) return false;
  const previous = rates[rates.length - 2] as number;
  const last = rates[rates.length - 1] as number;
  return previous > 0 && Math.abs(last - previous) <= STEADY_WITHIN * previous;
}
