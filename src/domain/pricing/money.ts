/**
 * Kopeck arithmetic. Every amount inside the engine is a non-negative integer
 * number of kopecks; roubles appear only at the boundary. Percentages are held
 * as "parts per million kept" so that rounding can be done with integers and
 * half a kopeck always rounds up, never to whatever the float happens to be.
 */

export const KOPECKS_PER_BYN = 100;

/** 100 % expressed in parts per million. */
const PPM = 1_000_000;
const HALF_PPM = PPM / 2;

/**
 * Same tolerance as the contract's `Byn` schema: values such as 0.1 + 0.2 are
 * accepted as 0.30, but 1.005 is rejected as a sub-kopeck amount.
 */
const KOPECK_TOLERANCE = 1e-6;

/** True for a finite, non-negative amount of BYN with at most two decimals. */
export function isKopeckExact(byn: number): boolean {
  if (typeof byn !== 'number' || !Number.isFinite(byn) || byn < 0) return false;
  const scaled = byn * KOPECKS_PER_BYN;
  return Math.abs(Math.round(scaled) - scaled) < KOPECK_TOLERANCE;
}

/** Converts a BYN amount already checked with `isKopeckExact`. */
export function bynToKopecks(byn: number): number {
  return Math.round(byn * KOPECKS_PER_BYN);
}

/**
 * Integer kopecks back to BYN. Dividing an integer by 100 yields the double
 * closest to the two-decimal value, which is what `toFixed(2)` and JSON expect.
 */
export function kopecksToByn(kopecks: number): number {
  return kopecks / KOPECKS_PER_BYN;
}

/**
 * Smallest kopeck amount that satisfies "cost ≥ value" for a threshold given in
 * BYN. Thresholds are not required to be kopeck-exact, so a value such as
 * 10.005 needs 10.01 rather than rounding down and accepting 10.00.
 */
export function thresholdToKopecks(byn: number): number {
  const scaled = byn * KOPECKS_PER_BYN;
  const nearest = Math.round(scaled);
  return Math.abs(nearest - scaled) < KOPECK_TOLERANCE ? nearest : Math.ceil(scaled);
}

/**
 * A discount percent as the share that is kept, in parts per million.
 * Percentages are honoured to four decimals (12.3456 %); anything finer is
 * below a millionth of the amount and cannot move a realistic total.
 */
export function keptPpm(discountPercent: number): number {
  return PPM - Math.round(discountPercent * 10_000);
}

/** The kept share that applies no discount at all. */
export const KEEP_ALL_PPM = PPM;

/**
 * `amount × kept / 10⁶`, rounded half up to the kopeck, computed exactly.
 * Float division could put 12.4999999 on the wrong side of the half, so the
 * quotient is taken with an exact remainder instead (both operands are
 * non-negative integers below 2⁵³), and BigInt takes over for amounts so large
 * that the product itself would lose precision.
 */
export function applyKeptPpm(amountKopecks: number, kept: number): number {
  if (kept === PPM) return amountKopecks;
  const shifted = amountKopecks * kept + HALF_PPM;
  if (shifted <= Number.MAX_SAFE_INTEGER) {
    return (shifted - (shifted % PPM)) / PPM;
  }
  return Number((BigInt(amountKopecks) * BigInt(kept) + BigInt(HALF_PPM)) / BigInt(PPM));
}
