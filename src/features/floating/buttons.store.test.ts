import { describe, expect, it } from 'vitest';
import { clampOffset, createButtonsActions, createButtonsState } from './buttons.store';

describe('button positions', () => {
  it('records a move with whole pixels and a newer change time', () => {
    const state = createButtonsState();
    createButtonsActions(state, () => 50).move('cart', { x: -120.4, y: 33.6 });
    expect(state.cart).toEqual({ x: -120, y: 34 });
    expect(state.changedAt).toBe(50);
  });

  it('pulls an offset back inside a smaller viewport', () => {
    const home = { left: 300, top: 500 };
    const size = { width: 56, height: 56 };
    expect(clampOffset({ x: 0, y: 0 }, home, size, { width: 400, height: 700 })).toEqual({ x: 0, y: 0 });
    // After rotation to a short, wide screen the button would sit below the bottom edge.
    expect(clampOffset({ x: 0, y: 100 }, home, size, { width: 800, height: 400 })).toEqual({ x: 0, y: -164 });
    expect(clampOffset({ x: -500, y: 0 }, home, size, { width: 400, height: 700 })).toEqual({ x: -292, y: 0 });
  });
});
