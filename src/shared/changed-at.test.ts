import { describe, expect, it } from 'vitest';
import { markChanged } from './changed-at';

describe('markChanged', () => {
  it('stamps the time of the change', () => {
    const state = { changedAt: 0 };
    markChanged(state, 1_000);
    expect(state.changedAt).toBe(1_000);
  });

  it('stays strictly increasing when the clock stands still or steps back', () => {
    const state = { changedAt: 5_000 };
    markChanged(state, 5_000);
    expect(state.changedAt).toBe(5_001);
    markChanged(state, 4_000);
    expect(state.changedAt).toBe(5_002);
  });
});
