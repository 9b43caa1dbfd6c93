import { describe, expect, it } from 'vitest';
import { createButtonsActions, createButtonsState } from './buttons.store';

describe('button positions', () => {
  it('records a move with whole pixels and a newer change time', () => {
    const state = createButtonsState();
    createButtonsActions(state, () => 50).move('cart', { x: -120.4, y: 33.6 });
    expect(state.cart).toEqual({ x: -120, y: 34 });
    expect(state.changedAt).toBe(50);
  });
});
