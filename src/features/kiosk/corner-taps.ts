/**
 * The operator's way in (issue 15): `taps` taps in the screen's top-left corner
 * within `windowMs` open the PIN pad. Pure: the taps so far in, the taps kept
 * and whether the gesture is complete out.
 */
export interface CornerTapRule {
  taps: number;
  windowMs: number;
}

export function noteCornerTap(
  previous: readonly number[],
  now: number,
  rule: CornerTapRule,
): { taps: number[]; complete: boolean } {
  const recent = [...previous.filter((at) => now - at < rule.windowMs && at <= now), now];
  if (recent.length >= rule.taps) return { taps: [], complete: true };
  return { taps: recent, complete: false };
}
