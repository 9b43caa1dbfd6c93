import { describe, expect, it } from 'vitest';
import { noteCornerTap } from './corner-taps';

const rule = { taps: 5, windowMs: 3_000 };

function tapAt(times: number[]) {
  let taps: number[] = [];
  let complete = false;
  for (const at of times) ({ taps, complete } = noteCornerTap(taps, at, rule));
  return complete;
}

describe('corner taps', () => {
  it('completes on the fifth tap within 3 s', () => {
    expect(tapAt([0, 500, 1000, 1500])).toBe(false);
    expect(tapAt([0, 500, 1000, 1500, 2999])).toBe(true);
  });

  it('forgets taps older than the window', () => {
    expect(tapAt([0, 500, 1000, 1500, 3000])).toBe(false);
    expect(tapAt([0, 500, 1000, 1500, 3000, 3100])).toBe(true);
  });

  it('starts over after a completed gesture', () => {
    const first = noteCornerTap([0, 1, 2, 3], 4, rule);
    expect(first).toEqual({ taps: [], complete: true });
    expect(noteCornerTap(first.taps, 5, rule).complete).toBe(false);
  });
});
