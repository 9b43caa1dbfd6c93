/**
 * Money crosses the wire in BYN (SPEC §3 field `cost`) but is computed and
 * stored in integer kopecks, so sums never pick up binary-fraction errors.
 */
export type Kopecks = number;

export function bynToKopecks(byn: number): Kopecks {
  return Math.round(byn * 100);
}

export function kopecksToByn(kopecks: Kopecks): number {
  return Math.round(kopecks) / 100;
}
