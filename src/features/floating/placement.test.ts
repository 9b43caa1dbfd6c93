import { describe, expect, it } from 'vitest';
import { type Box, restingPlace, type Surroundings } from './placement';

const size = { width: 48, height: 48 };
const home = { left: 326, top: 780 };
const phone: Surroundings = {
  viewport: { width: 390, height: 844 },
  bandTop: 62,
  bandBottom: 772,
  edgeMargin: 12,
  protectedBoxes: [],
  gap: 8,
};
const at = (left: number, top: number): Box => ({ left, top, ...size });

describe('where a dropped button rests', () => {
  it('snaps to the nearer side edge and stays at the height it was let go', () => {
    expect(restingPlace(at(100, 300), home, phone)).toEqual({ left: 12, top: 300 });
    expect(restingPlace(at(250, 300), home, phone)).toEqual({ left: 330, top: 300 });
  });

  it('keeps out of the top menu and goes home when dropped on the dock', () => {
    expect(restingPlace(at(100, 10), home, phone)).toEqual({ left: 12, top: 62 });
    expect(restingPlace(at(100, 760), home, phone)).toEqual(home);
    // A screen too short for any band above the dock: home.
    expect(restingPlace(at(100, 100), home, { ...phone, bandTop: 62, bandBottom: 100 })).toEqual(home);
  });

  it('moves off a protected control to the nearest clear spot on the same edge', () => {
    // «Итого» spans the width, 280–320: dropped at 300 the button goes just below it (or above, whichever is nearer).
    const total = { left: 12, top: 280, width: 366, height: 40 };
    expect(restingPlace(at(300, 300), home, { ...phone, protectedBoxes: [total] })).toEqual({
      left: 330,
      top: 328,
    });
    expect(restingPlace(at(300, 275), home, { ...phone, protectedBoxes: [total] })).toEqual({
      left: 330,
      top: 224,
    });
  });

  it('crosses to the other edge only when its own edge has no clear spot', () => {
    const rightColumn = { left: 300, top: 0, width: 90, height: 844 };
    expect(restingPlace(at(300, 300), home, { ...phone, protectedBoxes: [rightColumn] })).toEqual({
      left: 12,
      top: 300,
    });
  });

  it('goes home when no spot along either edge is clear', () => {
    const everything = { left: 0, top: 0, width: 390, height: 844 };
    expect(restingPlace(at(300, 300), home, { ...phone, protectedBoxes: [everything] })).toEqual(home);
  });
});
