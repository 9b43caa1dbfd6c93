/** A box in viewport coordinates (CSS pixels). */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Position {
  left: number;
  top: number;
}

/** What a dropped button must keep clear of. */
export interface Surroundings {
  viewport: { width: number; height: number };
  /** The band a dragged button may rest in: below the fixed top menu, above the dock. */
  bandTop: number;
  bandBottom: number;
  /** Distance from the left or right edge a resting button keeps. */
  edgeMargin: number;
  /** Controls a button must never rest on (the cart's totals, submit buttons). */
  protectedBoxes: readonly Box[];
  /** Room kept between a resting button and a protected control. */
  gap: number;
}

const overlaps = (a: Box, b: Box, gap: number) =>
  a.left < b.left + b.width + gap &&
  b.left - gap < a.left + a.width &&
  a.top < b.top + b.height + gap &&
  b.top - gap < a.top + a.height;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Where a dragged button comes to rest once let go at `at`. Dropped onto the
 * dock (or with no room above it) it goes back to its dock slot, `home`.
 * Otherwise it snaps to the nearer side edge, within the band; if it would
 * cover a protected control there, it takes the nearest spot along that edge
 * (then along the other) that covers none, and its dock slot when no such
 * spot exists. The dock is kept free of page content, so home is always clear.
 */
export function restingPlace(at: Box, home: Position, around: Surroundings): Position {
  const minTop = around.bandTop;
  const maxTop = around.bandBottom - at.height;
  if (at.top + at.height / 2 > around.bandBottom || maxTop < minTop) return home;

  const wanted = clamp(at.top, minTop, maxTop);
  const leftEdge = around.edgeMargin;
  const rightEdge = around.viewport.width - around.edgeMargin - at.width;
  const preferLeft = at.left + at.width / 2 < around.viewport.width / 2;
  const sides = preferLeft ? [leftEdge, rightEdge] : [rightEdge, leftEdge];

  const tops = [wanted];
  for (const box of around.protectedBoxes) {
    tops.push(box.top - around.gap - at.height, box.top + box.height + around.gap);
  }

  let best: { place: Position; cost: number } | null = null;
  for (const [sideIndex, left] of sides.entries()) {
    for (const candidate of tops) {
      const top = clamp(candidate, minTop, maxTop);
      const box = { left, top, width: at.width, height: at.height };
      if (around.protectedBoxes.some((guarded) => overlaps(box, guarded, around.gap - 0.5))) continue;
      // Staying on the chosen side always beats crossing over.
      const cost = Math.abs(top - wanted) + sideIndex * (around.viewport.height + 1);
      if (!best || cost < best.cost) best = { place: { left, top }, cost };
    }
  }
  return best?.place ?? home;
}
